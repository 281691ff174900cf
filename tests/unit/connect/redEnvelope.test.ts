/** connectRedEnvelope without React, and the chart: checked on start and polled, the button while one waits, its expiry, opened once, refusals without retry, failures retried. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RedEnvelope, RedEnvelopeOpened } from '../../../src/api/missions';
import { connectRedEnvelope } from '../../../machines/rewards/redEnvelope.connect';
import { ENVELOPE_POLL_MS, ENVELOPE_TICK_MS, redEnvelopeHearsAccount, redEnvelopeMachine, type EnvelopeOpenCall } from '../../../machines/rewards/redEnvelope.machine';
import { ENVELOPE } from '../../paths/models/missions-samples';

const OPENED: RedEnvelopeOpened = { envelopeId: 'ENV-1', amount: 8.88, openedTime: '2026-11-24T17:00:00.000Z' };

function run(checks: (RedEnvelope | null | Error)[], opens: (() => Promise<RedEnvelopeOpened>)[] = []) {
  const calls = { check: 0, open: [] as string[] };
  const actor = createActor(
    redEnvelopeMachine.provide({
      actors: {
        checkEnvelope: fromPromise(async () => {
          calls.check += 1;
          const answer = checks.shift() ?? null;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        openEnvelope: fromPromise(async ({ input }: { input: EnvelopeOpenCall }) => {
          calls.open.push(input.envelopeId);
          return (opens.shift() ?? (async () => OPENED))();
        }),
      },
    }),
  ).start();
  const api = () => connectRedEnvelope(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, calls };
}

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-24T17:00:00Z') }));
afterEach(() => vi.useRealTimers());
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the red envelope', () => {
  it('shows nothing without an envelope and asks again every poll', async () => {
    const { api, calls } = run([null, ENVELOPE]);
    await settle();
    expect(api()).toMatchObject({ status: 'hidden', showButton: false, dialogOpen: false });
    await vi.advanceTimersByTimeAsync(ENVELOPE_POLL_MS);
    expect(calls.check).toBe(2);
    expect(api()).toMatchObject({ status: 'available', showButton: true, remainingMs: ENVELOPE.expiresInMs });
  });

  it('counts the expiry down and hides the button when it runs out', async () => {
    const { api, calls } = run([{ ...ENVELOPE, expiresInMs: 3000 }, null]);
    await settle();
    await vi.advanceTimersByTimeAsync(2 * ENVELOPE_TICK_MS);
    expect(api().remainingMs).toBe(1000);
    // the expiry lands with the last tick (the same millisecond): the next macrotask at the latest
    await vi.advanceTimersByTimeAsync(ENVELOPE_TICK_MS + 1);
    expect(calls.check).toBe(2);
    expect(api()).toMatchObject({ showButton: false, status: 'hidden' });
  });

  it('opens once however often pressed, shows the amount and checks again when closed', async () => {
    let release: (value: RedEnvelopeOpened) => void = () => undefined;
    const { api, calls } = run([ENVELOPE, null], [() => new Promise((resolve) => (release = resolve))]);
    await settle();
    api().open();
    api().open();
    expect(calls.open).toEqual(['ENV-1']);
    expect(api()).toMatchObject({ status: 'opening', dialogOpen: true, showButton: false });
    release(OPENED);
    await settle();
    expect(api()).toMatchObject({ status: 'opened', amount: 8.88 });
    api().close();
    await settle();
    expect(calls.check).toBe(2);
    expect(api()).toMatchObject({ status: 'hidden', dialogOpen: false });
  });

  it('says an expired or opened envelope is refused, without a retry', async () => {
    const { api, calls } = run([ENVELOPE], [() => Promise.reject({ kind: 'envelope', errorCode: 'envelope.unavailable', messageKey: 'errors:envelopeUnavailable' })]);
    await settle();
    api().open();
    await settle();
    expect(api()).toMatchObject({ status: 'refused', failureKey: 'errors:envelopeUnavailable', canRetry: false });
    api().retry();
    expect(calls.open).toHaveLength(1);
  });

  it('says a failure and retries it on request', async () => {
    const { api, calls } = run([ENVELOPE], [() => Promise.reject({ kind: 'http', messageKey: 'errors:networkAbnormal' }), async () => OPENED]);
    await settle();
    api().open();
    await settle();
    expect(api()).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal', canRetry: true });
    api().retry();
    await settle();
    expect(calls.open).toEqual(['ENV-1', 'ENV-1']);
    expect(api()).toMatchObject({ status: 'opened', amount: 8.88 });
  });

  it('a failed check is quiet; a reconnect of the live events checks again', async () => {
    expect(redEnvelopeHearsAccount({ type: 'ACCOUNT_RESYNC' })).toEqual({ type: 'CHECK' });
    expect(redEnvelopeHearsAccount({ type: 'ACCOUNT_EVENT', event: { kind: 'newMessage', eventId: 'e', at: 1, unread: 1 } })).toBeNull();
    const { actor, api, calls } = run([new Error('offline'), ENVELOPE]);
    await settle();
    expect(api()).toMatchObject({ status: 'hidden', failureKey: null });
    actor.send({ type: 'CHECK' });
    await settle();
    expect(calls.check).toBe(2);
    expect(api().showButton).toBe(true);
  });

  it('an envelope dropped while a check is on its way is not missed: the platform\'s word then asks again', async () => {
    // the check was answered before the envelope was dropped, and the live event came before that answer
    let answerFirstCheck: (envelope: RedEnvelope | null) => void = () => undefined;
    const answers: (() => Promise<RedEnvelope | null>)[] = [() => new Promise((resolve) => (answerFirstCheck = resolve)), async () => ENVELOPE];
    let checks = 0;
    const actor = createActor(
      redEnvelopeMachine.provide({
        actors: {
          checkEnvelope: fromPromise(async () => {
            checks += 1;
            return (answers.shift() ?? (async () => null))();
          }),
        },
      }),
    ).start();
    await settle();
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    actor.send({ type: 'CHECK' });
    answerFirstCheck(null);
    await settle();
    expect(checks).toBe(2);
    expect(connectRedEnvelope(actor.getSnapshot(), (event) => actor.send(event)).showButton).toBe(true);
  });
});
