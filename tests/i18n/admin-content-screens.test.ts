import { describe, expect, it } from 'vitest';
import '../../src/i18n/admin-messages';
import { t } from '../../src/i18n/browser.js';
import { parseJsonObject } from '../../src/client/pages/admin/forms/json-draft';

/**
 * The admin content screens (forms, journey, knowledge base, webinars, widgets) built some sentences by hand before
 * the catalogue (a type word lower-cased into "Add …", an "s" added for plurals); their ICU selects and plurals must
 * give the same English, which the e2e specs and the admins know.
 */
describe('admin content screens: sentences with selects and plurals', () => {
  it('journey headings name the tab in the singular', () => {
    expect(t('adminJourney.add', { tab: 'topics' })).toBe('Add journey topic');
    expect(t('adminJourney.editItem', { tab: 'risk' })).toBe('Edit risk question');
    expect(t('adminJourney.viewItem', { tab: 'resources' })).toBe('View resource');
    expect(t('adminJourney.add', { tab: 'quiz' })).toBe('Add quiz');
  });

  it('knowledge-base headings, toasts and confirmations name the record type', () => {
    expect(t('adminKb.editor.add', { type: 'sub_category' })).toBe('Add sub-category');
    expect(t('adminKb.editor.view', { type: 'faq' })).toBe('View FAQ');
    expect(t('adminKb.editor.saved', { type: 'article' })).toBe('article saved');
    expect(t('adminKb.confirmDelete', { type: 'category', title: 'Tax' })).toBe(
      'Delete the category "Tax" and everything in it?',
    );
    expect(t('adminKb.confirmDelete', { type: 'group', title: 'Loans' })).toBe('Delete the group "Loans"?');
    expect(t('adminKb.row.addInside', { type: 'group', title: 'Loans' })).toBe('Add group to Loans');
    expect(t('adminKb.kindCount', { kind: 'finguide', count: 4 })).toBe('finguide (4)');
  });

  it('counts agree in number', () => {
    expect(t('adminForms.check.allPass', { checked: 1 })).toBe('Valid JSON Schema. All 1 existing record still pass.');
    expect(t('adminForms.check.allPass', { checked: 12 })).toBe(
      'Valid JSON Schema. All 12 existing records still pass.',
    );
    expect(t('adminWebinars.list.confirmText', { name: 'SIP basics', count: 1 })).toBe(
      '"SIP basics" will be removed. 1 registered person gets a cancellation e-mail.',
    );
    expect(t('adminWebinars.list.confirmText', { name: 'SIP basics', count: 0 })).toBe(
      '"SIP basics" will be removed. 0 registered people get a cancellation e-mail.',
    );
    expect(t('adminWidgets.audience.companies', { count: 1 })).toBe('1 company');
    expect(t('adminWidgets.audience.companies', { count: 3 })).toBe('3 companies');
  });

  it('the JSON editor explains text that is not a JSON object, literal braces included', () => {
    expect(parseJsonObject('[1]')).toEqual({ ok: false, message: 'It must be a JSON object: { … }.' });
    const broken = parseJsonObject('{\n  "a": 1,\n}');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.message).toMatch(/line 3,? column 1/);
  });
});
