import pageSchema from '../../../../../schemas/pages/landing-page.schema.json';
import type { FieldError } from '../../../../shared/app-error';
import { checkGrid, type PageDocument, type PageWidget } from '../../../../shared/landing/page-document';
import { getWidgetDefinition, isWidgetType } from '../../../../../widgets/registry';
import { validateWithSchema, type SchemaError } from '../../../forms/schema-interpreter';
import { friendlyMessage } from '../../../forms/schema-validator';
import { t } from '../../../../i18n/browser';

const fieldOf = (e: SchemaError) => {
  const segments = e.instancePath.split('/').filter(Boolean);
  const extra = e.params.missingProperty ?? e.params.additionalProperty;
  if (typeof extra === 'string') segments.push(extra);
  return segments.join('.');
};

/**
 * Every problem the server's assertPageWritable would refuse this page for (E-10526 document,
 * E-10524 unknown type, E-10532 old version, E-10525 props, E-10522/E-10523 grid), checked as
 * the admin works. Same schemas and the same shared checkGrid; the schemas are interpreted, not
 * compiled, because the CSP forbids ajv's generated code in the browser.
 */
export function checkPage(doc: PageDocument): FieldError[] {
  const structural = validateWithSchema(pageSchema, doc);
  if (structural.length) {
    return structural.map((e) => ({
      field: fieldOf(e) || '(body)',
      code: 'E-10526',
      message: `${fieldOf(e) || t('adminDesigner.checks.thePage')}: ${friendlyMessage({ name: e.keyword, params: e.params, message: e.message })}`,
    }));
  }
  const errors: FieldError[] = [];
  const ids = new Set<string>();
  doc.widgets.forEach((w, i) => {
    if (ids.has(w.id))
      errors.push({
        field: `widgets.${i}.id`,
        code: 'E-10526',
        message: t('adminDesigner.checks.duplicateId', { id: w.id }),
      });
    ids.add(w.id);
    if (!isWidgetType(w.type)) {
      errors.push({
        field: `widgets.${i}.type`,
        code: 'E-10524',
        message: t('adminDesigner.checks.unknownType', { type: w.type }),
      });
      return;
    }
    const def = getWidgetDefinition(w.type);
    if (w.typeVersion !== def.version) {
      errors.push({
        field: `widgets.${i}.typeVersion`,
        code: 'E-10532',
        message: t('adminDesigner.checks.oldVersion', { id: w.id, version: def.version, title: def.title }),
      });
      return;
    }
    const schema = def.schemas[def.version];
    const titles = (schema.properties ?? {}) as Record<string, { title?: string }>;
    const seen = new Set<string>();
    for (const e of validateWithSchema(schema, w.props)) {
      const field = fieldOf(e) || '(props)';
      if (seen.has(field)) continue;
      seen.add(field);
      const label = titles[field.split('.')[0]]?.title ?? field;
      errors.push({
        field: `widgets.${i}.props.${field}`,
        code: 'E-10525',
        message: `${def.title} “${w.id}” · ${label}: ${friendlyMessage({ name: e.keyword, params: e.params, message: e.message })}`,
      });
    }
  });
  errors.push(...checkGrid(doc.widgets));
  return errors;
}

/** Field errors per widget id (from paths like "widgets.3.props.title"), plus the page-level ones. */
export function issuesByWidget(
  doc: PageDocument,
  issues: FieldError[],
): { byId: Map<string, FieldError[]>; page: FieldError[] } {
  const byId = new Map<string, FieldError[]>();
  const page: FieldError[] = [];
  for (const issue of issues) {
    const m = /^widgets\.(\d+)(\.|$)/.exec(issue.field);
    const w = m ? doc.widgets[Number(m[1])] : undefined;
    if (!w) {
      page.push(issue);
      continue;
    }
    byId.set(w.id, [...(byId.get(w.id) ?? []), issue]);
  }
  return { byId, page };
}

/**
 * A stored page as the designer edits it: each widget brought to its type's current version by
 * the registry's pure migrations (as the server does on read). A widget that cannot be migrated
 * stays as it is, flagged E-10532, for the admin to fix or remove.
 */
export function upgradeForEditing(doc: PageDocument, companyId: number | null): PageDocument {
  const widgets: PageWidget[] = doc.widgets.map((w) => {
    if (!isWidgetType(w.type)) return w;
    const def = getWidgetDefinition(w.type);
    if (w.typeVersion >= def.version) return w;
    try {
      return { ...w, typeVersion: def.version, props: def.migrate(w.typeVersion, w.props) };
    } catch {
      return w;
    }
  });
  return { schemaVersion: doc.schemaVersion, companyId, widgets };
}
