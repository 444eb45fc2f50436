import type { ValidateFunction } from 'ajv';
import pageSchema from '../../../schemas/pages/landing-page.schema.json';
import { getWidgetDefinition, isWidgetType, widgetRegistry } from '../../../widgets/registry.js';
import type { GridPos, Props } from '../../../widgets/types.js';
import type { WidgetType } from '../../../widgets/registry.js';
import { AppError, type FieldError } from '../app-error.js';
import { createAjv } from '../ajv.js';
import { toFieldErrors } from '../validation.js';

export const PAGE_SCHEMA_VERSION = 2;
export const GRID_SIZE = 12;

export type PageWidget = { id: string; type: string; typeVersion: number; grid: GridPos; props: Props };
export type PageDocument = {
  schemaVersion: number;
  companyId: number | null;
  status?: 'draft' | 'published';
  revision?: number;
  widgets: PageWidget[];
};

/** A widget after migration on read: valid, or invalid with a reason the renderer shows as a placeholder. */
export type ReadWidget = PageWidget & {
  invalid?: { reason: 'unknown_type' | 'migration_failed' | 'invalid_props' | 'future_version'; detail: string };
};

const ajv = createAjv({ coerceTypes: false, useDefaults: false });
let pageValidator: ValidateFunction | undefined;
const propValidators = new Map<string, ValidateFunction>();

/**
 * Compiled on first use, not at import: ajv generates code with `new Function`, which the
 * portal's CSP forbids in the browser, and the designer imports this module for checkGrid.
 */
function getPageValidator(): ValidateFunction {
  pageValidator ??= ajv.compile(pageSchema);
  return pageValidator;
}

function propsValidator(type: WidgetType, version: number): ValidateFunction | undefined {
  const key = `${type}@${version}`;
  let v = propValidators.get(key);
  if (!v) {
    const schema = getWidgetDefinition(type).schemas[version];
    if (!schema) return undefined;
    v = ajv.compile({ ...schema, $id: undefined });
    propValidators.set(key, v);
  }
  return v;
}

/**
 * Page-document migrations, keyed by the version they upgrade from. Pure.
 * v1 kept placement apart from widgets, react-grid-layout style, and had no typeVersion:
 * @example
 *   { schemaVersion: 1, companyId: 3, layout: [{ i: 'a', x: 0, y: 0, w: 12, h: 3 }], widgets: [{ id: 'a', type: 'cta', props: {...} }] }
 *   -> { schemaVersion: 2, companyId: 3, widgets: [{ id: 'a', type: 'cta', typeVersion: 1, grid: { x: 0, y: 0, w: 12, h: 3 }, props: {...} }] }
 */
export const pageMigrations: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> = {
  1: (doc) => {
    const layout = Array.isArray(doc.layout)
      ? (doc.layout as Array<{ i: string; x: number; y: number; w: number; h: number }>)
      : [];
    const widgets = Array.isArray(doc.widgets)
      ? (doc.widgets as Array<{ id: string; type: string; props?: Props }>)
      : [];
    const { layout: _dropped, ...rest } = doc;
    return {
      ...rest,
      schemaVersion: 2,
      widgets: widgets.map((w) => {
        const pos = layout.find((l) => l.i === w.id);
        if (!pos) throw new Error(`page v1: widget ${w.id} has no layout entry`);
        return {
          id: w.id,
          type: w.type,
          typeVersion: 1,
          grid: { x: pos.x, y: pos.y, w: pos.w, h: pos.h },
          props: w.props ?? {},
        };
      }),
    };
  },
};

/** Upgrades a stored page to the current schemaVersion (pure). */
export function migratePageDocument(raw: Record<string, unknown>): Record<string, unknown> {
  let doc = raw;
  let v = Number(doc.schemaVersion ?? 1);
  while (v < PAGE_SCHEMA_VERSION) {
    const step = pageMigrations[v];
    if (!step) throw new Error(`no page migration from schemaVersion ${v}`);
    doc = step(doc);
    v = Number(doc.schemaVersion);
  }
  return doc;
}

/**
 * Migrates each widget to its type's current version and checks its props. A widget that cannot
 * be read is kept and marked invalid (shown as a placeholder), never dropped silently.
 */
export function readWidget(w: PageWidget): ReadWidget {
  if (!isWidgetType(w.type))
    return { ...w, invalid: { reason: 'unknown_type', detail: `Unknown widget type "${w.type}"` } };
  const def = getWidgetDefinition(w.type);
  let props = w.props;
  if (w.typeVersion > def.version)
    return {
      ...w,
      invalid: {
        reason: 'future_version',
        detail: `Version ${w.typeVersion} is newer than this server knows (${def.version})`,
      },
    };
  if (w.typeVersion < def.version) {
    try {
      props = def.migrate(w.typeVersion, w.props);
    } catch (err) {
      return {
        ...w,
        invalid: { reason: 'migration_failed', detail: err instanceof Error ? err.message : String(err) },
      };
    }
  }
  const validate = propsValidator(w.type, def.version);
  if (validate && !validate(props)) {
    const fields = toFieldErrors(validate.errors, validate.schema);
    return {
      ...w,
      typeVersion: def.version,
      props,
      invalid: { reason: 'invalid_props', detail: fields.map((f) => f.message).join(' ') },
    };
  }
  return { ...w, typeVersion: def.version, props };
}

export function overlaps(a: GridPos, b: GridPos): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Grid rules a layout must keep: inside the 12x12 grid, within the type's sizes, no overlap. */
export function checkGrid(widgets: PageWidget[]): FieldError[] {
  const errors: FieldError[] = [];
  widgets.forEach((w, i) => {
    const g = w.grid;
    if (g.x + g.w > GRID_SIZE || g.y + g.h > GRID_SIZE) {
      errors.push({
        field: `widgets.${i}.grid`,
        code: 'E-10523',
        message: `Widget "${w.id}" goes outside the 12x12 grid.`,
      });
    }
    if (isWidgetType(w.type)) {
      const def = getWidgetDefinition(w.type);
      if (g.w < def.minSize.w || g.h < def.minSize.h || g.w > def.maxSize.w || g.h > def.maxSize.h) {
        errors.push({
          field: `widgets.${i}.grid`,
          code: 'E-10523',
          message: `Widget "${w.id}" (${def.title}) must be between ${def.minSize.w}x${def.minSize.h} and ${def.maxSize.w}x${def.maxSize.h} cells.`,
        });
      }
    }
    for (let j = 0; j < i; j++) {
      if (overlaps(widgets[j].grid, g)) {
        errors.push({
          field: `widgets.${i}.grid`,
          code: 'E-10522',
          message: `Widget "${w.id}" overlaps widget "${widgets[j].id}".`,
        });
      }
    }
  });
  return errors;
}

/**
 * Strict check of a page an admin saves: the document schema (unknown properties rejected, not
 * stripped), known types at their current version, props valid, unique ids, grid rules.
 * Throws an AppError naming every problem.
 */
export function assertPageWritable(doc: unknown): PageDocument {
  const validatePage = getPageValidator();
  if (!validatePage(doc)) {
    const fields = toFieldErrors(validatePage.errors, pageSchema).map((f) => ({
      ...f,
      code: 'E-10526',
      message: f.message,
    }));
    throw new AppError('E-10526', { message: fields[0]?.message, fields });
  }
  const page = doc as PageDocument;
  const errors: FieldError[] = [];
  const ids = new Set<string>();
  page.widgets.forEach((w, i) => {
    if (ids.has(w.id))
      errors.push({ field: `widgets.${i}.id`, code: 'E-10526', message: `Widget id "${w.id}" is used twice.` });
    ids.add(w.id);
    if (!isWidgetType(w.type)) {
      errors.push({ field: `widgets.${i}.type`, code: 'E-10524', message: `Unknown widget type "${w.type}".` });
      return;
    }
    const def = widgetRegistry[w.type];
    if (w.typeVersion !== def.version) {
      errors.push({
        field: `widgets.${i}.typeVersion`,
        code: 'E-10532',
        message: `Widget "${w.id}" must be saved at version ${def.version} of ${def.title}.`,
      });
      return;
    }
    const validate = propsValidator(w.type, def.version)!;
    if (!validate(w.props)) {
      for (const f of toFieldErrors(validate.errors, validate.schema)) {
        errors.push({
          field: `widgets.${i}.props.${f.field}`,
          code: 'E-10525',
          message: `${def.title} "${w.id}": ${f.message}`,
        });
      }
    }
  });
  errors.push(...checkGrid(page.widgets));
  if (errors.length) throw new AppError(errors[0].code, { message: errors[0].message, fields: errors });
  return page;
}
