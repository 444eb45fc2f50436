import * as definitions from './definitions.js';
import type { WidgetDefinition, WidgetResolver } from './types.js';

/**
 * The registry, derived from the folders' definitions (widgets/definitions.ts, one line per type):
 * the designer's palette and settings forms, the server's resolvers and the migrations all read it,
 * and the view map (widgets/views.tsx) is derived from the same folders (docs/landing-pages.md).
 */
export type WidgetType = keyof typeof definitions;

/** Each definition is exported under its own type (a mismatch fails to compile here). */
const checked: { readonly [K in WidgetType]: WidgetDefinition<K> } = definitions;

export type WidgetRegistry<T extends string = string> = {
  /** Every definition by type. */
  byType: Record<T, WidgetDefinition<T>>;
  /** The types in palette order. */
  types: T[];
  /** The server-side resolver of each type. */
  resolvers: Record<T, WidgetResolver>;
};

/** Builds the registry from a set of definitions (the product's own, or a test's fixture types added). */
export function buildWidgetRegistry<T extends string>(defs: Iterable<WidgetDefinition<T>>): WidgetRegistry<T> {
  const list = [...defs].sort((a, b) => a.order - b.order || a.type.localeCompare(b.type));
  const byType = {} as Record<T, WidgetDefinition<T>>;
  const resolvers = {} as Record<T, WidgetResolver>;
  for (const def of list) {
    if (Object.prototype.hasOwnProperty.call(byType, def.type))
      throw new Error(`widget type ${def.type} defined twice`);
    byType[def.type] = def;
    resolvers[def.type] = def.resolve;
  }
  return { byType, types: list.map((d) => d.type), resolvers };
}

const registry = buildWidgetRegistry<WidgetType>(Object.values(checked));

/** Every widget type the product knows, by type. */
export const widgetRegistry: { readonly [K in WidgetType]: WidgetDefinition<K> } = checked;

/** Every widget type, in the designer's palette order. */
export const WIDGET_TYPES: readonly WidgetType[] = registry.types;

/** The server-side data resolver of each type (src/server/modules/landing/resolve-page.ts calls them). */
export const widgetResolvers: Readonly<Record<WidgetType, WidgetResolver>> = registry.resolvers;

export function isWidgetType(t: unknown): t is WidgetType {
  return typeof t === 'string' && Object.prototype.hasOwnProperty.call(widgetRegistry, t);
}

export function getWidgetDefinition(type: WidgetType): WidgetDefinition<WidgetType> {
  return widgetRegistry[type];
}

/** The current schema of a type, with its defaults (for the designer's palette and new widgets). */
export function currentSchema(type: WidgetType): Record<string, unknown> {
  const def = getWidgetDefinition(type);
  return def.schemas[def.version];
}
