import { describe, expect, it } from 'vitest';
import { coreSchemas, formFiles } from '../../server/modules/forms/form-files';
import { combined } from '../../server/modules/forms/service';
import type { JsonSchema } from './error-codes';
import { PICKER_SOURCES } from './picker-sources';
import { mergeUi, pickerOf, pickerUiSchema } from './picker-ui';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Id fields that pages give their own widget (uiDefaults, named in src/client/pages/admin): the client's own id
 * (hidden), its package (PackageSelectWidget), the learning forms' uploads, course and playlists (LearningFormWidgets).
 */
const PAGE_WIDGETS = new Set([
  'client.id',
  'client.package_id',
  'course-chapter.file_id',
  'course.thumbnail_file_id',
  'elearning-video.file_id',
  'elearning-video.thumbnail_file_id',
  'elearning-video.playlist_ids',
  'video-playlist.thumbnail_file_id',
  'video-playlist.video_ids',
  'assessment.course_id',
]);

/** Every property holding ids, with its path: `x_id` / `x_ids` (also inside lists of objects) that is not an enum. */
function idFields(schema: JsonSchema, prefix = ''): Array<{ path: string; field: JsonSchema }> {
  const out: Array<{ path: string; field: JsonSchema }> = [];
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const items = isObject(field.items) ? (field.items as JsonSchema) : null;
    if (items && isObject(items.properties)) out.push(...idFields(items, `${prefix}${name}.`));
    if (!/_ids?$|^id$/.test(name)) continue;
    if (Array.isArray(field.enum) || (items && Array.isArray(items.enum))) continue;
    out.push({ path: `${prefix}${name}`, field });
  }
  return out;
}

describe('pickers instead of ids (issue 29)', () => {
  it('no shipped admin form asks for a database id: each id field is a picker of a known source, or a page widget', () => {
    const bare: string[] = [];
    for (const form of Object.values(formFiles)) {
      for (const { path, field } of idFields(coreSchemas[form.entitySchema] as JsonSchema)) {
        const source = pickerOf(field);
        if (source) expect(Object.keys(PICKER_SOURCES), `${form.formKey}.${path}`).toContain(source);
        else if (!PAGE_WIDGETS.has(`${form.formKey}.${path}`)) bare.push(`${form.formKey}.${path}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('lays the picker over the published uiSchema of the package form, also inside the list of ads', () => {
    const form = formFiles.package!;
    const schema = combined(coreSchemas[form.entitySchema]!, form.overlay) as JsonSchema;
    const picks = pickerUiSchema(schema);
    expect(picks).toEqual({
      company_ids: { 'ui:widget': 'entityPicker', 'ui:options': { source: 'companies' } },
      calculator_ids: { 'ui:widget': 'entityPicker', 'ui:options': { source: 'calculators' } },
      ads: { items: { module_id: { 'ui:widget': 'entityPicker', 'ui:options': { source: 'modules' } } } },
    });
    // An older published uiSchema that typed the field as something else still gets the picker, and keeps its help.
    const ui = mergeUi({ calculator_ids: { 'ui:widget': 'text', 'ui:help': 'Calculator ids 1 to 26.' } }, picks);
    expect(ui.calculator_ids).toEqual({
      'ui:widget': 'entityPicker',
      'ui:help': 'Calculator ids 1 to 26.',
      'ui:options': { source: 'calculators' },
    });
  });

  it('the package modules draw checkboxes: their items list the catalogue modules 1 to 10', () => {
    const modules = (coreSchemas['package-admin.schema.json']!.properties as Record<string, JsonSchema>).modules!;
    expect((modules.items as JsonSchema).enum).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('a catalogue source searches names in the browser and names chosen ids', async () => {
    const source = PICKER_SOURCES.calculators!();
    const signal = new AbortController().signal;
    const found = await source.search('sip', signal);
    expect(found.options.map((o) => o.name)).toEqual(expect.arrayContaining(['SIP', 'Step-up SIP']));
    expect(found.options.every((o) => /sip/i.test(o.name))).toBe(true);
    expect((await source.search('', signal)).total).toBe(26);
    expect((await source.resolve([5, 99], signal)).map((o) => o.name)).toEqual(['SIP']);
  });
});
