import type { LoginOtpRequest } from '../../shared/generated/index';
import { apiPost } from './api-client';
import type { LoginResponse, OtpSentResponse } from './types';

/**
 * Exactly one identifier per call (schemas/api/login-otp-request.schema.json, whose generated LoginOtpRequest
 * allows either); the code always goes by e-mail.
 */
export type LoginIdentifierBody = ({ email: string } | { phone_number: string }) & LoginOtpRequest;

/** The OTP login calls are public: they never send a stale token. */
export const requestLoginOtp = (id: LoginIdentifierBody) =>
  apiPost<OtpSentResponse>('/request_login_otp', id, { auth: false });
export const resendLoginOtp = (id: LoginIdentifierBody) =>
  apiPost<OtpSentResponse>('/resend_login_otp', id, { auth: false });
export const verifyLoginOtp = (id: LoginIdentifierBody, otp: string) =>
  apiPost<LoginResponse>('/verify_login_otp', { ...id, otp }, { auth: false });
export const logoutSession = () => apiPost<null>('/logout');
