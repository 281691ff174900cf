/** connectSecurityTask without React, and the task chart: each task's fields and code source, one save per submit, refusals at their field. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectSecurityTask } from '../../../machines/security/securityTask.connect';
import { failureField, SECRET_NOT_SENT_KEY, securityTaskMachine, type SecurityTaskContext, type SecurityTaskValues } from '../../../machines/security/securityTask.machine';
import type { SecurityTask } from '../../../machines/security/securityCentre.machine';
import { SECRET } from '../../paths/models/security-samples';

const base = (task: SecurityTask): SecurityTaskContext => ({ task, secret: null, failureKey: null, failureText: null, errorKey: null, errorText: null, errorField: null });
const at = (task: SecurityTask, value: string, context: Partial<SecurityTaskContext> = {}) =>
  securityTaskMachine.resolveState({ value, context: { ...base(task), ...context } });

describe('connectSecurityTask', () => {
  it('asks each task for its own fields and code', () => {
    expect(connectSecurityTask(at('setPaymentPassword', 'editing'), vi.fn())).toMatchObject({ asksOldPassword: false, asksNewPassword: true, codeSource: null, codeRequest: null });
    expect(connectSecurityTask(at('changePaymentPassword', 'editing'), vi.fn())).toMatchObject({ asksOldPassword: true, asksNewPassword: true, codeSource: null });
    expect(connectSecurityTask(at('resetPaymentPassword', 'editing'), vi.fn())).toMatchObject({ asksNewPassword: true, codeSource: 'sms', codeRequest: { channel: 'SMS', purpose: 'PAYMENT_PASSWORD' } });
    expect(connectSecurityTask(at('verifyMobile', 'editing'), vi.fn())).toMatchObject({ asksNewPassword: false, codeSource: 'sms', codeRequest: { channel: 'SMS', purpose: 'VERIFY_CONTACT' } });
    expect(connectSecurityTask(at('verifyEmail', 'editing'), vi.fn())).toMatchObject({ codeSource: 'email', codeRequest: { channel: 'EMAIL', purpose: 'VERIFY_CONTACT' } });
    expect(connectSecurityTask(at('bindAuthenticator', 'editing', { secret: SECRET }), vi.fn())).toMatchObject({ codeSource: 'app', secret: SECRET, codeRequest: null });
    expect(connectSecurityTask(at('unbindAuthenticator', 'editing'), vi.fn())).toMatchObject({ codeSource: 'app', secret: null });
  });

  it('says preparing, failed to prepare (retry), editing, saving, done', () => {
    expect(connectSecurityTask(at('bindAuthenticator', 'preparing'), vi.fn())).toMatchObject({ status: 'preparing', busy: true });
    expect(connectSecurityTask(at('bindAuthenticator', 'prepareFailed', { failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'prepareFailed', failureKey: 'errors:timeout' });
    expect(connectSecurityTask(at('verifyEmail', 'saving'), vi.fn())).toMatchObject({ status: 'saving', busy: true, done: false });
    expect(connectSecurityTask(at('verifyEmail', 'done'), vi.fn())).toMatchObject({ status: 'done', done: true });
    const refused = connectSecurityTask(at('changePaymentPassword', 'editing', { errorKey: 'errors:paymentPasswordInvalid', errorField: 'oldPassword' }), vi.fn());
    expect(refused.error).toEqual({ key: 'errors:paymentPasswordInvalid', text: null, field: 'oldPassword' });
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectSecurityTask(at('verifyEmail', 'editing'), send);
    api.submit({ code: '123456' });
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'SUBMIT', values: { code: '123456' } }, { type: 'RETRY' }]);
  });

  it('reads the field a refusal is about', () => {
    expect(failureField({ errorCode: 'invalid.payment.pw' })).toBe('oldPassword');
    expect(failureField({ errorCode: 'verification.code.expired' })).toBe('code');
    expect(failureField({ errorCode: 'authenticator.code.invalid', value: { field: 'code' } })).toBe('code');
    expect(failureField({ errorCode: 'payment.password.invalid', value: { field: 'confirmPaymentPassword' } })).toBe('confirmPassword');
    expect(failureField({ errorCode: 'payment.password.invalid', value: { field: 'paymentPassword' } })).toBe('newPassword');
    expect(failureField({ errorCode: 'system.busy' })).toBeNull();
  });
});

describe('securityTask chart', () => {
  const start = (task: SecurityTask, save: (values: SecurityTaskValues) => Promise<void>) => {
    const saveTask = vi.fn(async ({ input }: { input: { task: SecurityTask; values: SecurityTaskValues } }) => save(input.values));
    const prepareTask = vi.fn(async () => (task === 'bindAuthenticator' ? SECRET : null));
    const actor = createActor(securityTaskMachine.provide({ actors: { saveTask: fromPromise(saveTask), prepareTask: fromPromise(prepareTask) } }), { input: { task } }).start();
    return { actor, saveTask, prepareTask };
  };

  it('issues the secret before the bind form, and nothing for the other tasks', async () => {
    const bind = start('bindAuthenticator', async () => {});
    await waitFor(bind.actor, (snapshot) => snapshot.hasTag('editing'));
    expect(bind.actor.getSnapshot().context.secret).toEqual(SECRET);
    const verify = start('verifyEmail', async () => {});
    await waitFor(verify.actor, (snapshot) => snapshot.hasTag('editing'));
    expect(verify.actor.getSnapshot().context.secret).toBeNull();
  });

  it('saves once however often the form is submitted while saving', async () => {
    let release: () => void = () => {};
    const { actor, saveTask } = start('changePaymentPassword', () => new Promise<void>((resolve) => (release = resolve)));
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));
    const values = { oldPassword: '246810', newPassword: '135790', confirmPassword: '135790' };
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    release();
    await waitFor(actor, (snapshot) => snapshot.hasTag('done'));
    expect(saveTask).toHaveBeenCalledTimes(1);
  });

  it('goes back to the form with a refusal at its field, and a second try is taken', async () => {
    let calls = 0;
    const { actor } = start('verifyEmail', async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('refused'), { messageKey: 'errors:invalidVerificationCode', errorCode: 'verification.code.invalid' });
    });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));
    actor.send({ type: 'SUBMIT', values: { code: '000000' } });
    await waitFor(actor, (snapshot) => snapshot.context.errorKey !== null);
    expect(connectSecurityTask(actor.getSnapshot(), vi.fn()).error).toEqual({ key: 'errors:invalidVerificationCode', text: null, field: 'code' });
    actor.send({ type: 'SUBMIT', values: { code: '123456' } });
    await waitFor(actor, (snapshot) => snapshot.hasTag('done'));
  });

  it('says a secret issued but not sent cannot be shown, never a form without a key; a retry issues a new one', async () => {
    const issued = [null, SECRET];
    const prepareTask = vi.fn(async () => issued.shift() ?? null);
    const actor = createActor(securityTaskMachine.provide({ actors: { saveTask: fromPromise(async () => {}), prepareTask: fromPromise(prepareTask) } }), { input: { task: 'bindAuthenticator' } }).start();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    const failed = connectSecurityTask(actor.getSnapshot(), vi.fn());
    expect(failed).toMatchObject({ status: 'prepareFailed', failureKey: SECRET_NOT_SENT_KEY, secret: null });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));
    expect(connectSecurityTask(actor.getSnapshot(), vi.fn())).toMatchObject({ status: 'editing', secret: SECRET, failureKey: null });
    expect(prepareTask).toHaveBeenCalledTimes(2);
  });

  it('keeps the code button for the dialog\'s life', async () => {
    const { actor } = start('verifyMobile', async () => {});
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));
    expect(connectSecurityTask(actor.getSnapshot(), vi.fn()).sms).toBeDefined();
  });
});
