import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SMS_TOO_MANY_REQUESTS_SECONDS, smsCountdownMachine, type SmsSent } from '../../../machines/auth/smsCountdown.machine';

/** A chart whose send answers each call from the list in turn (an Error rejects). */
function startWith(answers: Array<SmsSent | Error | object>, defaultSeconds?: number) {
  const requests: unknown[] = [];
  const sendCode = fromPromise<SmsSent, unknown>(async ({ input }) => {
    const answer = answers[Math.min(requests.length, answers.length - 1)];
    requests.push(input);
    if (answer instanceof Error || !('expiredMinutes' in (answer ?? {}))) throw answer;
    return answer as SmsSent;
  });
  const actor = createActor(smsCountdownMachine.provide({ actors: { sendCode } }), { input: defaultSeconds === undefined ? {} : { defaultSeconds } }).start();
  return { actor, requests };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const request = { mobileNum: '5512345601', countryDialingCode: '52' };

describe('SMS countdown chart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks the button for expiredMinutes × 60 s, counting down each second, then re-enables it', async () => {
    const { actor, requests } = startWith([{ expiredMinutes: 2 }]);
    actor.send({ type: 'SEND', request });
    actor.send({ type: 'SEND', request });
    await settle();
    expect(requests).toEqual([request]);
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(119);
    actor.send({ type: 'SEND', request });
    await vi.advanceTimersByTimeAsync(118_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(requests).toHaveLength(1);
  });

  it("uses the flow's default window when the answer names none (60 s unless told otherwise)", async () => {
    const first = startWith([{ expiredMinutes: null }]);
    first.actor.send({ type: 'SEND', request });
    await settle();
    expect(first.actor.getSnapshot().context.secondsLeft).toBe(60);

    const register = startWith([{ expiredMinutes: null }], 90);
    register.actor.send({ type: 'SEND', request });
    await settle();
    expect(register.actor.getSnapshot().context.secondsLeft).toBe(90);
  });

  it('waits 5 minutes after TOO_MANY_REQUESTS and says why', async () => {
    const { actor } = startWith([{ errorCode: 'TOO_MANY_REQUESTS', messageKey: 'errors:tooManyRequests' }, { expiredMinutes: 1 }]);
    actor.send({ type: 'SEND', request });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ rateLimited: 'ticking' });
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: SMS_TOO_MANY_REQUESTS_SECONDS, warningKey: 'errors:tooManyRequests' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.warningKey).toBeNull();
    await vi.advanceTimersByTimeAsync(SMS_TOO_MANY_REQUESTS_SECONDS * 1_000 - 1);
    expect(actor.getSnapshot().matches('rateLimited')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('shows any other refusal with the server message, and takes a new send only a second after it is dismissed', async () => {
    const { actor, requests } = startWith([{ errorCode: 'phone.invalid', messageKey: 'errors:phoneInvalid', serverMessage: 'Número no válido' }, { expiredMinutes: 1 }]);
    actor.send({ type: 'SEND', request });
    await settle();
    expect(actor.getSnapshot().value).toBe('warning');
    expect(actor.getSnapshot().context).toMatchObject({ warningKey: 'errors:phoneInvalid', warningText: 'Número no válido' });
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'SEND', request });
    await settle();
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'SEND', request });
    await settle();
    expect(requests).toHaveLength(2);
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
  });
});
