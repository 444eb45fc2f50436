import type { UiSchema } from '@rjsf/utils';
import type * as IconSet from './ui/Icons';
import type { PackageInfo } from '../src/shared/package-info';
import type { MessageKey } from '../src/i18n/keys';
import type { Locale } from '../src/i18n/locales';

/**
 * Shared types of the widget registry (isomorphic: server, admin designer and employee renderer).
 * A widget type is one folder, widgets/<folder>/ (docs/landing-pages.md, "Adding a widget type").
 */
export type GridPos = { x: number; y: number; w: number; h: number };
export type Size = { w: number; h: number };
export type JsonSchema = Record<string, unknown>;
export type Props = Record<string, unknown>;

/** A name from the shared icon set (widgets/ui/Icons.tsx): the designer's palette and canvas icon. */
export type IconName = Exclude<keyof typeof IconSet, 'IconProps'>;

/**
 * What a resolver may read, injected by the server (src/server/modules/landing/data-access.ts) so a
 * widget folder never imports the server. Bound to the caller: items are those the caller's company
 * (or retail/default audience) sees.
 */
export type WidgetDataAccess = {
  /** Active widget messages (ads, spotlight) of one placement, newest first, messages sanitised. */
  activeWidgetItems(placement: string, limit: number): Promise<unknown[]>;
  /** The IST days (YYYY-MM-DD, newest first, last 400 days) with learning activity (not log in/out). */
  activityDays(userId: number): Promise<string[]>;
  /** How often each calculator was used (calculator id -> uses). */
  calculatorUses(): Promise<Map<number, number>>;
  /** Featured active counsellors in their display order. */
  featuredCounsellors(limit: number): Promise<unknown[]>;
  /** The user's next live webinars they may see, soonest first. */
  upcomingWebinars(userId: number, limit: number): Promise<unknown[]>;
  /** The user's enrolled courses (in progress first, then completed), with progress in whole percent. */
  coursesInProgress(userId: number, limit: number): Promise<unknown[]>;
  /** The user's journey: each card's status and how many topics are completed (docs/journey.md). */
  journeyProgress(
    userId: number,
  ): Promise<{ topics: Array<{ title: string; status: string }>; completed: number; total: number }>;
  /** The user's latest visible notifications (newest first) and their unread count (docs/engagement.md). */
  notifications(userId: number, limit: number): Promise<{ items: unknown[]; unread_count: number }>;
  /** This month's spotlight for the caller's audience (docs/engagement.md), or null. */
  monthlySpotlight(userId: number): Promise<unknown>;
  /** The active calls to action, in their order. */
  ctaOptions(limit: number): Promise<unknown[]>;
  /** The user's tasks (of the package's modules) with their route, status and progress. */
  myTasks(userId: number, modules: number[]): Promise<{ tasks: Array<{ status: string }>; progress: unknown }>;
  /** The allow-list sanitiser admin-authored HTML goes through. */
  sanitizeRichText(html: string): string;
};

/** What a widget's resolver receives about the caller. */
export type WidgetContext = {
  data: WidgetDataAccess;
  userId: number | null;
  companyId: number | null;
  packageInfo: PackageInfo;
  company: { disclaimer: string | null } | null;
  /**
   * The reader's language. The props a resolver receives are already in it (their `hi` values applied), and so is
   * the admin-authored data `data` returns; a resolver needs it only for text of its own.
   */
  locale: Locale;
  /** A catalogue sentence in the reader's language, for a resolver's own text (src/server/i18n.ts `translate`). */
  t: (key: MessageKey) => string;
};

/** Server-side data of a widget, sent with the page (null: the view needs none). */
export type WidgetResolver = (ctx: WidgetContext, props: Props) => Promise<unknown>;

/** A resolver for types whose view needs only its props. */
export const noData: WidgetResolver = async () => null;

export type WidgetDefinition<T extends string = string> = {
  type: T;
  /** Position in the designer's palette (ascending). */
  order: number;
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
  /** The server-side data the view shows (widgets/<folder>/resolver.ts when it has logic). */
  resolve: WidgetResolver;
  /** How the designer's settings form shows the props (RJSF uiSchema; the schema is the type's own). */
  uiSchema: UiSchema;
  icon: IconName;
};

/** The identity migration for types still at version 1. */
export function noMigration(type: string) {
  return (fromVersion: number, props: Props): Props => {
    if (fromVersion !== 1) throw new Error(`${type}: no migration from version ${fromVersion}`);
    return props;
  };
}

/** A resolver for modules that have no data yet: an empty list with the message the view shows. */
export function emptyList(message: string): WidgetResolver {
  return async () => ({ items: [], empty_message: message });
}

/**
 * The designer's "Hindi (optional)" group of a type whose props carry `hi` (the Hindi values of its text fields,
 * docs/i18n.md "Admin content in Hindi"): collapsed until the admin opens it or it holds a value. `fields` are the
 * uiSchema entries of the Hindi fields (a textarea for long text).
 */
export function hindiGroup(fields: UiSchema = {}): UiSchema {
  return { 'ui:options': { collapsible: true }, ...fields };
}
