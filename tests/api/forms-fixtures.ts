/**
 * Shared setup of the form-definition API tests (forms-*.test.ts): the app with admin, super admin
 * and employee logins, the request helper and a new client record.
 */
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';

export type FormsApp = { app: App; admin: string; superAdmin: string; employee: string };

/** The app with the demo seed, logged in (by OTP) as the admin, the super admin and an Acme employee. */
export async function startFormsApp(): Promise<FormsApp> {
  const app = await buildTestApp();
  const admin = await loginAs(app, 'admin@finwell.example');
  const superAdmin = await loginAs(app, 'superadmin@finwell.example');
  const employee = await loginAs(app, 'employee@acme.example');
  return { app, admin, superAdmin, employee };
}

/** A JSON request to /api/v1<url> on the app `current` answers, with this session (or none). */
export function formsRequest(current: () => App) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    current().inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown> | undefined,
    });
}

/** A client (company) record for company/add_client: an employer with one current configuration. */
export function newClient(name: string, domain: string, extra: Record<string, unknown> = {}) {
  return {
    user_type: 3,
    company_name: name,
    email_domains: [`@${domain}`],
    status: 1,
    client_configuration: [
      { start_date: '2026-01-01', end_date: '2027-01-01', session_time_out_duration: 30, type_of_login: 1 },
    ],
    ...extra,
  };
}
