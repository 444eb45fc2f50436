import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  checkEmail,
  checkOtp,
  checkPhone,
  errorCodeOf,
  identifierOf,
  otpLoginMachine,
  type IdentifierInput,
  type OtpLoginResult,
  type OtpSent,
  type VerifyInput,
} from './otp-login.machine';

type Fail = { code: string; data?: unknown };

/** A fake API: each call answers from a queue of results (a value, or a Fail to reject with). */
function fakeApi(opts: {
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

const sent = (resend = 30): OtpSent => ({
  email: 'employee@acme.example',
  expires_in_seconds: 600,
  resend_after_seconds: resend,
});

describe('otp-login machine', () => {
  it('should reach authenticated through request and verify, handing the login to the caller', async () => {
    const { machine, calls } = fakeApi({ request: [sent()], verify: [{ auth_token: 'tok' }] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: ' employee@acme.example ' });
    expect(actor.getSnapshot().value).toBe('requesting');
    await waitFor(actor, (s) => s.matches('enterOtp'));
    expect(actor.getSnapshot().context.resendIn).toBe(30);
    actor.send({ type: 'SUBMIT_OTP', otp: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().output).toEqual({ auth_token: 'tok' });
    expect(calls.request).toEqual([{ email: 'employee@acme.example' }]);
    expect(calls.verify).toEqual([{ email: 'employee@acme.example', otp: '123456' }]);
  });

  it('should refuse an empty or malformed e-mail locally with E-10002 / E-10003 and keep what was typed', () => {
    const { machine, calls } = fakeApi({});
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: '' });
    expect(actor.getSnapshot().context.errorCode).toBe('E-10002');
    actor.send({ type: 'SUBMIT_EMAIL', email: 'bp_user@acme.example' });
    expect(actor.getSnapshot().value).toBe('enterIdentifier');
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: 'E-10003', email: 'bp_user@acme.example' });
    expect(calls.request).toHaveLength(0);
  });

  it('should return to the identifier step with the server code and the e-mail kept when the request fails', async () => {
    const { machine } = fakeApi({ request: [{ code: 'E-10004' }] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'nobody@acme.example' });
    await waitFor(actor, (s) => s.matches('enterIdentifier') && s.context.errorCode !== null);
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: 'E-10004', email: 'nobody@acme.example' });
  });

  it('should go on to the OTP step with resend locked when the server answers the cooldown E-10505', async () => {
    const { machine } = fakeApi({ request: [{ code: 'E-10505', data: { retry_after_seconds: 12 } }] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'employee@acme.example' });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: 'E-10505', resendIn: 12 });
  });

  it('should count the resend cooldown down and only allow RESEND at zero', async () => {
    const { machine, calls } = fakeApi({ request: [sent(2)], resend: [sent(30)] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'employee@acme.example' });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().value).toBe('enterOtp');
    actor.send({ type: 'TICK' });
    actor.send({ type: 'TICK' });
    actor.send({ type: 'TICK' });
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().value).toBe('resending');
    await waitFor(actor, (s) => s.matches('enterOtp'));
    expect(actor.getSnapshot().context).toMatchObject({ resendIn: 30, noticeCode: 'S-10003', errorCode: null });
    expect(calls.resend).toEqual([{ email: 'employee@acme.example' }]);
  });

  it('should reject a short OTP locally with E-10006 and store the server code for a wrong one', async () => {
    const { machine, calls } = fakeApi({ request: [sent()], verify: [{ code: 'E-10007' }, { auth_token: 't' }] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'employee@acme.example' });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    actor.send({ type: 'SUBMIT_OTP', otp: '12a4' });
    expect(actor.getSnapshot().context.errorCode).toBe('E-10006');
    expect(calls.verify).toHaveLength(0);
    actor.send({ type: 'SUBMIT_OTP', otp: '000000' });
    await waitFor(actor, (s) => s.matches('enterOtp') && s.context.errorCode === 'E-10007');
    expect(actor.getSnapshot().context.email).toBe('employee@acme.example');
    actor.send({ type: 'SUBMIT_OTP', otp: '111111' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.verify.map((c) => c.otp)).toEqual(['000000', '111111']);
  });

  it('should go back to the identifier step on CHANGE_EMAIL with the e-mail still filled in', async () => {
    const { machine } = fakeApi({ request: [sent(), sent()] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'employee@acme.example' });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    actor.send({ type: 'CHANGE_EMAIL' });
    expect(actor.getSnapshot().value).toBe('enterIdentifier');
    expect(actor.getSnapshot().context).toMatchObject({
      identifierKind: 'email',
      email: 'employee@acme.example',
      otp: '',
      errorCode: null,
      resendIn: 0,
    });
  });

  it('should treat anything without an E-code as E-10001', async () => {
    expect(errorCodeOf(new Error('boom'))).toBe('E-10001');
    expect(errorCodeOf(null)).toBe('E-10001');
    expect(errorCodeOf({ code: 'E-10075' })).toBe('E-10075');
    const { machine } = fakeApi({ request: [sent()], verify: [] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'employee@acme.example' });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    actor.send({ type: 'SUBMIT_OTP', otp: '123456' });
    await waitFor(actor, (s) => s.matches('enterOtp') && s.context.errorCode !== null);
    expect(actor.getSnapshot().context.errorCode).toBe('E-10001');
  });

  it('should validate e-mail and OTP formats like the server', () => {
    expect(checkEmail('a@b.co')).toBeNull();
    expect(checkEmail('a@b')).toBe('E-10003');
    expect(checkOtp('123456')).toBeNull();
    expect(checkOtp('1234567')).toBe('E-10006');
  });

  it('should check mobile numbers with the spec rule (E-10052) like the server', () => {
    for (const ok of ['9876543210', '+919876543210', '919876543210', '+91 98765 43210', '98765-43210', '7000000000'])
      expect(checkPhone(ok), ok).toBeNull();
    for (const bad of ['', '12345', '6123456789', '+9198765432', '0919876543210', '+92 9876543210', 'nine876543210'])
      expect(checkPhone(bad), bad).toBe('E-10052');
  });
});

const PHONE = '9876543210';
const sentByPhone = (resend = 30): OtpSent => ({
  phone_number: PHONE,
  sent_to: 'e•••@acme.example',
  expires_in_seconds: 600,
  resend_after_seconds: resend,
});

describe('otp-login machine: the mobile-number identifier and the edit-identifier transitions', () => {
  it('should send the 10 digits as phone_number, keep the masked address it went to, and verify with the number', async () => {
    const { machine, calls } = fakeApi({ request: [sentByPhone()], verify: [{ auth_token: 'tok' }] });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().context.identifierKind).toBe('email');
    actor.send({ type: 'SUBMIT_PHONE', phone: ' +91 98765 43210 ' });
    expect(actor.getSnapshot().value).toBe('requesting');
    await waitFor(actor, (s) => s.matches('enterOtp'));
    expect(actor.getSnapshot().context).toMatchObject({
      identifierKind: 'phone',
      phone: '+91 98765 43210',
      sentTo: 'e•••@acme.example',
      resendIn: 30,
    });
    actor.send({ type: 'SUBMIT_OTP', otp: '654321' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.request).toEqual([{ phone_number: PHONE }]);
    expect(calls.verify).toEqual([{ phone_number: PHONE, otp: '654321' }]);
  });

  it('should refuse a malformed number locally with E-10052 and keep it, without calling the server', () => {
    const { machine, calls } = fakeApi({});
    const actor = createActor(machine).start();
    for (const bad of ['', '12345', '6123456789', '+92 9876543210', '98765432101']) {
      actor.send({ type: 'SUBMIT_PHONE', phone: bad });
      expect(actor.getSnapshot().value).toBe('enterIdentifier');
      expect(actor.getSnapshot().context).toMatchObject({ identifierKind: 'phone', phone: bad, errorCode: 'E-10052' });
    }
    expect(calls.request).toHaveLength(0);
  });

  it('EDIT_PHONE returns to step 1 on the phone field with the number kept and the code forgotten', async () => {
    const { machine, calls } = fakeApi({ request: [sentByPhone(), sentByPhone()] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_PHONE', phone: '919876543210' });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    actor.send({ type: 'SUBMIT_OTP', otp: '12' });
    expect(actor.getSnapshot().context.errorCode).toBe('E-10006');
    actor.send({ type: 'EDIT_PHONE' });
    expect(actor.getSnapshot().value).toBe('enterIdentifier');
    expect(actor.getSnapshot().context).toMatchObject({
      identifierKind: 'phone',
      phone: '919876543210',
      otp: '',
      errorCode: null,
      resendIn: 0,
      sentTo: null,
    });
    actor.send({ type: 'SUBMIT_PHONE', phone: '9876543210' });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    expect(calls.request).toEqual([{ phone_number: PHONE }, { phone_number: PHONE }]);
  });

  it('each edit action goes back to its own field: CHANGE_EMAIL after a phone login shows the e-mail field, both values kept', async () => {
    const { machine } = fakeApi({ request: [{ code: 'E-10004' }, sentByPhone()] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'priya@acme.example' });
    await waitFor(actor, (s) => s.matches('enterIdentifier') && s.context.errorCode === 'E-10004');
    actor.send({ type: 'CHOOSE_IDENTIFIER', kind: 'phone' });
    expect(actor.getSnapshot().context).toMatchObject({ identifierKind: 'phone', errorCode: null });
    actor.send({ type: 'SUBMIT_PHONE', phone: PHONE });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    actor.send({ type: 'CHANGE_EMAIL' });
    expect(actor.getSnapshot().value).toBe('enterIdentifier');
    expect(actor.getSnapshot().context).toMatchObject({
      identifierKind: 'email',
      email: 'priya@acme.example',
      phone: PHONE,
    });
    expect(identifierOf(actor.getSnapshot().context)).toEqual({ email: 'priya@acme.example' });
  });

  it('ignores the edit events on step 1 and CHOOSE_IDENTIFIER on the OTP step', async () => {
    const { machine } = fakeApi({ request: [sentByPhone()] });
    const actor = createActor(machine).start();
    actor.send({ type: 'EDIT_PHONE' });
    expect(actor.getSnapshot().context.identifierKind).toBe('email');
    actor.send({ type: 'SUBMIT_PHONE', phone: PHONE });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    actor.send({ type: 'CHOOSE_IDENTIFIER', kind: 'email' });
    expect(actor.getSnapshot().value).toBe('enterOtp');
    expect(actor.getSnapshot().context.identifierKind).toBe('phone');
  });

  it('returns to the phone field with the server code for a shared (E-10513) or unregistered (E-10004) number', async () => {
    const { machine } = fakeApi({ request: [{ code: 'E-10513' }, { code: 'E-10004' }] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_PHONE', phone: PHONE });
    await waitFor(actor, (s) => s.matches('enterIdentifier') && s.context.errorCode !== null);
    expect(actor.getSnapshot().context).toMatchObject({ identifierKind: 'phone', phone: PHONE, errorCode: 'E-10513' });
    actor.send({ type: 'SUBMIT_PHONE', phone: '7000000000' });
    await waitFor(actor, (s) => s.matches('enterIdentifier') && s.context.errorCode === 'E-10004');
    expect(actor.getSnapshot().context).toMatchObject({ identifierKind: 'phone', phone: '7000000000' });
  });

  it('on the cooldown refusal goes on to the OTP step with the masked address the server names', async () => {
    const { machine, calls } = fakeApi({
      request: [{ code: 'E-10505', data: { retry_after_seconds: 7, sent_to: 'e•••@acme.example' } }],
      resend: [sentByPhone()],
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_PHONE', phone: PHONE });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    expect(actor.getSnapshot().context).toMatchObject({
      errorCode: 'E-10505',
      resendIn: 7,
      sentTo: 'e•••@acme.example',
    });
    for (let i = 0; i < 7; i++) actor.send({ type: 'TICK' });
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('enterOtp') && s.context.noticeCode === 'S-10003');
    expect(calls.resend).toEqual([{ phone_number: PHONE }]);
  });

  it('names the e-mail itself as where the code went on the e-mail path when the server does not', async () => {
    const { machine } = fakeApi({ request: [sent()] });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'employee@acme.example' });
    await waitFor(actor, (s) => s.matches('enterOtp'));
    expect(actor.getSnapshot().context.sentTo).toBe('employee@acme.example');
  });
});
