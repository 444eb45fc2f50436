import type { JsonSchema } from './error-codes';
import { propertiesOf } from './error-codes';

type UiNode = Record<string, unknown>;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The picker source a field's schema names (`"x-ui": { "picker": "companies" }`), on the field or its items. */
export function pickerOf(field: JsonSchema): string | null {
  const own = isObject(field['x-ui']) ? field['x-ui'].picker : undefined;
  if (typeof own === 'string') return own;
  const items = isObject(field.items) ? field.items : null;
  const ofItems = items && isObject(items['x-ui']) ? items['x-ui'].picker : undefined;
  return typeof ofItems === 'string' ? ofItems : null;
}

/**
 * The uiSchema the schema's `x-ui` annotations ask for (a picker, or a structured widget such as `time`): `{ field: { 'ui:widget': 'entityPicker', 'ui:options': { source } } }`,
 * also inside lists of objects (`ads.items.module_id`). SchemaForm lays it over the published uiSchema, so a field
 * that holds database ids is a picker whatever an older or edited uiSchema says about its widget.
 */
export function pickerUiSchema(schema: JsonSchema): UiNode {
  const out: UiNode = {};
  for (const [name, field] of Object.entries(propertiesOf(schema))) {
    const source = pickerOf(field);
    if (source) {
      out[name] = { 'ui:widget': 'entityPicker', 'ui:options': { source } };
      continue;
    }
    // A structured input the schema asks for (`"x-ui": { "widget": "time" }`: a time picker, not free text).
    const widget = isObject(field['x-ui']) ? field['x-ui'].widget : undefined;
    if (typeof widget === 'string') {
      out[name] = { 'ui:widget': widget };
      continue;
    }
    const items = isObject(field.items) ? (field.items as JsonSchema) : null;
    if (items && isObject(items.properties)) {
      const inner = pickerUiSchema(items);
      if (Object.keys(inner).length) out[name] = { items: inner };
    } else if (isObject(field.properties)) {
      const inner = pickerUiSchema(field);
      if (Object.keys(inner).length) out[name] = inner;
    }
  }
  return out;
}

/** Deep merge of two uiSchemas; `over` wins. */
export function mergeUi(under: UiNode, over: UiNode): UiNode {
  const out: UiNode = { ...under };
  for (const [k, v] of Object.entries(over))
    out[k] = isObject(v) && isObject(out[k]) ? mergeUi(out[k] as UiNode, v) : v;
  return out;
}
