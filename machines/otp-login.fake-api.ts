/** A fake API and sample answers for the otp-login machine tests (otp-login*.machine.test.ts). */
import { fromCallback, fromPromise } from 'xstate';
import {
  otpLoginMachine,
  type IdentifierInput,
  type OtpLoginResult,
  type OtpSent,
  type VerifyInput,
} from './otp-login.machine';

type Fail = { code: string; data?: unknown };

/** A fake API: each call answers from a queue of results (a value, or a Fail to reject with). */
export function fakeApi(opts: {
  request?: Array<OtpSent | Fail>;
  resend?: Array<OtpSent | Fail>;
  verify?: Array<OtpLoginResult | Fail>;
}) {
  const calls = { request: [] as IdentifierInput[], resend: [] as IdentifierInput[], verify: [] as VerifyInput[] };
  const answer = async <T>(queue: Array<T | Fail> | undefined): Promise<T> => {
    const next = queue?.shift();
    if (next === undefined) throw { code: 'E-10001' };
    if (typeof next === 'object' && next !== null && 'code' in next) throw next;
    return next as T;
  };
  const machine = otpLoginMachine.provide({
    actors: {
      requestOtp: fromPromise<OtpSent, IdentifierInput>(async ({ input }) => {
        calls.request.push(input);
        return answer(opts.request);
      }),
      resendOtp: fromPromise<OtpSent, IdentifierInput>(async ({ input }) => {
        calls.resend.push(input);
        return answer(opts.resend);
      }),
      verifyOtp: fromPromise<OtpLoginResult, VerifyInput>(async ({ input }) => {
        calls.verify.push(input);
        return answer(opts.verify);
      }),
      // No real clock: the tests send TICK themselves.
      ticker: fromCallback(() => () => undefined),
    },
  });
  return { machine, calls };
}

export const sent = (resend = 30): OtpSent => ({
  email: 'employee@acme.example',
  expires_in_seconds: 600,
  resend_after_seconds: resend,
});

export const PHONE = '9876543210';
export const sentByPhone = (resend = 30): OtpSent => ({
  phone_number: PHONE,
  sent_to: 'e•••@acme.example',
  expires_in_seconds: 600,
  resend_after_seconds: resend,
});
