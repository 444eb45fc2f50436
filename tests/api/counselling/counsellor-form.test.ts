import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { formRequests, type Check, type Form } from './form-requests.js';
import { useCounselling } from './helpers.js';

/**
 * The counsellor admin form is a form definition: the server validates writes with allOf[core entity
 * schema, published overlay], stores the overlay's own fields in `extra`, returns them and lists them,
 * and refuses an overlay that would reject every existing record.
 */
const c = useCounselling();
const { req, publish, restore } = formRequests(c);

const counsellor = {
  first_name: 'Farah',
  last_name: 'Khan',
  email: 'farah.k@finwell.example',
  experience: 9,
  specialization_id: [2, 3],
  category: 3,
  brief_profile: 'SEBI-registered investment adviser.',
  location: 'Lucknow',
  available_days: [2, 3],
  available_times: [{ start_time: '10:00', end_time: '12:00' }],
};
const SEBI = {
  type: 'object',
  properties: { sebi_registration: { type: 'string', title: 'SEBI registration', pattern: '^INA[0-9]{9}$' } },
};

describe('the counsellor form', () => {
  it('is served like every admin form, and the shipped overlay accepts every seeded counsellor', async () => {
    const form = expectSuccess<Form>(await req('GET', '/forms/counsellor', c.admin));
    expect(form).toMatchObject({ formKey: 'counsellor', version: 1 });
    expect(form.schema.allOf).toHaveLength(2);
    const total = (
      await c.db
        .selectFrom('counsellors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const check = expectSuccess<Check>(
      await req('POST', '/forms/counsellor/check', c.superAdmin, { overlay: { type: 'object', properties: {} } }),
    );
    expect(check).toEqual({ checked: Number(total), rejected: [] });
    expectError(
      await req('POST', '/forms/counsellor/versions', c.admin, { overlay: SEBI, ui_schema: {} }),
      403,
      'E-10506',
    );
  });

  it('a field a super admin adds is unknown until published, then enforced with its own rule, stored in extra, read back and listed', async () => {
    expect(
      fieldErrors(
        expectError(
          await req('POST', '/manage-counsellor', c.admin, { ...counsellor, sebi_registration: 'INA000012345' }),
          422,
          'E-10502',
        ),
      ),
    ).toEqual([expect.objectContaining({ field: 'sebi_registration', code: 'E-10502' })]);

    await publish('counsellor', SEBI);
    const bad = expectError(
      await req('POST', '/manage-counsellor', c.admin, { ...counsellor, sebi_registration: 'not-a-number' }),
      422,
      'E-10502',
    );
    expect(fieldErrors(bad)).toEqual([expect.objectContaining({ field: 'sebi_registration', code: 'E-10502' })]);

    const made = expectSuccess<{ id: number; sebi_registration: string; rating: number }>(
      await req('POST', '/manage-counsellor', c.admin, { ...counsellor, sebi_registration: 'INA000012345' }),
      'S-10008',
      201,
    );
    expect(made).toMatchObject({ sebi_registration: 'INA000012345', rating: 0 });
    expect(
      expectSuccess<{ sebi_registration: string }>(await req('GET', `/manage-counsellor/${made.id}`, c.admin))
        .sebi_registration,
    ).toBe('INA000012345');
    const stored = await c.db
      .selectFrom('counsellors')
      .select('extra')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(stored.extra).toEqual({ sebi_registration: 'INA000012345' });

    const list = expectSuccess<{
      counselors: Array<{ id: number; sebi_registration?: string }>;
      extra_fields: Array<{ key: string; title: string }>;
    }>(await req('GET', '/manage-counsellor?name=farah', c.admin));
    expect(list.extra_fields).toEqual([{ key: 'sebi_registration', title: 'SEBI registration' }]);
    expect(list.counselors).toEqual([expect.objectContaining({ id: made.id, sebi_registration: 'INA000012345' })]);

    // Admin-only: employees and visitors never see the extra fields.
    const pub = expectSuccess<Record<string, unknown>>(
      await c.app.inject({ method: 'GET', url: `/api/v1/public/counselors/${made.id}` }),
    );
    expect(JSON.stringify(pub)).not.toContain('INA000012345');

    // An edit keeps the business rules and the existing E-codes.
    expectError(
      await req('PATCH', `/manage-counsellor/${made.id}`, c.admin, { ...counsellor, sebi_registration: 'INA1' }),
      422,
      'E-10502',
    );
    expectError(
      await req('PATCH', `/manage-counsellor/${made.id}`, c.admin, {
        ...counsellor,
        available_times: [{ start_time: '12:00', end_time: '10:00' }],
      }),
      422,
      'E-10270',
    );
    expectError(
      await req('POST', '/manage-counsellor', c.admin, {
        ...counsellor,
        first_name: 'Other',
        sebi_registration: 'INA000000001',
      }),
      409,
      'E-10064',
    );
    const edited = expectSuccess<{ sebi_registration: string }>(
      await req('PATCH', `/manage-counsellor/${made.id}`, c.admin, {
        ...counsellor,
        sebi_registration: 'INA000099999',
      }),
      'S-10009',
    );
    expect(edited.sebi_registration).toBe('INA000099999');
  });

  it('an overlay that would reject every existing counsellor is refused (E-10528), one that rejects some is reported', async () => {
    const required = {
      type: 'object',
      required: ['licence_no'],
      properties: { licence_no: { type: 'string', title: 'Licence number' } },
    };
    expectError(await req('POST', '/forms/counsellor/check', c.superAdmin, { overlay: required }), 422, 'E-10528');
    expectError(
      await req('POST', '/forms/counsellor/versions', c.superAdmin, { overlay: required, ui_schema: {} }),
      422,
      'E-10528',
    );
    const nowhere = { type: 'object', properties: { location: { type: 'string', enum: ['Nowhere'] } } };
    expectError(await req('POST', '/forms/counsellor/check', c.superAdmin, { overlay: nowhere }), 422, 'E-10528');
    const lucknow = { type: 'object', properties: { location: { type: 'string', enum: ['Lucknow'] } } };
    const some = expectSuccess<Check>(await req('POST', '/forms/counsellor/check', c.superAdmin, { overlay: lucknow }));
    expect(some.rejected.length).toBe(some.checked - 1);
    expect(some.rejected[0].errors[0]).toMatchObject({ field: 'location', code: 'E-10268' });
  });

  it('the core cannot be weakened: an overlay that loosens core fields leaves them required and checked', async () => {
    const loose = {
      type: 'object',
      additionalProperties: true,
      required: [],
      properties: {
        location: { type: ['string', 'null'] },
        first_name: { type: 'string', minLength: 0 },
        experience: {},
      },
    };
    await publish('counsellor', loose);
    const { location: _l, ...noLocation } = counsellor;
    expectError(
      await req('POST', '/manage-counsellor', c.admin, { ...noLocation, email: 'loose1@finwell.example' }),
      422,
      'E-10268',
    );
    expectError(
      await req('POST', '/manage-counsellor', c.admin, {
        ...counsellor,
        email: 'loose2@finwell.example',
        location: null,
      }),
      422,
      'E-10268',
    );
    expectError(
      await req('POST', '/manage-counsellor', c.admin, {
        ...counsellor,
        email: 'loose3@finwell.example',
        first_name: '',
      }),
      422,
      'E-10060',
    );
    expectError(
      await req('POST', '/manage-counsellor', c.admin, {
        ...counsellor,
        email: 'loose4@finwell.example',
        experience: 99,
      }),
      422,
      'E-10230',
    );
    // Unknown fields stay refused whatever the overlay says about additionalProperties.
    expect(
      fieldErrors(
        expectError(
          await req('POST', '/manage-counsellor', c.admin, {
            ...counsellor,
            email: 'loose5@finwell.example',
            rating: 5,
          }),
          422,
          'E-10502',
        ),
      )[0].field,
    ).toBe('rating');
  });

  it('restoring the shipped version takes the field away; stored values are kept, not lost on the next edit', async () => {
    await restore('counsellor', 1);
    expectError(
      await req('POST', '/manage-counsellor', c.admin, {
        ...counsellor,
        email: 'late@finwell.example',
        sebi_registration: 'INA000012345',
      }),
      422,
      'E-10502',
    );
    const id = (
      await c.db.selectFrom('counsellors').select('id').where('email', '=', counsellor.email).executeTakeFirstOrThrow()
    ).id;
    expectSuccess(
      await req('PATCH', `/manage-counsellor/${id}`, c.admin, { ...counsellor, location: 'Kanpur' }),
      'S-10009',
    );
    const list = expectSuccess<{ counselors: unknown[]; extra_fields: unknown[] }>(
      await req('GET', '/manage-counsellor?name=farah', c.admin),
    );
    expect(list.extra_fields).toEqual([]);
    const stored = await c.db
      .selectFrom('counsellors')
      .select(['extra', 'location'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ extra: { sebi_registration: 'INA000099999' }, location: 'Kanpur' });
  });
});
