/**
 * A contract answer whose answer is lost: the chart reads the contract info instead of
 * saying "failed", tells the truth (the offer accepted, or the failure with a retry that carries the
 * same key), holds the answers while it does not know, and resumes the check after a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectContract } from '../../../machines/contracts/contract.connect';
import {
  contractAnswerCommand,
  contractMachine,
  readContractAnswer,
  type ContractAnswerCall,
  type ContractAnswerIntent,
  type ContractInfo,
  type ContractLoad,
  type ContractRow,
} from '../../../machines/contracts/contract.machine';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import { HELD, infoOf, OFFER, TERMINATION } from '../../fixtures/contracts';

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'contract.status.invalid', messageKey: 'errors:contractStatusInvalid' });

/** The platform's info after `call` was applied: the row leaves the waiting list; accepted or kept, it is held active. */
function applied(info: ContractInfo, call: Pick<ContractAnswerCall, 'row' | 'status'>): ContractInfo {
  const held = info.held.filter((row) => row.id !== call.row.id);
  return { ...info, waiting: info.waiting.filter((row) => row.id !== call.row.id), held: call.status === 'A' ? [...held, { ...call.row, status: 'A' }] : held };
}

/** The chart with a platform whose contract info is `platform.info` (an answer may change it and still fail). */
function run(options: { answer: (call: ContractAnswerCall, platform: { info: ContractInfo }) => Promise<void>; pending?: ContractAnswerIntent | null; start?: ContractInfo }) {
  const platform = { info: options.start ?? infoOf([OFFER]) };
  const calls: ContractAnswerCall[] = [];
  const kept: (ContractAnswerIntent | null)[] = [];
  let forgotten = 0;
  let loads = 0;
  const readings: OutcomeReading<unknown>[] = [];
  const actor = createActor(
    contractMachine.provide({
      actors: {
        loadContracts: fromPromise(async (): Promise<ContractLoad> => {
          loads += 1;
          return { ...platform.info, pendingAnswer: loads === 1 ? (options.pending ?? null) : null };
        }),
        answerContract: fromPromise(({ input }: { input: ContractAnswerCall }) => {
          calls.push(input);
          return options.answer(input, platform);
        }),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const reading = readContractAnswer(input as ContractAnswerIntent, platform.info);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepIntent: ({ context }) => void kept.push(context.intent),
        forgetIntent: () => void (forgotten += 1),
      },
    }),
    { input: { kinds: ['DAILY_SALARY', 'DIVIDEND'] } },
  ).start();
  const view = () => connectContract(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, calls, kept, readings, view, forgotten: () => forgotten, loads: () => loads };
}

const applyThen = (error: Error) => async (call: ContractAnswerCall, platform: { info: ContractInfo }) => {
  platform.info = applied(platform.info, call);
  throw error;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);

describe('a contract answer whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 502 from a gateway', lost('http', 502)],
  ])('after %s that the platform applied, says the offer is accepted and answered once', async (_, error) => {
    const { actor, calls, view, kept, forgotten, loads } = run({ answer: applyThen(error) });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().answer('contract-2', 'accept');
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    // the answers hold while it is checked: a second press sends nothing
    expect(view()).toMatchObject({ busy: true, failureKey: null, unconfirmed: { answer: 'accept', row: { id: 'contract-2' } } });
    view().answer('contract-2', 'accept');
    view().answer('contract-2', 'reject');
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, busy: false, failureKey: null, refusedAnswer: null, answered: true, lastAnswer: { answer: 'accept', row: { id: 'contract-2' } }, hasWaiting: false });
    expect(view().held.map((row) => row.id)).toContain('contract-2');
    expect(calls).toHaveLength(1);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.key).toBe(calls[0]?.idempotencyKey);
    expect(kept[0]).toMatchObject({ request: { status: 'A', row: { id: 'contract-2' } }, before: { status: 'P' } });
    expect(forgotten()).toBe(1);
    // the info was read again after the answer, as after any answer
    expect(loads()).toBe(2);
    actor.stop();
  });

  it('not applied (read twice): shows the failure with the answer kept, and the retry carries the same key', async () => {
    let attempt = 0;
    const { calls, view, readings } = run({
      answer: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        platform.info = applied(platform.info, call);
      },
    });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().answer('contract-2', 'reject');
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ outcome: null, busy: false, failureKey: 'errors:networkAbnormal', refusedAnswer: { answer: 'reject' }, hasWaiting: true, lastAnswer: null });
    view().retry();
    await vi.waitFor(() => expect(view().lastAnswer).toMatchObject({ answer: 'reject' }));
    expect(calls.map((call) => call.status)).toEqual(['R', 'R']);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(view()).toMatchObject({ failureKey: null, hasWaiting: false });
  });

  it('not applied, cancelled, then another answer: a new intent with a new key', async () => {
    const { calls, view } = run({ answer: async () => Promise.reject(lost('network')) });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().answer('contract-2', 'accept');
    await allReadings();
    expect(view().failureKey).toBe('errors:networkAbnormal');
    view().cancel();
    view().answer('contract-2', 'reject');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('a refusal the platform answered is a failure at once, with no check', async () => {
    const { view, readings, forgotten } = run({ answer: async () => Promise.reject(refused()) });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().answer('contract-2', 'accept');
    await vi.waitFor(() => expect(view().failureKey).toBe('errors:contractStatusInvalid'));
    await allReadings();
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
  });

  it('when the info never tells (the upline changed the offer meanwhile), says so, holds the answers and checks again on request', async () => {
    const { calls, view, platform, readings } = run({
      answer: async (_, platform) => {
        platform.info = infoOf([{ ...OFFER, status: 'E' }]);
        throw lost('network');
      },
    });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().answer('contract-2', 'accept');
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ outcome: 'unknown', busy: true, failureKey: null, lastAnswer: null });
    view().answer('contract-2', 'accept');
    expect(calls).toHaveLength(1);
    // the answer shows up after all: checking again finds it
    platform.info = applied(infoOf([OFFER]), { row: OFFER, status: 'A' });
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    expect(view()).toMatchObject({ outcome: null, lastAnswer: { answer: 'accept' }, failureKey: null });
  });

  it('an answer kept from before a reload is checked first, not offered again', async () => {
    const pending: ContractAnswerIntent = { key: 'key-before-reload', request: { row: OFFER, answer: 'accept', status: 'A', confirmLowerRate: false }, sentAt: 0, before: { status: 'P' } };
    const { calls, view } = run({ answer: async () => undefined, pending, start: applied(infoOf([OFFER]), { row: OFFER, status: 'A' }) });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view().busy).toBe(true);
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, lastAnswer: { answer: 'accept', row: { id: 'contract-2' } }, answered: true });
    expect(calls).toEqual([]);
  });

  it('an answer kept from before a reload that the platform never took: the failure, and the retry with its key', async () => {
    const pending: ContractAnswerIntent = { key: 'key-before-reload', request: { row: OFFER, answer: 'accept', status: 'A', confirmLowerRate: false }, sentAt: 0, before: { status: 'P' } };
    const { calls, view } = run({ answer: async (call, platform) => void (platform.info = applied(platform.info, call)), pending });
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, failureKey: 'errors:networkAbnormal', refusedAnswer: { answer: 'accept' } });
    view().retry();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.idempotencyKey).toBe('key-before-reload');
  });
});

describe('what the contract info says about an answer', () => {
  const intent = (row: ContractRow, status: 'A' | 'R' | 'C'): ContractAnswerIntent => ({
    key: 'k-12345678',
    request: { row, answer: status === 'R' ? 'reject' : status === 'C' ? 'agree' : row.status === 'V' ? 'keep' : 'accept', status, confirmLowerRate: false },
    sentAt: 0,
    before: { status: row.status },
  });
  const kinds = (reading: OutcomeReading<unknown>) => reading.kind;

  it('an offer accepted: held and active; still waiting as offered: not done', () => {
    expect(kinds(readContractAnswer(intent(OFFER, 'A'), applied(infoOf([OFFER]), { row: OFFER, status: 'A' })))).toBe('applied');
    expect(kinds(readContractAnswer(intent(OFFER, 'A'), infoOf([OFFER])))).toBe('notApplied');
  });

  it('an offer rejected: neither waiting nor held', () => {
    expect(kinds(readContractAnswer(intent(OFFER, 'R'), infoOf([])))).toBe('applied');
    expect(kinds(readContractAnswer(intent(OFFER, 'R'), infoOf([OFFER])))).toBe('notApplied');
  });

  it('a termination request agreed (gone) or refused (held active again); still asked: not done', () => {
    const asked = infoOf([TERMINATION], [{ ...HELD, status: 'V' }]);
    expect(kinds(readContractAnswer(intent(TERMINATION, 'C'), infoOf([], [])))).toBe('applied');
    expect(kinds(readContractAnswer(intent(TERMINATION, 'A'), infoOf([], [HELD])))).toBe('applied');
    expect(kinds(readContractAnswer(intent(TERMINATION, 'C'), asked))).toBe('notApplied');
    expect(kinds(readContractAnswer(intent(TERMINATION, 'A'), asked))).toBe('notApplied');
  });

  it('anything else is not known yet: the row changed by the upline, an accepted offer not held, a kind whose requests are not given', () => {
    expect(kinds(readContractAnswer(intent(OFFER, 'A'), infoOf([{ ...OFFER, status: 'E' }])))).toBe('unknown');
    expect(kinds(readContractAnswer(intent(OFFER, 'A'), infoOf([], [])))).toBe('unknown');
    expect(kinds(readContractAnswer(intent(OFFER, 'R'), { ...infoOf([], []), setUp: ['DIVIDEND'] }))).toBe('unknown');
  });

  it('keeps the dialog and each page apart for the tab', () => {
    expect(contractAnswerCommand(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'])).toBe('contractAnswer');
    expect(contractAnswerCommand(['DAILY_SALARY'])).toBe('contractAnswer.DAILY_SALARY');
  });
});
