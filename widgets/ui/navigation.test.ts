import { afterEach, describe, expect, it } from 'vitest';
import { logLandingNavigation, setNavigationLogger, type NavigationActivity } from './navigation';

/** What a widget link logs; the ads report counts the clicks that carry an ad id (docs/reports.md). */
describe('logLandingNavigation', () => {
  const logged: NavigationActivity[] = [];
  setNavigationLogger((a) => logged.push(a));
  afterEach(() => {
    logged.length = 0;
  });

  it('an ad click carries the ad id in ad_feature_id', () => {
    logLandingNavigation({ widgetId: 'w-ads', url: '/client/calculators', adId: 42 });
    expect(logged).toEqual([
      { action_id: 11, feature_id: 3, widget_id: 'w-ads', navigation_url: '/client/calculators', ad_feature_id: 42 },
    ]);
  });

  it('any other widget link carries no ad id', () => {
    logLandingNavigation({ widgetId: 'w-links', url: '/client/calculators' });
    expect(logged[0]).not.toHaveProperty('ad_feature_id');
  });
});
