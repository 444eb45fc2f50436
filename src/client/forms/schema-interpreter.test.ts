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
import { ajvSchemaValidator } from './ajv-validator';
import { splitCoded, toErrorSchema } from './error-codes';
import { createInterpretingValidator } from './interpreting-validator';
import { createErrorTransformer, schemaValidator, type FormRecord } from './schema-validator';
import { createSwitchingValidator } from './switching-validator';
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

describe('the browser form validator', () => {
  const schema = combineSchema(companySchema as Json, { type: 'object', properties: {} });

  it('words errors with the spec’s E-code messages from x-error-codes, like the server', () => {
    const { errors } = schemaValidator.validateFormData(
      { company_name: '', email_domains: ['bad'] },
      schema,
      undefined,
      createErrorTransformer(schema),
    );
    const stacks = errors.map((e) => e.stack);
    expect(stacks).toContain('company_name: Please enter the company name. (E-10018)');
    expect(stacks).toContain(
      'email_domains.0: Please add at least one email domain in the form @domain.tld. (E-10019)',
    );
    expect(stacks).toContain('user_type: Please select the user type. (E-10204)');
  });

  it('gives the same errors as @rjsf/validator-ajv8 configured with the product keywords', () => {
    const data = {
      company_name: 'x'.repeat(200),
      email_domains: [],
      client_configuration: [{ start_date: 'x' }],
      user_type: 9,
    };
    const ours = schemaValidator
      .validateFormData(data, schema, undefined, createErrorTransformer(schema))
      .errors.map((e) => e.stack)
      .sort();
    const theirs = ajvSchemaValidator
      .validateFormData(data, schema, undefined, createErrorTransformer(schema))
      .errors.map((e) => e.stack)
      .sort();
    expect(ours).toEqual(theirs);
  });

  it('uses @rjsf/validator-ajv8 where eval is allowed, and the interpreter once a CSP refuses it', () => {
    expect(schemaValidator.active()).toBe('primary');
    const refused = new EvalError(
      "Evaluating a string as JavaScript violates the following Content Security Policy directive because 'unsafe-eval' is not an allowed source of script",
    );
    const blocked = {
      ...ajvSchemaValidator,
      rawValidation: () => ({ errors: undefined, validationError: refused }),
      validateFormData: () => {
        throw refused;
      },
      isValid: () => false,
    };
    const switching = createSwitchingValidator<FormRecord>(blocked, createInterpretingValidator<FormRecord>());
    expect(switching.active()).toBe('fallback');
    const { errors } = switching.validateFormData(
      { company_name: '' },
      schema,
      undefined,
      createErrorTransformer(schema),
    );
    expect(errors.map((e) => e.stack)).toContain('company_name: Please enter the company name. (E-10018)');
  });

  it('puts server field errors under their fields, and array paths without an index on the array', () => {
    const { errorSchema, unplaced } = toErrorSchema(
      [
        { field: 'company_name', code: 'E-10183', message: 'This company is already registered.' },
        {
          field: 'client_configuration.0.end_date',
          code: 'E-10022',
          message: 'Please select an end date after the start date.',
        },
        { field: 'email_domains', code: 'E-10019', message: 'Bad domains.' },
        { field: 'client_configuration.start_date', code: 'E-10021', message: 'Start date.' },
        { field: '(body)', code: 'E-10502', message: 'Some fields are missing or invalid.' },
      ],
      schema,
    );
    expect(errorSchema).toEqual({
      company_name: { __errors: ['This company is already registered. (E-10183)'] },
      client_configuration: {
        0: { end_date: { __errors: ['Please select an end date after the start date. (E-10022)'] } },
        __errors: ['Start date. (E-10021)'],
      },
      email_domains: { __errors: ['Bad domains. (E-10019)'] },
    });
    expect(unplaced.map((u) => u.code)).toEqual(['E-10502']);
  });
});

describe('admin wording and codes (issue 20)', () => {
  it('addresses the admin, not the employee, in browser and server errors of admin forms', () => {
    const schema = adminUserSchema as Json;
    const { errors } = schemaValidator.validateFormData(
      { first_name: '', last_name: '', email: 'a@b.co', user_type: 1 },
      schema,
      undefined,
      createErrorTransformer(schema),
    );
    const messages = errors.map((e) => e.message);
    expect(messages).toContain('Please enter the first name. (E-10060)');
    expect(messages.join(' ')).not.toMatch(/\byour\b/i);
    const { errorSchema } = toErrorSchema(
      [
        { field: 'first_name', code: 'E-10060', message: 'Please enter your first name.' },
        { field: 'last_name', code: 'E-10061', message: 'A message of the server’s own.' },
      ],
      schema,
    );
    expect(errorSchema).toEqual({
      first_name: { __errors: ['Please enter the first name. (E-10060)'] },
      last_name: { __errors: ['A message of the server’s own. (E-10061)'] },
    });
  });

  it('splits the code off the sentence for the detail line', () => {
    expect(splitCoded('Please enter the first name. (E-10060)')).toEqual({
      sentence: 'Please enter the first name.',
      code: 'E-10060',
    });
    expect(splitCoded('Enter a date.')).toEqual({ sentence: 'Enter a date.' });
  });
});
