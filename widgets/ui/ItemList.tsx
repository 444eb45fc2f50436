import type { ReactNode } from 'react';
import { ChevronRightIcon } from './Icons';
import { PortalLink } from './PortalLink';
import { useT } from '../../src/i18n/browser';

/**
 * A row: `title` and `meta` are text, or elements when part of them is admin-authored (a `lang` span) or a name (a
 * `translate="no"` span).
 */
export type ListItem = {
  key: string;
  title: ReactNode;
  meta?: ReactNode;
  href?: string | null;
  aside?: ReactNode;
};

/** A plain list of linked rows (tasks, notifications, webinars, courses). */
export function ItemList({ items, widgetId }: { items: ListItem[]; widgetId: string }) {
  return (
    <ul className="-mx-2 flex flex-col divide-y divide-slate-100">
      {items.map((item) => {
        const body = (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{item.title}</span>
              {item.meta && <span className="mt-0.5 block truncate text-xs text-slate-500">{item.meta}</span>}
            </span>
            {item.aside}
            {item.href && <ChevronRightIcon size={16} className="shrink-0 text-slate-400" aria-hidden="true" />}
          </>
        );
        return (
          <li key={item.key}>
            {item.href ? (
              <PortalLink
                href={item.href}
                widgetId={widgetId}
                className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50"
              >
                {body}
              </PortalLink>
            ) : (
              <div className="flex items-center gap-3 px-2 py-2.5">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The "See all" link in a widget's header. */
export function SeeAllLink({ href, widgetId, label }: { href: string; widgetId: string; label?: string }) {
  const t = useT();
  return (
    <PortalLink href={href} widgetId={widgetId} className="link whitespace-nowrap">
      {label ?? t('widgets.seeAll')}
    </PortalLink>
  );
}
