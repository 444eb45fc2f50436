import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, istToday } from '../../../src/server/modules/counselling/slots.js';
import { expectError, fieldErrors } from '../../support/envelope.js';
import { formRequests } from './form-requests.js';
import { useCounselling } from './helpers.js';

/**
 * Issue 29: form-definition errors read as sentences, not raw validator text, and a limit an overlay tightened
 * (discount up to 50 %) names that limit instead of the core's "1 to 100 %".
 */
const c = useCounselling();
const { req, publish, restore } = formRequests(c);

describe('form-definition error words', () => {
  // The first form write compiles the published discount-code form; done here (hook time), not in the first test.
  beforeAll(async () => {
    expect((await req('POST', '/discount-code', c.admin, {})).statusCode).toBeGreaterThanOrEqual(400);
  });

  const today = istToday();
  const code = {
    code_name: 'HALFOFF60',
    discount_per: 60,
    start_date: addDays(today, -1),
    end_date: addDays(today, 30),
    counsellor_categories: [3],
  };

  it('a discount over a tightened 50 % limit says "50", keeping its code; the core limit keeps its sentence', async () => {
    await publish('discount-code', { type: 'object', properties: { discount_per: { type: 'integer', maximum: 50 } } });
    try {
      const res = expectError(await req('POST', '/discount-code', c.admin, code), 422, 'E-10394');
      expect(fieldErrors(res)).toEqual([{ field: 'discount_per', code: 'E-10394', message: 'Must be 50 or less.' }]);
      const core = expectError(
        await req('POST', '/discount-code', c.admin, { ...code, discount_per: 150 }),
        422,
        'E-10394',
      );
      expect((fieldErrors(core)[0] as { message?: string }).message).toMatch(/1 to 100 %/);
    } finally {
      await restore('discount-code', 1);
    }
  });

  it('an overlay that is not a JSON Schema is refused with sentences naming the place, not ajv text', async () => {
    const res = expectError(
      await req('POST', '/forms/discount-code/check', c.superAdmin, {
        overlay: { type: 'object', properties: { discount_per: { type: 'integer', maximum: 'fifty' } } },
      }),
      422,
      'E-10527',
    );
    const message = res.message;
    expect(message).toContain('properties › discount_per › maximum: Must be number.');
    expect(message).not.toMatch(/data\/|must be number/);
  });
});
