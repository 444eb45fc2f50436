/** Shared types of the widget registry (isomorphic: server, admin designer and employee renderer). */
export const WIDGET_TYPES = [
  'hero',
  'feature_tiles',
  'disclaimer',
  'rich_text',
  'image',
  'video',
  'cta',
  'ad_banner',
  'monthly_spotlight',
  'streak_message',
  'my_tasks',
  'notifications',
  'popular_calculators',
  'upcoming_webinars',
  'featured_counsellors',
  'courses_in_progress',
  'quick_access',
  'journey_progress',
] as const;

export type WidgetType = (typeof WIDGET_TYPES)[number];

export type GridPos = { x: number; y: number; w: number; h: number };
export type Size = { w: number; h: number };
export type JsonSchema = Record<string, unknown>;
export type Props = Record<string, unknown>;

export type WidgetDefinition = {
  type: WidgetType;
  /** Current props version; stored widgets with an older typeVersion are migrated on read. */
  version: number;
  title: string;
  description: string;
  /** Props schema per version (schemas/widgets/<type>.v<N>.schema.json). */
  schemas: Record<number, JsonSchema>;
  defaultSize: Size;
  minSize: Size;
  maxSize: Size;
  /** The package module the widget needs (null: everyone), possibly depending on its props. */
  moduleFor: (props: Props) => number | null;
  /**
   * Upgrades props from `fromVersion` to `version`, one step at a time. Pure. Throws when the
   * stored props cannot be migrated; the page then shows that widget as invalid (never drops it).
   */
  migrate: (fromVersion: number, props: Props) => Props;
};

/** The identity migration for types still at version 1. */
export function noMigration(type: string) {
  return (fromVersion: number, props: Props): Props => {
    if (fromVersion !== 1) throw new Error(`${type}: no migration from version ${fromVersion}`);
    return props;
  };
}
