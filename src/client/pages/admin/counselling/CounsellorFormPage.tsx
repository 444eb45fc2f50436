import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import type { FormRecord } from '../../../forms/schema-validator';
import { counsellingAdminApi, type AdminCounsellor } from './counselling-admin-api';
import { useT } from '../../../../i18n/browser';

/** A new counsellor starts active, in English, with 45-minute sessions and no schedule yet. */
const NEW_COUNSELLOR: FormRecord = {
  status: 1,
  featured: false,
  languages: ['English'],
  available_days: [],
  available_times: [],
  session_minutes: 45,
  sequence_number: 0,
};

/**
 * The Hindi values (`hi`: profile, cost disclaimer) as a collapsed "Hindi (optional)" group, also where the published
 * uiSchema predates them (a database seeded before the group; the published uiSchema wins where it says something).
 */
const UI_DEFAULTS = { hi: { 'ui:options': { collapsible: true } } };

/**
 * The admin record as the form edits it: `price` is the counsellor's own charge (empty = the
 * default charge), and empty values are left out. Fields outside the form are dropped by the page.
 */
export function counsellorToForm(c: AdminCounsellor): FormRecord {
  const out: FormRecord = { ...c, price: c.own_price ?? undefined };
  for (const k of Object.keys(out)) if (out[k] === null || out[k] === undefined) delete out[k];
  return out;
}

/**
 * /admin/add-counsellor and /admin/edit-counsellor/:id, from the published counsellor form
 * definition (labels, order and extra fields come from /admin/manage-forms, no deploy).
 */
export function CounsellorFormPage() {
  const t = useT();
  const { id } = useParams();
  const editing = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="counsellor"
      title={editing ? t('adminCounselling.counsellors.edit') : t('adminCounselling.counsellors.add')}
      description={t('adminCounselling.counsellors.form.description')}
      backTo="/admin/manage-counsellors"
      backLabel={t('adminCounselling.counsellors.title')}
      initial={NEW_COUNSELLOR}
      uiDefaults={UI_DEFAULTS}
      load={
        editing ? async (signal) => counsellorToForm(await counsellingAdminApi.counsellor(editing, signal)) : undefined
      }
      submit={(data) =>
        editing ? counsellingAdminApi.updateCounsellor(editing, data) : counsellingAdminApi.createCounsellor(data)
      }
      successMessage={
        editing ? t('adminCounselling.counsellors.form.saved') : t('adminCounselling.counsellors.form.added')
      }
    />
  );
}
