import { assign, fromCallback, fromPromise, setup } from 'xstate';

/**
 * The e-mail + one-time-password login of the login screen (product.md "Login screen").
 *
 * enterEmail -> requesting -> enterOtp (resend cooldown counts down) -> verifying -> authenticated.
 * Every failure keeps the e-mail the user typed and stores the E-code; the page shows the code's
 * catalogue message. The three server calls are actors so the browser provides the real API calls
 * and tests provide fakes with `.provide({ actors })`.
 */

/** What request_login_otp and resend_login_otp answer (data of the envelope). */
export type OtpSent = { email: string; expires_in_seconds: number; resend_after_seconds: number };

/** The part of the login response the machine relies on; the page reads the rest. */
export type OtpLoginResult = { auth_token: string };

export type OtpLoginContext = {
  email: string;
  otp: string;
  /** E-code of the last failure (client-side check or server answer); null when none. */
  errorCode: string | null;
  /** S-code to acknowledge, e.g. "OTP sent again" after a resend. */
  noticeCode: string | null;
  /** Seconds until "Resend OTP" may be used. */
  resendIn: number;
  /** How long the last code sent stays valid (seconds); 0 before one is sent. */
  expiresIn: number;
  login: OtpLoginResult | null;
};

export type OtpLoginEvent =
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'SUBMIT_OTP'; otp: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_EMAIL' }
  | { type: 'TICK' };

export type EmailInput = { email: string };
export type VerifyInput = { email: string; otp: string };

const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Client-side e-mail check with the server's codes (api-contract.md section 5), so no round trip is wasted. */
export function checkEmail(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return 'E-10002';
  if (email.length > 254 || !EMAIL_RE.test(email) || email.toLowerCase().includes('bp_')) return 'E-10003';
  return null;
}

export function checkOtp(raw: string): string | null {
  return /^\d{6}$/.test(raw.trim()) ? null : 'E-10006';
}

/** Reads the E-code from whatever the API layer threw; anything unrecognised is E-10001. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E-\d{5}$/.test(code) ? code : 'E-10001';
}

/** A cooldown refusal (E-10505) carries how long to wait; the resend button honours it. */
function retryAfterOf(error: unknown): number | null {
  const data = (error as { data?: { retry_after_seconds?: unknown } } | null)?.data;
  const n = data?.retry_after_seconds;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.ceil(n) : null;
}

/** The server calls have no default: the page provides the API calls, tests provide fakes. */
function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`otp-login machine: provide the "${name}" actor`);
  });
}

export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent,
    output: {} as OtpLoginResult,
  },
  actors: {
    requestOtp: notProvided<OtpSent, EmailInput>('requestOtp'),
    resendOtp: notProvided<OtpSent, EmailInput>('resendOtp'),
    verifyOtp: notProvided<OtpLoginResult, VerifyInput>('verifyOtp'),
    /** One TICK a second drives the resend countdown; tests replace it and send TICK themselves. */
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TICK' }), 1000);
      return () => clearInterval(id);
    }),
  },
  guards: {
    emailLooksValid: ({ event }) => event.type === 'SUBMIT_EMAIL' && checkEmail(event.email) === null,
    otpLooksValid: ({ event }) => event.type === 'SUBMIT_OTP' && checkOtp(event.otp) === null,
    canResend: ({ context }) => context.resendIn <= 0,
    isCooldownRefusal: ({ event }) => 'error' in event && errorCodeOf(event.error) === 'E-10505',
  },
  actions: {
    storeEmail: assign({ email: ({ event }) => (event.type === 'SUBMIT_EMAIL' ? event.email.trim() : '') }),
    rejectEmail: assign({
      email: ({ context, event }) => (event.type === 'SUBMIT_EMAIL' ? event.email : context.email),
      errorCode: ({ event }) => (event.type === 'SUBMIT_EMAIL' ? checkEmail(event.email) : null),
      noticeCode: null,
    }),
    storeOtp: assign({ otp: ({ event }) => (event.type === 'SUBMIT_OTP' ? event.otp.trim() : '') }),
    rejectOtp: assign({
      otp: ({ context, event }) => (event.type === 'SUBMIT_OTP' ? event.otp : context.otp),
      errorCode: ({ event }) => (event.type === 'SUBMIT_OTP' ? checkOtp(event.otp) : null),
      noticeCode: null,
    }),
    clearMessages: assign({ errorCode: null, noticeCode: null }),
    countDown: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
    forgetOtp: assign({ otp: '', resendIn: 0, errorCode: null, noticeCode: null }),
  },
}).createMachine({
  id: 'otpLogin',
  context: { email: '', otp: '', errorCode: null, noticeCode: null, resendIn: 0, expiresIn: 0, login: null },
  initial: 'enterEmail',
  states: {
    enterEmail: {
      on: {
        SUBMIT_EMAIL: [
          { guard: 'emailLooksValid', target: 'requesting', actions: ['storeEmail', 'clearMessages'] },
          { actions: 'rejectEmail' },
        ],
      },
    },
    requesting: {
      invoke: {
        src: 'requestOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'enterOtp',
          actions: assign({
            resendIn: ({ event }) => event.output.resend_after_seconds,
            expiresIn: ({ event }) => event.output.expires_in_seconds,
            otp: '',
            errorCode: null,
          }),
        },
        onError: [
          {
            // A code was sent moments ago and is still valid: go on to the OTP step, resend locked.
            guard: 'isCooldownRefusal',
            target: 'enterOtp',
            actions: assign({ errorCode: 'E-10505', resendIn: ({ event }) => retryAfterOf(event.error) ?? 30 }),
          },
          { target: 'enterEmail', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
        ],
      },
    },
    enterOtp: {
      invoke: { src: 'ticker' },
      on: {
        TICK: { actions: 'countDown' },
        SUBMIT_OTP: [
          { guard: 'otpLooksValid', target: 'verifying', actions: ['storeOtp', 'clearMessages'] },
          { actions: 'rejectOtp' },
        ],
        RESEND: { guard: 'canResend', target: 'resending', actions: 'clearMessages' },
        CHANGE_EMAIL: { target: 'enterEmail', actions: 'forgetOtp' },
      },
    },
    resending: {
      invoke: {
        src: 'resendOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'enterOtp',
          actions: assign({
            resendIn: ({ event }) => event.output.resend_after_seconds,
            expiresIn: ({ event }) => event.output.expires_in_seconds,
            otp: '',
            noticeCode: 'S-10003',
          }),
        },
        onError: {
          target: 'enterOtp',
          actions: assign({
            errorCode: ({ event }) => errorCodeOf(event.error),
            resendIn: ({ context, event }) => retryAfterOf(event.error) ?? context.resendIn,
          }),
        },
      },
    },
    verifying: {
      // The countdown keeps running while the code is checked.
      invoke: [
        { src: 'ticker' },
        {
          src: 'verifyOtp',
          input: ({ context }) => ({ email: context.email, otp: context.otp }),
          onDone: { target: 'authenticated', actions: assign({ login: ({ event }) => event.output }) },
          onError: { target: 'enterOtp', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
        },
      ],
      on: { TICK: { actions: 'countDown' } },
    },
    authenticated: { type: 'final' },
  },
  output: ({ context }) => context.login as OtpLoginResult,
});
