/** The otp-login machine on the e-mail path: request, verify, resend cooldown, local checks, server error codes. */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { checkEmail, checkOtp, checkPhone, errorCodeOf } from './otp-login.machine';
import { fakeApi, sent } from './otp-login.fake-api';

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
    for (const ok of [
      '9876543210',
      '+919876543210',
      '919876543210',
      '+91 98765 43210',
      '98765-43210',
      '7000000000',
      '6123456789',
    ])
      expect(checkPhone(ok), ok).toBeNull();
    for (const bad of ['', '12345', '5123456789', '+9198765432', '0919876543210', '+92 9876543210', 'nine876543210'])
      expect(checkPhone(bad), bad).toBe('E-10052');
  });
});
