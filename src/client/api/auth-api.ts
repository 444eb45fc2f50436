import { apiPost } from './api-client';
import type { LoginResponse, OtpSentResponse } from './types';

/** The OTP login calls are public: they never send a stale token. */
export const requestLoginOtp = (email: string) => apiPost<OtpSentResponse>('/request_login_otp', { email }, { auth: false });
export const resendLoginOtp = (email: string) => apiPost<OtpSentResponse>('/resend_login_otp', { email }, { auth: false });
export const verifyLoginOtp = (email: string, otp: string) => apiPost<LoginResponse>('/verify_login_otp', { email, otp }, { auth: false });
export const logoutSession = () => apiPost<null>('/logout');
