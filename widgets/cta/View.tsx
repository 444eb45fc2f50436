import { ChatIcon } from '../ui/Icons';
import type { CtaPropsV1 } from '../../src/shared/generated/widgets/cta.v1';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { hasString, propsAs, readList } from '../ui/widget-data';

type CtaItem = { title: string; text?: string; button_label: string; route: string };
import { useRouteOffered } from '../ui/viewer';

/** A short message with one button to a portal page. */
export function CtaView({ widget }: WidgetViewProps) {
  const own = propsAs<CtaPropsV1>(widget);
  // The first active call to action an admin manages (cta_option) replaces the props' text.
  const item = readList<CtaItem>(widget.data, hasString('title')).items[0];
  const p = item ? { title: item.title, text: item.text, button_label: item.button_label, route: item.route } : own;
  const headingId = `${widget.id}-heading`;
  // A button to a page this person's package refuses (counselling for a partner employee) is not
  // offered (issue 20); without a package (an admin's preview) it shows.
  if (!useRouteOffered(p.route)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full flex-col justify-between gap-4 rounded-2xl border border-brand-100 bg-linear-to-br from-brand-50 to-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-600 text-white" aria-hidden="true">
          <ChatIcon size={18} />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {p.title}
          </h2>
          {p.text && <p className="mt-1 text-sm text-slate-600">{p.text}</p>}
        </div>
      </div>
      <PortalLink
        href={p.route}
        widgetId={widget.id}
        className="inline-flex h-10 items-center justify-center self-start rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {p.button_label}
      </PortalLink>
    </section>
  );
}
