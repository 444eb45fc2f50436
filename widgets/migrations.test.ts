import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migratePageDocument, readWidget, type PageWidget } from '../src/shared/landing/page-document.js';
import { heroWidget, migrateHeroV1 } from './hero/definition.js';
import { getWidgetDefinition, isWidgetType } from './registry.js';

/**
 * Golden-file tests of the migrations (Grafana's `vN` style): each `<case>.before.json` in
 * tests/fixtures/migrations is migrated and compared with `<case>.after.json`. Run with
 * UPDATE_GOLDEN=1 to rewrite the after files after a deliberate change, then review the diff.
 */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/migrations');
const readJson = (name: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));

function expectGolden(name: string, actual: unknown): void {
  if (process.env.UPDATE_GOLDEN === '1')
    writeFileSync(path.join(FIXTURES, name), `${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(readJson(name));
}

type WidgetCase = { type: string; fromVersion: number; props: Record<string, unknown> };

describe('widget migrations (typeVersion)', () => {
  it.each(['hero-v1-to-v2', 'hero-v1-no-subtitle'])('%s matches its golden file', (name) => {
    const input = readJson(`${name}.before.json`) as WidgetCase;
    if (!isWidgetType(input.type)) throw new Error(`fixture ${name}: unknown type ${input.type}`);
    const migrated = getWidgetDefinition(input.type).migrate(input.fromVersion, input.props);
    expectGolden(`${name}.after.json`, migrated);
  });

  it('hero v1 -> v2 output is valid against the hero v2 schema', () => {
    const input = readJson('hero-v1-to-v2.before.json') as WidgetCase;
    const read = readWidget({
      id: 'h',
      type: 'hero',
      typeVersion: 1,
      grid: { x: 0, y: 0, w: 12, h: 3 },
      props: input.props,
    });
    expect(read.invalid).toBeUndefined();
    expect(read.typeVersion).toBe(heroWidget.version);
  });

  it('is pure: the stored props are not modified', () => {
    const props = { section: 'home', title: 'Hi', subtitle: 'There' };
    const copy = structuredClone(props);
    migrateHeroV1(props);
    expect(props).toEqual(copy);
  });

  it('a hero v1 without a title cannot be migrated and is shown as invalid, never dropped', () => {
    expect(() => heroWidget.migrate(1, { section: 'home' })).toThrow(/title missing/);
    const read = readWidget({
      id: 'h',
      type: 'hero',
      typeVersion: 1,
      grid: { x: 0, y: 0, w: 12, h: 3 },
      props: { section: 'home' },
    });
    expect(read.invalid?.reason).toBe('migration_failed');
    expect(read.id).toBe('h');
  });

  it('a version newer than the registry knows is marked future_version', () => {
    const read = readWidget({ id: 'h', type: 'hero', typeVersion: 9, grid: { x: 0, y: 0, w: 12, h: 3 }, props: {} });
    expect(read.invalid?.reason).toBe('future_version');
  });

  it('types still at version 1 refuse a migration from any other version', () => {
    expect(() => getWidgetDefinition('cta').migrate(0, {})).toThrow(/no migration/);
  });
});

describe('page migrations (schemaVersion)', () => {
  it('page v1 -> v2 matches its golden file', () => {
    expectGolden(
      'page-v1-to-v2.after.json',
      migratePageDocument(readJson('page-v1-to-v2.before.json') as Record<string, unknown>),
    );
  });

  it('reading a v1 page migrates the document, then each widget, and marks (not drops) the bad one', () => {
    const doc = migratePageDocument(readJson('page-v1-to-v2.before.json') as Record<string, unknown>);
    const read = { ...doc, widgets: (doc.widgets as PageWidget[]).map(readWidget) };
    expectGolden('page-v1-read.after.json', read);
  });

  it('a current page is returned unchanged', () => {
    const current = readJson('page-v1-to-v2.after.json') as Record<string, unknown>;
    expect(migratePageDocument(current)).toBe(current);
  });

  it('a v1 widget without a layout entry fails loudly', () => {
    const broken = { schemaVersion: 1, companyId: null, layout: [], widgets: [{ id: 'x', type: 'cta', props: {} }] };
    expect(() => migratePageDocument(broken)).toThrow(/no layout entry/);
  });
});
