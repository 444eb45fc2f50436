import { useMemo } from 'react';
import { useParams } from 'react-router';
import baseSchema from '../../../../../schemas/entities/discount-code.schema.json';
import type { JsonSchema } from '../../../forms/error-codes';
import type { FormRecord } from '../../../forms/schema-validator';
import { counsellingAdminApi } from './counselling-admin-api';
import { SchemaFormPage } from './SchemaFormPage';

function discountFormSchema(): JsonSchema {
  const s = structuredClone(baseSchema) as unknown as { properties: Record<string, Record<string, unknown>> } & JsonSchema;
  s.properties.counsellor_categories = { ...s.properties.counsellor_categories, items: { type: 'integer', oneOf: [{ const: 1, title: 'Mental Health' }, { const: 2, title: 'Career' }, { const: 3, title: 'Financial' }] } };
  s.properties.status = { type: 'integer', title: 'Status', oneOf: [{ const: 1, title: 'Active' }, { const: 2, title: 'Inactive' }] };
  return s;
}

const uiSchema = { counsellor_categories: { 'ui:widget': 'checkboxes' }, code_name: { 'ui:help': 'Letters, digits, - and _; stored in capitals.' } };

/** /admin/add-edit-discount and /admin/add-edit-discount/:id. */
export function DiscountFormPage() {
  const { id } = useParams();
  const schema = useMemo(discountFormSchema, []);
  const editing = id ? Number(id) : null;
  return (
    <SchemaFormPage
      title={editing ? 'Edit discount code' : 'Add discount code'}
      schema={schema}
      uiSchema={uiSchema}
      idPrefix="discount"
      backTo="/admin/manage-discount-code"
      backLabel="Discount codes"
      initial={{ status: 1, counsellor_categories: [3], counsellor_ids: [] }}
      load={editing ? async () => {
        const list = await counsellingAdminApi.discounts({ page_size: 200 });
        const found = list.list.find((d) => d.id === editing);
        if (!found) throw new Error('not found');
        const { id: _id, uses: _u, ...rest } = found;
        return rest as FormRecord;
      } : undefined}
      submit={(data) => (editing ? counsellingAdminApi.updateDiscount(editing, data) : counsellingAdminApi.createDiscount(data))}
      successMessage="Discount code saved"
    />
  );
}
