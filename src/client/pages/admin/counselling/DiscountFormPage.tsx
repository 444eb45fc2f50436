import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import type { FormRecord } from '../../../forms/schema-validator';
import { counsellingAdminApi } from './counselling-admin-api';
import { useT } from '../../../../i18n/browser';

/** A new code starts active, for financial counsellors, for every counsellor of its categories. */
const NEW_CODE: FormRecord = { status: 1, counsellor_categories: [3], counsellor_ids: [] };

/**
 * /admin/add-edit-discount and /admin/add-edit-discount/:id, from the published discount-code form
 * definition (labels, order and extra fields come from /admin/manage-forms, no deploy).
 */
export function DiscountFormPage() {
  const t = useT();
  const { id } = useParams();
  const editing = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="discount-code"
      title={editing ? t('adminCounselling.discounts.edit') : t('adminCounselling.discounts.add')}
      description={t('adminCounselling.discounts.form.description')}
      backTo="/admin/manage-discount-code"
      backLabel={t('adminCounselling.discounts.title')}
      initial={NEW_CODE}
      load={editing ? async (signal) => (await counsellingAdminApi.discount(editing, signal)) as FormRecord : undefined}
      submit={(data) =>
        editing ? counsellingAdminApi.updateDiscount(editing, data) : counsellingAdminApi.createDiscount(data)
      }
      successMessage={t('adminCounselling.discounts.form.saved')}
    />
  );
}
