import { describe, expect, it } from 'vitest';
import companySchema from '../../../schemas/entities/company.schema.json';
import adminUserSchema from '../../../schemas/entities/admin-user.schema.json';
import { ajvSchemaValidator } from './ajv-validator';
import { splitCoded, toErrorSchema } from './error-codes';
import { createInterpretingValidator } from './interpreting-validator';
import { createErrorTransformer, schemaValidator, type FormRecord } from './schema-validator';
import { createSwitchingValidator } from './switching-validator';
import { combineSchema } from '../pages/admin/forms/json-draft';

type Json = Record<string, unknown>;

/** The browser form validator of admin forms: the E-code wording, parity with @rjsf/validator-ajv8, the admin sentences. */
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
