import { adBannerWidget } from './ad-banner/definition.js';
import { coursesInProgressWidget } from './courses-in-progress/definition.js';
import { ctaWidget } from './cta/definition.js';
import { disclaimerWidget } from './disclaimer/definition.js';
import { featureTilesWidget } from './feature-tiles/definition.js';
import { featuredCounsellorsWidget } from './featured-counsellors/definition.js';
import { heroWidget } from './hero/definition.js';
import { imageWidget } from './image/definition.js';
import { journeyProgressWidget } from './journey-progress/definition.js';
import { monthlySpotlightWidget } from './monthly-spotlight/definition.js';
import { myTasksWidget } from './my-tasks/definition.js';
import { notificationsWidget } from './notifications/definition.js';
import { popularCalculatorsWidget } from './popular-calculators/definition.js';
import { quickAccessWidget } from './quick-access/definition.js';
import { richTextWidget } from './rich-text/definition.js';
import { streakMessageWidget } from './streak-message/definition.js';
import { upcomingWebinarsWidget } from './upcoming-webinars/definition.js';
import { videoWidget } from './video/definition.js';
import { WIDGET_TYPES, type WidgetDefinition, type WidgetType } from './types.js';

/**
 * Every widget type the product knows, by type. Exhaustive: a type added to WIDGET_TYPES without
 * a definition (schema, defaults, sizes, module gate, migration) fails to compile here, and one
 * without a view or a resolver fails in widgets/views.tsx and the server's resolver map.
 */
export const widgetRegistry = {
  hero: heroWidget,
  feature_tiles: featureTilesWidget,
  disclaimer: disclaimerWidget,
  rich_text: richTextWidget,
  image: imageWidget,
  video: videoWidget,
  cta: ctaWidget,
  ad_banner: adBannerWidget,
  monthly_spotlight: monthlySpotlightWidget,
  streak_message: streakMessageWidget,
  my_tasks: myTasksWidget,
  notifications: notificationsWidget,
  popular_calculators: popularCalculatorsWidget,
  upcoming_webinars: upcomingWebinarsWidget,
  featured_counsellors: featuredCounsellorsWidget,
  courses_in_progress: coursesInProgressWidget,
  quick_access: quickAccessWidget,
  journey_progress: journeyProgressWidget,
} as const satisfies Record<WidgetType, WidgetDefinition>;

export function isWidgetType(t: unknown): t is WidgetType {
  return typeof t === 'string' && (WIDGET_TYPES as readonly string[]).includes(t);
}

export function getWidgetDefinition(type: WidgetType): WidgetDefinition {
  return widgetRegistry[type];
}

/** The current schema of a type, with its defaults (for the designer's palette and new widgets). */
export function currentSchema(type: WidgetType): Record<string, unknown> {
  const def = getWidgetDefinition(type);
  return def.schemas[def.version];
}
