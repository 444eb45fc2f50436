/** Shared by the OTP login tests (auth-otp-*.test.ts): the demo employee and the request, resend and verify calls. */
import { type App } from '../support/app.js';

export const EMPLOYEE = 'employee@acme.example';
/** The demo employee's registered mobile number (src/server/db/seed/demo.ts). */
export const EMPLOYEE_PHONE = '9876543210';

export function requestOtp(app: App, payload: unknown, route = 'request_login_otp') {
  return app.inject({ method: 'POST', url: `/api/v1/${route}`, payload: payload as Record<string, unknown> });
}

export function verifyOtp(app: App, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/v1/verify_login_otp', payload: payload as Record<string, unknown> });
}

/** A wrong 6-digit code for this right one. */
export function wrongCode(code: string, n = 1): string {
  return String((Number(code) + n) % 1_000_000).padStart(6, '0');
}
