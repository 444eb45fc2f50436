import { useParams } from 'react-router';
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

/** /admin/add-edit-packages and /admin/add-edit-packages/:id, from the published package form definition. */
export function PackageFormPage() {
  const { id } = useParams();
  const editing = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="package"
      title={editing ? 'Edit package' : 'Add package'}
      description="What a package opens (modules, calculators, counsellor categories, quick access), who it is for and its price. Users of the package see a change at their next request."
      backTo="/admin/manage-packages"
      backLabel="Packages"
      initial={NEW_PACKAGE}
      load={editing ? async (signal) => await commerceAdminApi.package(editing, signal) : undefined}
      submit={(data) =>
        editing ? commerceAdminApi.updatePackage(editing, data) : commerceAdminApi.createPackage(data)
      }
      successMessage="Package saved"
    />
  );
}
