import type { ReactNode } from 'react';

export type WidgetCardProps = {
  title?: string | null;
  icon?: ReactNode;
  /** A link or button beside the title ("See all"). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** id of the heading, so the section can be labelled by it. */
  headingId?: string;
};

/** The frame most widgets share: a card with an optional icon, title and action. */
export function WidgetCard({ title, icon, action, children, className = '', headingId }: WidgetCardProps) {
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`card flex h-full min-w-0 flex-col p-5 ${className}`}
    >
      {(title || action) && (
        <div className="mb-4 flex items-center gap-3">
          {icon && (
            <span
              className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
              aria-hidden="true"
            >
              {icon}
            </span>
          )}
          {title && (
            <h2
              id={headingId}
              className="min-w-0 flex-1 text-base leading-snug font-semibold text-balance text-slate-900"
            >
              {title}
            </h2>
          )}
          {action && <div className="shrink-0 text-sm">{action}</div>}
        </div>
      )}
      <div className="@container flex min-h-0 flex-1 flex-col">{children}</div>
    </section>
  );
}

export type WidgetEmptyProps = { icon?: ReactNode; message: string; action?: ReactNode };

/** A module with no data yet: says so plainly (never fake items), with a way forward if there is one. */
export function WidgetEmpty({ icon, message, action }: WidgetEmptyProps) {
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-4 py-6 text-center"
      data-widget-empty
    >
      {icon && (
        <span className="text-slate-400" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="max-w-xs text-sm text-slate-600">{message}</p>
      {action && <div className="mt-1 text-sm">{action}</div>}
    </div>
  );
}
