import { useParams } from 'react-router';
import { useT } from '../../../../i18n/browser';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import type { FormRecord } from '../../../forms/schema-validator';
import { commerceAdminApi } from './commerce-admin-api';

const NEW_PACKAGE: FormRecord = {
  status: 1,
  price_type: 1,
  applicable_to: 3,
  level: 1,
  modules: [],
  calculator_ids: [],
  counsellor_category_ids: [],
  quick_access_ids: [],
  billing_days: 365,
  trial_days: 0,
  free_sessions: 0,
};

/**
 * The Hindi values (`hi`: name, description) as a collapsed "Hindi (optional)" group, also where the published
 * uiSchema predates them (a database seeded before the group; the published uiSchema wins where it says something).
 */
const UI_DEFAULTS = { hi: { 'ui:options': { collapsible: true } } };

/** /admin/add-edit-packages and /admin/add-edit-packages/:id, from the published package form definition. */
export function PackageFormPage() {
  const { id } = useParams();
  const editing = id ? Number(id) : null;
  const t = useT();
  return (
    <EntityFormPage
      formKey="package"
      title={editing ? t('adminCommerce.form.editTitle') : t('adminCommerce.form.addTitle')}
      description={t('adminCommerce.form.description')}
      backTo="/admin/manage-packages"
      backLabel={t('adminCommerce.form.back')}
      initial={NEW_PACKAGE}
      uiDefaults={UI_DEFAULTS}
      load={editing ? async (signal) => await commerceAdminApi.package(editing, signal) : undefined}
      submit={(data) =>
        editing ? commerceAdminApi.updatePackage(editing, data) : commerceAdminApi.createPackage(data)
      }
      successMessage={t('adminCommerce.form.saved')}
    />
  );
}
