/**
 * The session chart's restore when the platform does not answer (machines/auth/session.machine.ts):
 * a reload on a flaky connection keeps the stored token and shows the retry page, which tries
 * again by itself, when the connection is back or when asked, and can be given up for a visitor's
 * page. A token the platform refuses still makes a quiet visitor of it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectSession } from '../../../machines/auth/session.connect';
import { RESTORE_RETRY_DELAY_MS, sessionMachine, type RestoredSession, type SessionInfo } from '../../../machines/auth/session.machine';

const member: SessionInfo = { id: '7', account: 'member01', type: 0 };
const unanswered = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) => Object.assign(new Error(kind), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'system.error', messageKey: 'errors:systemBusy' });
const expiredToken = () => Object.assign(new Error('401'), { kind: 'session', httpStatus: 401, errorCode: 'login.not.session', messageKey: 'errors:notLoggedIn' });

/** `answers` in turn: an Error is the restore failing with it, anything else what it finds. */
function start(answers: Array<RestoredSession | Error>) {
  const calls = { restores: 0, cleared: 0 };
  let online: () => void = () => undefined;
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<RestoredSession>(async () => {
        const answer = answers[Math.min(calls.restores++, answers.length - 1)] ?? null;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      connectionWatch: fromCallback(({ sendBack }) => {
        online = () => sendBack({ type: 'ONLINE' });
        return () => (online = () => undefined);
      }),
    },
    actions: { clearSession: () => void calls.cleared++ },
  });
  const actor = createActor(logic).start();
  const view = () => connectSession(actor.getSnapshot(), actor.send.bind(actor));
  return { actor, calls, view, online: () => online() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session chart: a restore the platform did not answer', () => {
  it.each([
    ['no connection', unanswered('network')],
    ['a timeout', unanswered('timeout')],
    ['a 503', unanswered('http', 503)],
  ])('%s: the token is kept and the retry page says why; nobody is signed in or out, pages wait', async (_, error) => {
    const { actor, calls, view } = start([error]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('unreachable');
    expect(calls.cleared).toBe(0);
    expect(view()).toMatchObject({ signedIn: false, restoring: true, dialogDue: false });
    expect(view().unreachable).toMatchObject({ errorKey: error.messageKey, retryInSeconds: RESTORE_RETRY_DELAY_MS / 1000 });
  });

  it('tries again by itself after its delay, not before, and the member is back where they were', async () => {
    const { actor, calls, view } = start([unanswered('network'), member]);
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_DELAY_MS - 1);
    expect(calls.restores).toBe(1);
    expect(actor.getSnapshot().value).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.restores).toBe(2);
    expect(actor.getSnapshot().value).toBe('member');
    expect(view()).toMatchObject({ signedIn: true, restoring: false, unreachable: null, info: member });
    expect(calls.cleared).toBe(0);
  });

  it('tries again at once when the player asks, or when the connection comes back', async () => {
    const asked = start([unanswered('network'), member]);
    await vi.advanceTimersByTimeAsync(0);
    asked.view().unreachable?.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.calls.restores).toBe(2);
    expect(asked.actor.getSnapshot().value).toBe('member');

    const back = start([unanswered('network'), member]);
    await vi.advanceTimersByTimeAsync(0);
    back.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(back.calls.restores).toBe(2);
    expect(back.actor.getSnapshot().value).toBe('member');
  });

  it('still unanswered: the retry page again, with no retry piling up on another', async () => {
    const { actor, calls, view } = start([unanswered('network'), unanswered('http', 502), member]);
    await vi.advanceTimersByTimeAsync(0);
    view().unreachable?.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('unreachable');
    expect(calls.restores).toBe(2);
    // the delay counts from the second failure: one more restore after it, not two
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_DELAY_MS);
    expect(calls.restores).toBe(3);
    expect(actor.getSnapshot().value).toBe('member');
  });

  it('given up: a visitor, the stored token dropped, and no retry after', async () => {
    const { actor, calls, view } = start([unanswered('network'), member]);
    await vi.advanceTimersByTimeAsync(0);
    view().unreachable?.continueAsVisitor();
    expect(actor.getSnapshot().value).toEqual({ visitor: 'idle' });
    expect(calls.cleared).toBe(1);
    expect(view()).toMatchObject({ signedIn: false, restoring: false, unreachable: null });
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_DELAY_MS * 2);
    expect(calls.restores).toBe(1);
  });
});

describe('session chart: a restore the platform refused', () => {
  it.each([
    ['an envelope failure', refused()],
    ['a 401', expiredToken()],
    ['an unreadable answer', Object.assign(new Error('parse'), { kind: 'parse', messageKey: 'errors:unknown' })],
  ])('%s: a quiet visitor, the token dropped, no retry page', async (_, error) => {
    const { actor, calls, view } = start([error]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ visitor: 'idle' });
    expect(calls.cleared).toBe(1);
    expect(view()).toMatchObject({ restoring: false, unreachable: null, expiredNotice: false });
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_DELAY_MS * 2);
    expect(calls.restores).toBe(1);
  });
});
