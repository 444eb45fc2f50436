/** Request helpers of the counsellor and discount-code form tests: a call, publishing and restoring a version. */
import { expectSuccess } from '../../support/envelope.js';
import { bearer, type Ctx } from './helpers.js';

export type Form = {
  formKey: string;
  version: number;
  uiSchema: Record<string, unknown>;
  schema: { allOf: unknown[] };
};
export type Check = {
  checked: number;
  rejected: Array<{ index: number; errors: Array<{ field: string; code: string }> }>;
};

/** The helpers over one test file's context (useCounselling()), to be called inside its tests. */
export function formRequests(c: Ctx) {
  const req = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: unknown) =>
    c.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      payload: payload as Record<string, unknown> | undefined,
    });

  /** Saves an overlay as a new version and publishes it over the current one, as /admin/manage-forms does. */
  async function publish(formKey: string, overlay: Record<string, unknown>): Promise<number> {
    const current = expectSuccess<Form>(await req('GET', `/forms/${formKey}`, c.admin));
    const saved = expectSuccess<{ version: number }>(
      await req('POST', `/forms/${formKey}/versions`, c.superAdmin, {
        overlay,
        ui_schema: current.uiSchema,
        note: 'test',
      }),
      'S-10008',
      201,
    );
    expectSuccess(
      await req('PATCH', `/forms/${formKey}`, c.superAdmin, {
        version: saved.version,
        base_published_version: current.version,
      }),
      'S-10009',
    );
    return saved.version;
  }

  async function restore(formKey: string, version: number): Promise<void> {
    const current = expectSuccess<Form>(await req('GET', `/forms/${formKey}`, c.admin));
    expectSuccess(
      await req('PATCH', `/forms/${formKey}`, c.superAdmin, { version, base_published_version: current.version }),
      'S-10009',
    );
  }

  return { req, publish, restore };
}
