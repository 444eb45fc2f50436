import { useMemo } from 'react';
import { useParams } from 'react-router';
import baseSchema from '../../../../../schemas/entities/counsellor.schema.json';
import type { JsonSchema } from '../../../forms/error-codes';
import type { FormRecord } from '../../../forms/schema-validator';
import { counsellingAdminApi } from './counselling-admin-api';
import { SchemaFormPage } from './SchemaFormPage';

const SERVICES = ['Financial Counselling', 'Investment Portfolio Review', 'Stock Portfolio Review', 'Tax Counselling', 'Insurance Counselling', 'Stock Market Course', 'Debt Counselling', 'Loan Against Securities', 'Debt Consolidation', 'Debt Resolution', 'Legal Counselling', 'Credit Card Optimisation'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The server's counsellor schema with labelled choices for the browser (oneOf const/title only
 * narrows what the server accepts, so both validate the same data).
 */
export function counsellorFormSchema(): JsonSchema {
  const s = structuredClone(baseSchema) as unknown as { properties: Record<string, Record<string, unknown>> } & JsonSchema;
  const p = s.properties;
  p.specialization_id = { ...p.specialization_id, items: { type: 'integer', oneOf: SERVICES.map((title, i) => ({ const: i + 1, title })) } };
  p.category = { type: 'integer', title: 'Category', oneOf: [{ const: 1, title: 'Mental Health' }, { const: 2, title: 'Career' }, { const: 3, title: 'Financial' }] };
  p.available_days = { ...p.available_days, items: { type: 'integer', oneOf: DAYS.map((title, i) => ({ const: i + 1, title })) } };
  p.status = { type: 'integer', title: 'Status', oneOf: [{ const: 1, title: 'Active' }, { const: 2, title: 'Inactive' }] };
  return s;
}

export const counsellorUiSchema = {
  'ui:order': ['first_name', 'last_name', 'email', 'phone_number', 'category', 'specialization_id', 'experience', 'location', 'languages', 'brief_profile', 'cost_disclaimer', 'available_days', 'available_times', 'blocked_dates', 'price', 'session_minutes', 'sequence_number', 'featured', 'status', 'keyword', 'image'],
  specialization_id: { 'ui:widget': 'checkboxes', 'ui:help': 'Tax Counselling needs a cost disclaimer; days and times are optional only for Tax Counselling and Credit Card Optimisation.' },
  available_days: { 'ui:widget': 'checkboxes' },
  brief_profile: { 'ui:widget': 'textarea' },
  cost_disclaimer: { 'ui:widget': 'textarea' },
  available_times: { items: { start_time: { 'ui:placeholder': '10:00' }, end_time: { 'ui:placeholder': '13:00' } } },
  price: { 'ui:help': 'Leave empty to use the default counselling charge.' },
};

const FORM_FIELDS = Object.keys((baseSchema as { properties: object }).properties);

function toForm(c: Record<string, unknown>): FormRecord {
  const out: FormRecord = Object.fromEntries(Object.entries(c).filter(([k]) => FORM_FIELDS.includes(k)));
  out.price = c.own_price ?? undefined;
  for (const k of Object.keys(out)) if (out[k] === null) delete out[k];
  return out;
}

/** /admin/add-counsellor and /admin/edit-counsellor/:id. */
export function CounsellorFormPage() {
  const { id } = useParams();
  const schema = useMemo(counsellorFormSchema, []);
  const editing = id ? Number(id) : null;
  return (
    <SchemaFormPage
      title={editing ? 'Edit counsellor' : 'Add counsellor'}
      schema={schema}
      uiSchema={counsellorUiSchema}
      idPrefix="counsellor"
      backTo="/admin/manage-counsellors"
      backLabel="Counsellors"
      initial={{ status: 1, featured: false, languages: ['English'], available_days: [], available_times: [], session_minutes: 45, sequence_number: 0 }}
      load={editing ? async (signal) => toForm(await counsellingAdminApi.counsellor(editing, signal)) : undefined}
      submit={(data) => (editing ? counsellingAdminApi.updateCounsellor(editing, data) : counsellingAdminApi.createCounsellor(data))}
      successMessage={editing ? 'Counsellor saved' : 'Counsellor added'}
    />
  );
}
