/** The otp-login machine with a mobile number as the identifier, and the transitions that edit the identifier. */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { identifierOf } from './otp-login.machine';
import { fakeApi, PHONE, sent, sentByPhone } from './otp-login.fake-api';

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
    for (const bad of ['', '12345', '5123456789', '+92 9876543210', '98765432101']) {
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
