import { describe, expect, it } from 'vitest';
import companySchema from '../../../schemas/entities/company.schema.json';
import adminUserSchema from '../../../schemas/entities/admin-user.schema.json';
import widgetItemSchema from '../../../schemas/entities/widget-item.schema.json';
import counsellorSchema from '../../../schemas/entities/counsellor.schema.json';
import discountCodeSchema from '../../../schemas/entities/discount-code.schema.json';
import counsellorForm from '../../../schemas/forms/counsellor.form.json';
import discountCodeForm from '../../../schemas/forms/discount-code.form.json';
import pageSchema from '../../../schemas/pages/landing-page.schema.json';
import clientForm from '../../../schemas/forms/client.form.json';
import { createAjv } from '../../shared/ajv';
import { DEFAULT_PAGE } from '../../../widgets/default-page';
import { widgetRegistry } from '../../../widgets/registry';
import { validateWithSchema } from './schema-interpreter';
import { combineSchema } from '../pages/admin/forms/json-draft';
type Json = Record<string, unknown>;

/** What both validators must agree on: which value failed which keyword. */
const signature = (errors: Array<{ instancePath: string; keyword: string }>) =>
  [...new Set(errors.map((e) => `${e.instancePath}|${e.keyword}`))].sort();

function expectParity(schema: Json, data: unknown): void {
  const validate = createAjv({ coerceTypes: false, useDefaults: false }).compile(schema);
  validate(structuredClone(data));
  expect(signature(validateWithSchema(schema, data)), JSON.stringify(data).slice(0, 200)).toEqual(
    signature(validate.errors ?? []),
  );
}

const withoutId = ({ $id: _id, ...rest }: Json) => rest;

describe('the interpreting validator agrees with ajv on the product’s schemas', () => {
  const widgetCases: Array<[string, Json, unknown]> = [];
  for (const def of Object.values(widgetRegistry)) {
    for (const [version, schema] of Object.entries(def.schemas)) {
      const s = withoutId(schema as Json);
      const props = s.properties as Record<string, { default?: unknown; type?: unknown }>;
      const defaults = Object.fromEntries(
        Object.entries(props)
          .filter(([, p]) => p.default !== undefined)
          .map(([k, p]) => [k, p.default]),
      );
      widgetCases.push([`${def.type} v${version} defaults`, s, defaults]);
      widgetCases.push([`${def.type} v${version} empty`, s, {}]);
      widgetCases.push([
        `${def.type} v${version} wrong types`,
        s,
        Object.fromEntries(Object.keys(props).map((k) => [k, props[k].type === 'string' ? 42 : 'x'.repeat(30_000)])),
      ]);
      widgetCases.push([`${def.type} v${version} unknown prop`, s, { ...defaults, nope: true }]);
    }
  }
  it.each(widgetCases)('%s', (_name, schema, data) => expectParity(schema, data));

  it.each([
    ['the default page', DEFAULT_PAGE],
    [
      'bad grid and ids',
      {
        schemaVersion: 2,
        companyId: 0,
        widgets: [{ id: 'a b', type: '', typeVersion: 0, grid: { x: 12, y: -1, w: 0, h: 13 }, props: [] }],
      },
    ],
    ['missing parts', { schemaVersion: 1, widgets: [{ id: 'x', grid: { x: 0 } }], extra: 1 }],
    ['not an object', 'page'],
  ])('landing page: %s', (_name, doc) => expectParity(withoutId(pageSchema as Json), doc));

  const company = combineSchema(companySchema as Json, {
    type: 'object',
    properties: { employee_count: { type: 'integer', minimum: 1, title: 'Employees' } },
    required: ['employee_count'],
  });
  it.each([
    ['the shipped example', { ...clientForm.examples[0], employee_count: 10 }],
    [
      'everything wrong',
      {
        user_type: 4,
        company_name: '',
        email_domains: ['acme.com', 5],
        company_website: 'ftp:/x',
        status: 3,
        client_configuration: [
          { start_date: '2026-02-30', end_date: 'soon', session_time_out_duration: 0, type_of_login: 4, extra: 1 },
        ],
        coupon_code: 'abc',
        sso_type: 3,
        employee_count: 0,
      },
    ],
    [
      'nulls where allowed',
      { ...clientForm.examples[0], company_website: null, sso_type: null, coupon_code: null, employee_count: 3 },
    ],
    ['empty', {}],
  ])('client form (core + overlay): %s', (_name, data) => expectParity(company, data));

  it.each([
    [
      adminUserSchema,
      { first_name: 'Ásha', last_name: "D'Souza", email: 'a@b.in', user_type: 2, phone_number: '+919812345678' },
    ],
    [adminUserSchema, { first_name: '1', last_name: '', email: 'nope', user_type: 3, phone_number: '123' }],
    [
      widgetItemSchema,
      {
        title: 'T',
        placement: 'widget',
        start_date: '2026-01-01',
        end_date: '2026-01-02',
        company_ids: [1, 1],
        link_url: 'http://x',
      },
    ],
  ])('entity schemas %#', (schema, data) =>
    expectParity(combineSchema(schema as Json, { type: 'object', properties: {} }), data),
  );

  // The counsellor core has if/then/else (Tax Counselling needs a disclaimer; days and times unless only 4 and 12).
  const counsellor = combineSchema(counsellorSchema as Json, {
    type: 'object',
    properties: { sebi_registration: { type: 'string', pattern: '^INA[0-9]{9}$' } },
  });
  it.each([
    ['the shipped example', counsellorForm.examples[0]],
    ['tax without a disclaimer', { ...counsellorForm.examples[0], specialization_id: [4] }],
    [
      'only 4 and 12, no schedule',
      {
        ...counsellorForm.examples[0],
        specialization_id: [4, 12],
        cost_disclaimer: 'Extra.',
        available_days: [],
        available_times: [],
      },
    ],
    ['schedule missing', { ...counsellorForm.examples[0], available_days: [], available_times: undefined }],
    [
      'everything wrong',
      {
        first_name: ' ',
        email: 'x',
        experience: 61,
        specialization_id: [0, 13, 13],
        category: 4,
        available_days: [8],
        available_times: [{ start_time: '25:00' }],
        price: 100000,
        sebi_registration: 'INA1',
      },
    ],
  ])('counsellor form (core + overlay): %s', (_name, data) => expectParity(counsellor, data));

  const discount = combineSchema(discountCodeSchema as Json, {
    type: 'object',
    properties: { campaign: { type: 'string', maxLength: 5 } },
  });
  it.each([
    ['the shipped example', discountCodeForm.examples[0]],
    [
      'everything wrong',
      {
        code_name: 'a b',
        discount_per: 0,
        start_date: 'soon',
        counsellor_categories: [],
        counsellor_ids: [0],
        status: 3,
        campaign: 'too long',
      },
    ],
  ])('discount-code form (core + overlay): %s', (_name, data) => expectParity(discount, data));
});
