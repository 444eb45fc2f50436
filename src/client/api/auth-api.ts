import type { LoginOtpRequest } from '../../shared/generated/index';
import type { SessionInfo } from '../../shared/generated/api/auth/session-info';
import { apiGet, apiPost } from './api-client';
import { LOGIN_TOKEN_KEY } from '../session/session-keys';
import type { LoginResponse, OtpSentResponse } from './types';

/**
 * Exactly one identifier per call (schemas/api/login-otp-request.schema.json, whose generated LoginOtpRequest
 * allows either); the code always goes by e-mail.
 */
export type LoginIdentifierBody = ({ email: string } | { phone_number: string }) & LoginOtpRequest;

/**
 * After a company login URL (docs/sso.md), its login token goes with the OTP calls: a company with
 * login type 2 accepts OTP only with it.
 */
function withLoginToken<T extends object>(body: T): T & { login_token?: string } {
  let token: string | null;
  try {
    token = sessionStorage.getItem(LOGIN_TOKEN_KEY);
  } catch {
    token = null;
  }
  return token ? { ...body, login_token: token } : body;
}

/** The OTP login calls are public: a stale session answering them does not sign the tab out. */
export const requestLoginOtp = (id: LoginIdentifierBody) =>
  apiPost<OtpSentResponse>('/request_login_otp', withLoginToken(id), { auth: false });
export const resendLoginOtp = (id: LoginIdentifierBody) =>
  apiPost<OtpSentResponse>('/resend_login_otp', withLoginToken(id), { auth: false });
export const verifyLoginOtp = (id: LoginIdentifierBody, otp: string) =>
  apiPost<LoginResponse>('/verify_login_otp', withLoginToken({ ...id, otp }), { auth: false });
export const logoutSession = () => apiPost<null>('/logout');
/** Ends every session of the person, on every device ("Sign out of all devices"). */
export const logoutAllDevices = () => apiPost<null>('/logout', { all_devices: true });
/** The tab's once-a-minute check (docs/security.md "Browser sessions"); `active`: the person used the page since. */
export const checkSession = (active: boolean) =>
  apiGet<SessionInfo>('/session', { query: { active: active ? true : undefined } });
