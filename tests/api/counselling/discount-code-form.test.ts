import { describe, expect, it } from 'vitest';
import { addDays, istToday } from '../../../src/server/modules/counselling/slots.js';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { formRequests, type Check } from './form-requests.js';
import { useCounselling } from './helpers.js';

/**
 * The discount-code admin form is a form definition: the server validates writes with allOf[core entity
 * schema, published overlay], stores the overlay's own fields in `extra`, returns them and lists them,
 * and refuses an overlay that would reject every existing code.
 */
const c = useCounselling();
const { req, publish, restore } = formRequests(c);

describe('the discount-code form', () => {
  const today = istToday();
  const code = {
    code_name: 'FESTIVE15',
    discount_per: 15,
    start_date: addDays(today, -1),
    end_date: addDays(today, 30),
    counsellor_categories: [3],
  };
  const CAMPAIGN = {
    type: 'object',
    properties: { campaign: { type: 'string', title: 'Campaign', maxLength: 20, pattern: '^[a-z][a-z0-9-]*$' } },
  };

  it('checks an overlay against the existing codes', async () => {
    const check = expectSuccess<Check>(
      await req('POST', '/forms/discount-code/check', c.superAdmin, { overlay: CAMPAIGN }),
    );
    expect(check).toEqual({ checked: 1, rejected: [] }); // WELCOME20
    const capped = { type: 'object', properties: { discount_per: { type: 'integer', maximum: 10 } } };
    expectError(await req('POST', '/forms/discount-code/check', c.superAdmin, { overlay: capped }), 422, 'E-10528');
    expectError(
      await req('POST', '/forms/discount-code/versions', c.superAdmin, {
        overlay: { ...CAMPAIGN, required: ['campaign'] },
        ui_schema: {},
      }),
      422,
      'E-10528',
    );
  });

  it('an added field is enforced, stored in extra, read back and listed; the code still works at checkout', async () => {
    expectError(await req('POST', '/discount-code', c.admin, { ...code, campaign: 'diwali' }), 422, 'E-10502');
    await publish('discount-code', CAMPAIGN);
    expect(
      fieldErrors(
        expectError(
          await req('POST', '/discount-code', c.admin, { ...code, campaign: 'Diwali 2026!' }),
          422,
          'E-10502',
        ),
      ),
    ).toEqual([expect.objectContaining({ field: 'campaign' })]);
    const made = expectSuccess<{ id: number; code_name: string; campaign: string }>(
      await req('POST', '/discount-code', c.admin, { ...code, campaign: 'diwali-2026' }),
      'S-10008',
      201,
    );
    expect(made).toMatchObject({ code_name: 'FESTIVE15', campaign: 'diwali-2026' });
    expect(expectSuccess<{ campaign: string }>(await req('GET', `/discount-code/${made.id}`, c.admin)).campaign).toBe(
      'diwali-2026',
    );
    const list = expectSuccess<{
      list: Array<{ id: number; campaign?: string; uses: number }>;
      extra_fields: unknown[];
    }>(await req('GET', '/discount-code?search=FESTIVE', c.admin));
    expect(list.extra_fields).toEqual([{ key: 'campaign', title: 'Campaign' }]);
    expect(list.list).toEqual([expect.objectContaining({ id: made.id, campaign: 'diwali-2026', uses: 0 })]);
    // The existing rules and codes still answer.
    expectError(await req('POST', '/discount-code', c.admin, { ...code, code_name: 'festive15' }), 409, 'E-10391');
    expectError(
      await req('PATCH', `/discount-code/${made.id}`, c.admin, { ...code, end_date: addDays(today, -5) }),
      422,
      'E-10394',
    );
    expectError(await req('PATCH', '/discount-code/99999', c.admin, code), 404, 'E-10507');
    expectError(await req('GET', '/discount-code/99999', c.admin), 404, 'E-10507');
    expectError(await req('GET', `/discount-code/${made.id}`, c.employee), 403, 'E-10506');
    const quote = expectSuccess<{ discount_percentage: number }>(
      await req('POST', '/apply-discount-code', c.employee, {
        code_name: 'festive15',
        counsellor_id: (
          await c.db
            .selectFrom('counsellors')
            .select('id')
            .where('email', '=', 'counsellor@finwell.example')
            .executeTakeFirstOrThrow()
        ).id,
      }),
    );
    expect(quote.discount_percentage).toBe(15);
  });

  it('the core cannot be weakened: a looser overlay leaves the core limits and required fields', async () => {
    await publish('discount-code', {
      type: 'object',
      required: [],
      properties: { ...CAMPAIGN.properties, discount_per: { type: 'integer', maximum: 500 } },
    });
    expectError(
      await req('POST', '/discount-code', c.admin, { ...code, code_name: 'BIG', discount_per: 150 }),
      422,
      'E-10394',
    );
    const { counsellor_categories: _c, ...noCategories } = code;
    expectError(await req('POST', '/discount-code', c.admin, { ...noCategories, code_name: 'NOCAT' }), 422, 'E-10264');
    await restore('discount-code', 1);
  });
});
