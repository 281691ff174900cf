/** connectTransferUpline without React, and the chart's rules: checks, refusals at their field, one send at a time. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AccountTransfer, TransferTargets } from '../../../src/api';
import { PlatformError } from '../../../src/api';
import { connectTransferUpline } from '../../../machines/agent/transferUpline.connect';
import { transferUplineMachine, UPLINE, type AccountTransferCall, type TransferUplineContext, type TransferUplineInput } from '../../../machines/agent/transferUpline.machine';

const targets: TransferTargets = { upline: { username: 'agent02', nickname: 'Agent Two' }, downlines: [], hasPaymentPassword: true, balance: 1555.75, mainBalance: 1520.75 };
const sent: AccountTransfer = { orderNo: 'TRF-1', amount: 20, recipient: 'agent02', sumBalance: 1535.75, currencySymbol: '$', balance: [] };
const base: TransferUplineContext = { downline: null, targets, failureKey: null, fieldErrors: {}, errorKey: null, errorText: null, sent: null, intent: null, retryable: null, lostAnswer: null, password: null };
const at = (value: 'loading' | 'loadFailed' | 'needsPaymentPassword' | 'noRecipient' | 'editing' | 'sending' | 'sent', context: Partial<TransferUplineContext> = {}) =>
  transferUplineMachine.resolveState({ value, context: { ...base, ...context } });
const request = { recipient: UPLINE, amount: '20', password: '246810', remark: '' };

describe('connectTransferUpline', () => {
  it('offers the upline as recipient with the available balance', () => {
    expect(connectTransferUpline(at('editing'), vi.fn())).toMatchObject({ status: 'editing', busy: false, mainBalance: 1520.75, recipients: [{ value: UPLINE, upline: true, party: { username: 'agent02' } }] });
  });

  it('keeps the form (editing) but busy while sending', () => {
    expect(connectTransferUpline(at('sending'), vi.fn())).toMatchObject({ status: 'editing', busy: true });
  });

  it('names each other state', () => {
    expect(connectTransferUpline(at('needsPaymentPassword'), vi.fn()).status).toBe('needsPaymentPassword');
    expect(connectTransferUpline(at('noRecipient'), vi.fn()).status).toBe('noRecipient');
    expect(connectTransferUpline(at('sent', { sent }), vi.fn())).toMatchObject({ status: 'sent', sent });
    expect(connectTransferUpline(at('loadFailed', { failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:timeout' });
    expect(connectTransferUpline(at('loading'), vi.fn()).status).toBe('loading');
  });

  it('sends the intents', () => {
    const send = vi.fn();
    const api = connectTransferUpline(at('editing'), send);
    api.submit(request);
    api.retry();
    api.again();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'SUBMIT', request }, { type: 'RETRY' }, { type: 'AGAIN' }]);
  });
});

describe('the transfer-to-account chart', () => {
  function run(loaded: TransferTargets = targets, refuse?: PlatformError, input: TransferUplineInput = {}) {
    const calls: Omit<AccountTransferCall, 'idempotencyKey'>[] = [];
    const actor = createActor(
      transferUplineMachine.provide({
        actors: {
          loadTargets: fromPromise(async () => loaded),
          readBalance: fromPromise(async (): Promise<number | null> => loaded.mainBalance),
          send: fromPromise(async ({ input }: { input: AccountTransferCall }) => {
            const { idempotencyKey: _key, ...call } = input;
            calls.push(call);
            if (refuse) throw refuse;
            return sent;
          }),
        },
      }),
      { input },
    ).start();
    return { actor, calls };
  }
  const idle = (actor: ReturnType<typeof run>['actor']) => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));

  it('asks to set a payment password first when there is none', async () => {
    const { actor } = run({ ...targets, hasPaymentPassword: false });
    await idle(actor);
    expect(connectTransferUpline(actor.getSnapshot(), vi.fn()).status).toBe('needsPaymentPassword');
  });

  it('lets a member send when the targets do not say whether a payment password is set; the send refused for none asks to set one', async () => {
    // what the schema reads from an answer with no hasPaymentPassword
    const unsaid: TransferTargets = { ...targets, hasPaymentPassword: undefined };
    const missing = new PlatformError({ kind: 'envelope', errorCode: 'not.exists.payment.password', messageKey: 'errors:paymentPasswordMissing' });
    const { actor, calls } = run(unsaid, missing);
    await idle(actor);
    expect(connectTransferUpline(actor.getSnapshot(), vi.fn()).status).toBe('editing');
    actor.send({ type: 'SUBMIT', request });
    await idle(actor);
    expect(calls).toHaveLength(1);
    expect(connectTransferUpline(actor.getSnapshot(), vi.fn()).status).toBe('needsPaymentPassword');
  });

  it('checks every field before any call', async () => {
    const { actor, calls } = run();
    await idle(actor);
    actor.send({ type: 'SUBMIT', request: { recipient: 'someone', amount: '5000', password: ' ', remark: '' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ recipient: 'ledger:upline.pickRecipient', amount: 'ledger:amount.tooMuch', password: 'ledger:upline.passwordRequired' });
    expect(calls).toEqual([]);
  });

  it('shows a wrong payment password at its field and stays on the form', async () => {
    const wrong = new PlatformError({ kind: 'envelope', errorCode: 'invalid.payment.pw', messageKey: 'errors:paymentPasswordInvalid' });
    const { actor, calls } = run(targets, wrong);
    await idle(actor);
    actor.send({ type: 'SUBMIT', request: { ...request, password: '000000' } });
    await idle(actor);
    expect(connectTransferUpline(actor.getSnapshot(), vi.fn())).toMatchObject({ status: 'editing', fieldErrors: { password: 'errors:paymentPasswordInvalid' }, errorKey: null });
    expect(calls).toHaveLength(1);
  });

  it('sends once on a double submit', async () => {
    const { actor, calls } = run();
    await idle(actor);
    actor.send({ type: 'SUBMIT', request: { ...request, amount: '20,00' } });
    actor.send({ type: 'SUBMIT', request });
    await idle(actor);
    expect(calls).toEqual([{ recipient: UPLINE, amount: 20, password: '246810', remark: '' }]);
    expect(connectTransferUpline(actor.getSnapshot(), vi.fn()).status).toBe('sent');
  });

  it('opened from the downline list for one downline, offers only that one (even one the targets do not list) and sends to it', async () => {
    const { actor, calls } = run(targets, undefined, { downline: 'gen-downline-7' });
    await idle(actor);
    const flow = connectTransferUpline(actor.getSnapshot(), vi.fn());
    expect(flow.status).toBe('editing');
    expect(flow.recipients.map((option) => option.value)).toEqual(['gen-downline-7']);
    actor.send({ type: 'SUBMIT', request: { ...request, recipient: UPLINE } });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({ recipient: 'ledger:upline.pickRecipient' });
    actor.send({ type: 'SUBMIT', request: { ...request, recipient: 'gen-downline-7' } });
    await idle(actor);
    expect(calls).toEqual([{ recipient: 'gen-downline-7', amount: 20, password: '246810', remark: '' }]);
  });
});
