import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { normaliseIndianMobile, type LoginIdentifierKind } from '../src/shared/login-identifier';
import {
  checkEmail,
  checkOtp,
  checkPhone,
  errorCodeOf,
  retryAfterOf,
  sentToOf,
  type IdentifierInput,
  type VerifyInput,
} from './otp-login-inputs';

export { checkEmail, checkOtp, checkPhone, errorCodeOf } from './otp-login-inputs';
export type { IdentifierInput, VerifyInput } from './otp-login-inputs';

/**
 * The one-time-password login of the login screen (docs/product-rules.md "Login screen").
 *
 * enterIdentifier -> requesting -> enterOtp (resend cooldown counts down) -> verifying -> authenticated.
 *
 * The person names their account by their registered e-mail or their registered mobile number
 * (`identifierKind`); the code always goes by e-mail (README "Decisions", Login). Step 1 shows the
 * field of `identifierKind` (CHOOSE_IDENTIFIER switches it); both typed values are kept.
 * From the OTP step the two "edit identifier" actions are explicit transitions:
 *   enterOtp --CHANGE_EMAIL--> enterIdentifier (kind email, the e-mail kept)   "Change my email id"
 *   enterOtp --EDIT_PHONE---> enterIdentifier (kind phone, the number kept)    "Edit Phone Number"
 * Every failure keeps what the user typed and stores the E-code; the page shows the code's
 * catalogue message beside the field of `identifierKind`. The three server calls are actors so the
 * browser provides the real API calls and tests provide fakes with `.provide({ actors })`.
 */

export type { LoginIdentifierKind } from '../src/shared/login-identifier';

/** What request_login_otp and resend_login_otp answer (data of the envelope). */
export type OtpSent = {
  /** On the e-mail path: the e-mail, normalised. */
  email?: string;
  /** On the phone path: the 10 digits. */
  phone_number?: string;
  /** Where the code went: the e-mail on the e-mail path, masked on the phone path. */
  sent_to?: string;
  expires_in_seconds: number;
  resend_after_seconds: number;
};

/** The part of the login response the machine relies on; the page reads the rest. */
export type OtpLoginResult = { auth_token: string };

export type OtpLoginContext = {
  /** Which identifier step 1 shows and the server calls send. */
  identifierKind: LoginIdentifierKind;
  email: string;
  /** The mobile number as typed (the server and the masks normalise it). */
  phone: string;
  /** The address the last code went to, as the server named it (masked on the phone path); null before one is sent. */
  sentTo: string | null;
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
  | { type: 'CHOOSE_IDENTIFIER'; kind: LoginIdentifierKind }
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'SUBMIT_PHONE'; phone: string }
  | { type: 'SUBMIT_OTP'; otp: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_EMAIL' }
  | { type: 'EDIT_PHONE' }
  | { type: 'TICK' };

/** What the server calls send for the identifier in use. */
export function identifierOf(context: Pick<OtpLoginContext, 'identifierKind' | 'email' | 'phone'>): IdentifierInput {
  return context.identifierKind === 'phone'
    ? { phone_number: normaliseIndianMobile(context.phone) ?? context.phone.trim() }
    : { email: context.email };
}

/** Where a code went when the server did not say: the e-mail itself on the e-mail path; unknown on the phone path. */
function fallbackSentTo(context: OtpLoginContext): string | null {
  return context.identifierKind === 'email' ? context.email : null;
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
    requestOtp: notProvided<OtpSent, IdentifierInput>('requestOtp'),
    resendOtp: notProvided<OtpSent, IdentifierInput>('resendOtp'),
    verifyOtp: notProvided<OtpLoginResult, VerifyInput>('verifyOtp'),
    /** One TICK a second drives the resend countdown; tests replace it and send TICK themselves. */
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TICK' }), 1000);
      return () => clearInterval(id);
    }),
  },
  guards: {
    emailLooksValid: ({ event }) => event.type === 'SUBMIT_EMAIL' && checkEmail(event.email) === null,
    phoneLooksValid: ({ event }) => event.type === 'SUBMIT_PHONE' && checkPhone(event.phone) === null,
    otpLooksValid: ({ event }) => event.type === 'SUBMIT_OTP' && checkOtp(event.otp) === null,
    canResend: ({ context }) => context.resendIn <= 0,
    isCooldownRefusal: ({ event }) => 'error' in event && errorCodeOf(event.error) === 'E-10505',
  },
  actions: {
    chooseIdentifier: assign({
      identifierKind: ({ context, event }) =>
        event.type === 'CHOOSE_IDENTIFIER' ? event.kind : context.identifierKind,
      errorCode: null,
      noticeCode: null,
    }),
    storeEmail: assign({
      identifierKind: 'email',
      email: ({ context, event }) => (event.type === 'SUBMIT_EMAIL' ? event.email.trim() : context.email),
    }),
    rejectEmail: assign({
      identifierKind: 'email',
      email: ({ context, event }) => (event.type === 'SUBMIT_EMAIL' ? event.email : context.email),
      errorCode: ({ event }) => (event.type === 'SUBMIT_EMAIL' ? checkEmail(event.email) : null),
      noticeCode: null,
    }),
    storePhone: assign({
      identifierKind: 'phone',
      phone: ({ context, event }) => (event.type === 'SUBMIT_PHONE' ? event.phone.trim() : context.phone),
    }),
    rejectPhone: assign({
      identifierKind: 'phone',
      phone: ({ context, event }) => (event.type === 'SUBMIT_PHONE' ? event.phone : context.phone),
      errorCode: ({ event }) => (event.type === 'SUBMIT_PHONE' ? checkPhone(event.phone) : null),
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
    /** Leaving the OTP step: the code and its timers go, both identifiers stay. */
    forgetOtp: assign({ otp: '', resendIn: 0, expiresIn: 0, sentTo: null, errorCode: null, noticeCode: null }),
  },
}).createMachine({
  id: 'otpLogin',
  context: {
    identifierKind: 'email',
    email: '',
    phone: '',
    sentTo: null,
    otp: '',
    errorCode: null,
    noticeCode: null,
    resendIn: 0,
    expiresIn: 0,
    login: null,
  },
  initial: 'enterIdentifier',
  states: {
    enterIdentifier: {
      on: {
        CHOOSE_IDENTIFIER: { actions: 'chooseIdentifier' },
        SUBMIT_EMAIL: [
          { guard: 'emailLooksValid', target: 'requesting', actions: ['storeEmail', 'clearMessages'] },
          { actions: 'rejectEmail' },
        ],
        SUBMIT_PHONE: [
          { guard: 'phoneLooksValid', target: 'requesting', actions: ['storePhone', 'clearMessages'] },
          { actions: 'rejectPhone' },
        ],
      },
    },
    requesting: {
      invoke: {
        src: 'requestOtp',
        input: ({ context }) => identifierOf(context),
        onDone: {
          target: 'enterOtp',
          actions: assign({
            resendIn: ({ event }) => event.output.resend_after_seconds,
            expiresIn: ({ event }) => event.output.expires_in_seconds,
            sentTo: ({ context, event }) => event.output.sent_to ?? fallbackSentTo(context),
            otp: '',
            errorCode: null,
          }),
        },
        onError: [
          {
            // A code was sent moments ago and is still valid: go on to the OTP step, resend locked.
            guard: 'isCooldownRefusal',
            target: 'enterOtp',
            actions: assign({
              errorCode: 'E-10505',
              resendIn: ({ event }) => retryAfterOf(event.error) ?? 30,
              sentTo: ({ context, event }) => sentToOf(event.error) ?? fallbackSentTo(context),
            }),
          },
          { target: 'enterIdentifier', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
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
        // "Change my email id": back to step 1 on the e-mail field, the e-mail kept.
        CHANGE_EMAIL: { target: 'enterIdentifier', actions: ['forgetOtp', assign({ identifierKind: 'email' })] },
        // "Edit Phone Number": back to step 1 on the mobile-number field, the number kept.
        EDIT_PHONE: { target: 'enterIdentifier', actions: ['forgetOtp', assign({ identifierKind: 'phone' })] },
      },
    },
    resending: {
      invoke: {
        src: 'resendOtp',
        input: ({ context }) => identifierOf(context),
        onDone: {
          target: 'enterOtp',
          actions: assign({
            resendIn: ({ event }) => event.output.resend_after_seconds,
            expiresIn: ({ event }) => event.output.expires_in_seconds,
            sentTo: ({ context, event }) => event.output.sent_to ?? context.sentTo,
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
          input: ({ context }) => ({ ...identifierOf(context), otp: context.otp }),
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
