import { heroSection } from '../../schemas/catalogue/enums.json';
import type { HeroPropsV2 } from '../../src/shared/generated/widgets/hero.v2';
import type { WidgetViewProps } from '../ui/landing-types';
import { PortalLink } from '../ui/PortalLink';
import { propsAs } from '../ui/widget-data';
import { t } from '../../src/i18n/browser';

/** The eyebrow: the section's label (enums.json "heroSection"), "Welcome" on the home page. */
const sectionLabel = (section: string) =>
  section === 'home' ? t('widgets.welcome') : (heroSection as Record<string, string>)[section];

/** Headline banner of a section: eyebrow, heading, subheading and an optional button. */
export function HeroView({ widget }: WidgetViewProps) {
  const p = propsAs<HeroPropsV2>(widget);
  const center = p.align === 'center';
  const headingId = `${widget.id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate flex h-full min-h-40 overflow-hidden rounded-2xl bg-brand-800 text-white shadow-card"
    >
      {p.image_url && <img src={p.image_url} alt="" className="absolute inset-0 -z-20 size-full object-cover" />}
      <div
        className="absolute inset-0 -z-10 bg-linear-to-br from-brand-950/95 via-brand-800/85 to-brand-600/60"
        aria-hidden="true"
      />
      <div
        className="absolute -top-16 -right-10 -z-10 size-64 rounded-full bg-brand-400/20 blur-2xl"
        aria-hidden="true"
      />
      <div
        className={`flex w-full flex-col justify-center gap-3 px-6 py-8 sm:px-10 ${center ? 'items-center text-center' : 'items-start'}`}
      >
        <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">
          {sectionLabel(p.section) ?? t('widgets.welcome')}
        </p>
        <h2 id={headingId} className="max-w-3xl text-2xl leading-tight font-bold text-balance sm:text-3xl">
          {p.heading}
        </h2>
        {p.subheading && <p className="max-w-2xl text-base text-brand-50/90">{p.subheading}</p>}
        {p.cta_label && p.cta_route && (
          <PortalLink
            href={p.cta_route}
            widgetId={widget.id}
            className="mt-2 inline-flex h-11 items-center rounded-lg bg-white px-5 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
          >
            {p.cta_label}
          </PortalLink>
        )}
      </div>
    </section>
  );
}
