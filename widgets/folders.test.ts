import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enums from '../schemas/catalogue/enums.json';
import * as definitions from './definitions.js';
import { heroSectionLabels } from './hero/definition.js';
import { buildWidgetRegistry, WIDGET_TYPES, widgetRegistry, widgetResolvers } from './registry.js';
import type { WidgetContext, WidgetDefinition } from './types.js';
import { buildViewLoaders, widgetViewLoaders } from './views.js';
import { sampleNoteWidget } from '../tests/fixtures/widgets/sample-note/definition.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'ui')
  .map((d) => d.name);

const ctx: WidgetContext = {
  data: {
    activeWidgetItems: async () => [],
    activityDays: async () => [],
    calculatorUses: async () => new Map(),
    featuredCounsellors: async () => [],
    upcomingWebinars: async () => [],
    coursesInProgress: async () => [],
    journeyProgress: async () => ({ topics: [], completed: 0, total: 0 }),
    notifications: async () => ({ items: [], unread_count: 0 }),
    monthlySpotlight: async () => null,
    ctaOptions: async () => [],
    myTasks: async () => ({ tasks: [], progress: null }),
    sanitizeRichText: (html) => html,
  },
  userId: 7,
  companyId: null,
  packageInfo: { modules: [], calculator_ids: [], counsellor_category_ids: [], quick_access_ids: [] },
  company: null,
  locale: 'en-IN',
  t: (key) => key,
};

describe('a widget type is one folder (docs/landing-pages.md)', () => {
  it('every folder under widgets/ has a definition and a view, and is in the registry, resolvers and views', () => {
    for (const folder of folders) {
      const type = folder.replace(/-/g, '_');
      expect(existsSync(path.join(here, folder, 'definition.ts')), folder).toBe(true);
      expect(existsSync(path.join(here, folder, 'View.tsx')), folder).toBe(true);
      expect(WIDGET_TYPES, folder).toContain(type);
      expect(typeof widgetResolvers[type as keyof typeof widgetResolvers], folder).toBe('function');
      expect(typeof widgetViewLoaders[type], folder).toBe('function');
    }
    expect([...WIDGET_TYPES].sort()).toEqual(folders.map((f) => f.replace(/-/g, '_')).sort());
    expect(Object.keys(widgetRegistry).sort()).toEqual(Object.keys(definitions).sort());
  });

  it('a fixture type added from its folder appears in the registry, the resolver map and the view map', async () => {
    const defs: WidgetDefinition[] = [...Object.values(definitions), sampleNoteWidget];
    const registry = buildWidgetRegistry(defs);
    expect(registry.types).toContain('sample_note');
    expect(registry.types.at(-1)).toBe('sample_note'); // palette order: order 99 is last
    expect(registry.byType.sample_note.title).toBe('Sample note');
    expect(await registry.resolvers.sample_note(ctx, { text: 'Hi' })).toEqual({ text: 'Hi', user: 7 });

    const views = buildViewLoaders({
      ...import.meta.glob('./*/View.tsx'),
      ...import.meta.glob('../tests/fixtures/widgets/*/View.tsx'),
    });
    expect(Object.keys(views).sort()).toEqual([...registry.types].sort());
    const view = await views.sample_note();
    expect(view.default.name).toBe('SampleNoteView');
  });

  it('refuses a type defined twice', () => {
    expect(() => buildWidgetRegistry([sampleNoteWidget, sampleNoteWidget])).toThrow(/defined twice/);
  });

  it('takes feature names and hero sections from enums.json', () => {
    const hero = widgetRegistry.hero.schemas[2] as { properties: { section: { enum: string[] } } };
    expect(Object.keys(heroSectionLabels)).toEqual(hero.properties.section.enum);
    const ui = widgetRegistry.feature_tiles.uiSchema as { features: { 'ui:enumNames': string[] } };
    expect(ui.features['ui:enumNames']).toEqual(Object.values(enums.feature));
    expect(Object.keys(enums.featureRoute)).toEqual(Object.keys(enums.feature));
  });
});
