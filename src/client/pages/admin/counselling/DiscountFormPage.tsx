import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import type { FormRecord } from '../../../forms/schema-validator';
import { counsellingAdminApi } from './counselling-admin-api';

/** A new code starts active, for financial counsellors, for every counsellor of its categories. */
const NEW_CODE: FormRecord = { status: 1, counsellor_categories: [3], counsellor_ids: [] };

/**
 * /admin/add-edit-discount and /admin/add-edit-discount/:id, from the published discount-code form
 * definition (labels, order and extra fields come from /admin/manage-forms, no deploy).
 */
export function DiscountFormPage() {
  const { id } = useParams();
  const editing = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="discount-code"
      title={editing ? 'Edit discount code' : 'Add discount code'}
      description="A percentage off counselling sessions, between two dates, for counsellors of chosen categories. Extra fields come from the discount-code form definition."
      backTo="/admin/manage-discount-code"
      backLabel="Discount codes"
      initial={NEW_CODE}
      load={editing ? async (signal) => (await counsellingAdminApi.discount(editing, signal)) as FormRecord : undefined}
      submit={(data) =>
        editing ? counsellingAdminApi.updateDiscount(editing, data) : counsellingAdminApi.createDiscount(data)
      }
      successMessage="Discount code saved"
    />
  );
}
