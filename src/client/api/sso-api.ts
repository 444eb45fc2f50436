import { apiGet, apiPost } from './api-client';
import type { CompanyCounsellorList } from '../../shared/generated/index';
import type { LoginResponse } from './types';

/** Enterprise login calls (docs/sso.md); all public, so they never send a stale token. */
export type CompanyLoginInfo = {
  company: {
    _id: string;
    company_name: string;
    company_logo: string | null;
    type_of_login: number;
    sso_type: number | null;
    login_slug: string;
  };
  /** 'google' | 'microsoft' (SSO), 'email_link' (URL with token), 'otp'. */
  methods: string[];
  login_token: string;
  logout_redirect: string;
};

export const ssoAuthorize = (by: { login_slug: string } | { email: string }) =>
  apiPost<{ authorization_url: string }>('/sso/authorize', by, { auth: false });
export const ssoLogin = (code: string) => apiPost<LoginResponse>('/sso_login', { code }, { auth: false });
export const checkLoginUrl = (url: string) =>
  apiPost<CompanyLoginInfo>('/company/check-login-url', { url }, { auth: false });
export const requestUrlLogin = (email: string) =>
  apiPost<{ sent_to: string; expires_in_seconds: number }>('/url-login-request-otp', { email }, { auth: false });
export const urlLogin = (token: string) => apiPost<LoginResponse>('/url-login', { token }, { auth: false });

/** client-emp/counselors: the counsellors the company's package opens, for its login page (docs/counselling.md). */
export const companyCounsellors = (slug: string, signal?: AbortSignal) =>
  apiGet<CompanyCounsellorList>('/client-emp/counselors', {
    query: { company: slug, page_size: 4 },
    auth: false,
    signal,
  });
