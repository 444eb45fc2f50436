import type { HeroPropsV2 } from '../../shared/generated/widgets/hero.v2';
import { useApiQuery } from '../api/use-api-query';
import type { LandingContentResponse } from './landing-types';
import { WidgetSlot } from './WidgetSlot';

export type SectionHeroProps = { section: HeroPropsV2['section']; className?: string };

/**
 * The hero of one portal section (webinars, counselling, calculators, …) from the caller's
 * landing page, for the top of that section's page. Renders nothing when the page has none.
 */
export function SectionHero({ section, className = '' }: SectionHeroProps) {
  const { data, loading } = useApiQuery<LandingContentResponse>('/landing-page/landing-content', { query: { section }, toastOnError: false });
  if (loading && !data) return <div aria-hidden="true" className={`h-40 animate-pulse rounded-2xl bg-slate-200/70 ${className}`} />;
  if (!data?.hero) return null;
  return <div className={className}><WidgetSlot widget={data.hero} mode="live" /></div>;
}
