/**
 * The contract chart with fake calls: an offer accepted or rejected, a termination request agreed
 * or refused, the lower-rate consent (nothing sent without it), every call failing with its
 * message and retry, the info read again after each answer, and a double click answering once.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectContract } from '../../../machines/contracts/contract.connect';
import { contractMachine, RATE_CONFLICT_CODE, type ContractAnswerCall, type ContractInfo, type ContractLoadRequest } from '../../../machines/contracts/contract.machine';
import { HELD, infoOf, LOWER_RATE_OFFER, OFFER, TERMINATION } from '../../fixtures/contracts';

interface Script {
  info?: ContractInfo;
  /** Failures of the next load calls, in order (undefined: the call answers). */
  loadFailures?: unknown[];
  answerFailures?: unknown[];
}

function start(script: Script = {}) {
  let info = script.info ?? infoOf([OFFER]);
  const loads: string[][] = [];
  const answers: ContractAnswerCall[] = [];
  const loadFailures = [...(script.loadFailures ?? [])];
  const answerFailures = [...(script.answerFailures ?? [])];
  let releaseAnswer: (() => void) | null = null;
  let holdAnswers = false;
  const logic = contractMachine.provide({
    actors: {
      loadContracts: fromPromise(async ({ input }: { input: ContractLoadRequest }) => {
        loads.push([...input.kinds]);
        const failure = loadFailures.shift();
        if (failure) throw failure;
        return info;
      }),
      answerContract: fromPromise(async ({ input }: { input: ContractAnswerCall }) => {
        answers.push(input);
        if (holdAnswers) await new Promise<void>((resolve) => (releaseAnswer = resolve));
        const failure = answerFailures.shift();
        if (failure) throw failure;
        // the platform: the answered row no longer waits
        info = { waiting: info.waiting.filter((row) => row.id !== input.row.id), held: input.status === 'A' ? [...info.held, { ...input.row, status: 'A' }] : info.held };
      }),
    },
  });
  const actor = createActor(logic, { input: { kinds: ['DAILY_SALARY', 'DIVIDEND'] } }).start();
  const api = () => connectContract(actor.getSnapshot(), (event) => actor.send(event));
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return {
    actor,
    api,
    loads,
    answers,
    settled,
    hold: () => (holdAnswers = true),
    release: () => {
      holdAnswers = false;
      releaseAnswer?.();
    },
  };
}

const networkDown = { kind: 'network', messageKey: 'errors:networkAbnormal' };
/** A refusal the platform answered (a lost answer is checked instead: contract-outcome.test.ts). */
const refused = { kind: 'envelope', errorCode: 'contract.status.invalid', messageKey: 'errors:contractStatusInvalid' };

describe('contract chart', () => {
  it('shows the offer waiting and the contract held, then accepts the offer and reads the info again', async () => {
    const { api, answers, loads, settled } = start();
    await settled();
    expect(api()).toMatchObject({ status: 'ready', hasWaiting: true, held: [HELD] });
    expect(api().waiting[0]).toMatchObject({ request: 'offer', answers: ['accept', 'reject'], lowerRate: false });
    api().answer('contract-2', 'accept');
    expect(api()).toMatchObject({ busy: true, answering: true });
    await settled();
    expect(answers).toEqual([expect.objectContaining({ answer: 'accept', status: 'A', confirmLowerRate: false, row: expect.objectContaining({ id: 'contract-2' }) })]);
    expect(loads).toHaveLength(2);
    expect(api()).toMatchObject({ status: 'ready', hasWaiting: false, answered: true });
  });

  it('rejects an offer with R', async () => {
    const { api, answers, settled } = start();
    await settled();
    api().answer('contract-2', 'reject');
    await settled();
    expect(answers.map((request) => request.status)).toEqual(['R']);
  });

  it('answers a termination request: agree sends C, keep sends A', async () => {
    for (const [answer, status] of [['agree', 'C'], ['keep', 'A']] as const) {
      const { api, answers, settled } = start({ info: infoOf([TERMINATION]) });
      await settled();
      expect(api().waiting[0]).toMatchObject({ request: 'termination', answers: ['agree', 'keep'] });
      // an offer's answer does not fit a termination request: nothing is sent
      api().answer('contract-1', 'reject');
      expect(api().busy).toBe(false);
      api().answer('contract-1', answer);
      await settled();
      expect(answers.map((request) => request.status)).toEqual([status]);
    }
  });

  it('asks consent before accepting a lower-rate offer; without it nothing is sent, with it the answer carries it', async () => {
    const { api, answers, settled } = start({ info: infoOf([LOWER_RATE_OFFER]) });
    await settled();
    api().answer('contract-2', 'accept');
    expect(api().consentFor).toMatchObject({ answer: 'accept', row: { conflictingContracts: ['contract-6'] } });
    api().cancel();
    expect(api().consentFor).toBeNull();
    expect(answers).toEqual([]);
    api().answer('contract-2', 'accept');
    api().consent();
    await settled();
    expect(answers).toEqual([expect.objectContaining({ status: 'A', confirmLowerRate: true })]);
    expect(api().hasWaiting).toBe(false);
  });

  it('rejecting a lower-rate offer needs no consent', async () => {
    const { api, answers, settled } = start({ info: infoOf([LOWER_RATE_OFFER]) });
    await settled();
    api().answer('contract-2', 'reject');
    expect(api().consentFor).toBeNull();
    await settled();
    expect(answers).toEqual([expect.objectContaining({ status: 'R', confirmLowerRate: false })]);
  });

  it('asks consent when the platform refuses for the rate conflict the info did not show yet', async () => {
    const { actor, api, answers, settled } = start({ answerFailures: [{ kind: 'envelope', errorCode: RATE_CONFLICT_CODE, messageKey: 'errors:unknown' }] });
    await settled();
    api().answer('contract-2', 'accept');
    await waitFor(actor, (snapshot) => snapshot.hasTag('askingConsent'));
    expect(api().consentFor).toMatchObject({ answer: 'accept' });
    expect(api().failureKey).toBeNull();
    api().consent();
    await settled();
    expect(answers.map((request) => request.confirmLowerRate)).toEqual([false, true]);
  });

  it('a double click answers once', async () => {
    const { api, answers, hold, release, settled } = start();
    await settled();
    hold();
    api().answer('contract-2', 'accept');
    api().answer('contract-2', 'accept');
    api().answer('contract-2', 'reject');
    release();
    await settled();
    expect(answers).toHaveLength(1);
  });

  it('a refused answer shows its message and keeps the answer for the retry, which is a new intent (a new key)', async () => {
    const { api, answers, settled } = start({ answerFailures: [refused] });
    await settled();
    api().answer('contract-2', 'accept');
    await settled();
    expect(api()).toMatchObject({ status: 'ready', failureKey: 'errors:contractStatusInvalid', refusedAnswer: { answer: 'accept' }, hasWaiting: true, outcome: null });
    api().retry();
    await settled();
    expect(answers.map((request) => request.status)).toEqual(['A', 'A']);
    expect(answers[1]?.idempotencyKey).not.toBe(answers[0]?.idempotencyKey);
    expect(api()).toMatchObject({ failureKey: null, hasWaiting: false, lastAnswer: { answer: 'accept' } });
  });

  it('cancelling a refused answer drops it and the message', async () => {
    const { api, answers, settled } = start({ answerFailures: [refused] });
    await settled();
    api().answer('contract-2', 'reject');
    await settled();
    api().cancel();
    expect(api()).toMatchObject({ failureKey: null, refusedAnswer: null, hasWaiting: true });
    expect(answers).toHaveLength(1);
  });

  it('a failed load is retried; a failed reload keeps the rows shown', async () => {
    const { api, settled } = start({ loadFailures: [networkDown, undefined, networkDown] });
    await settled();
    expect(api()).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal' });
    api().retry();
    await settled();
    expect(api().status).toBe('ready');
    api().answer('contract-2', 'accept');
    await settled();
    // the answer went through; the reload failed: the rows read before stay, with the message
    expect(api()).toMatchObject({ status: 'ready', failureKey: 'errors:networkAbnormal', answered: true, hasWaiting: true });
    api().retry();
    await settled();
    expect(api()).toMatchObject({ failureKey: null, hasWaiting: false });
  });

  it('dismiss closes the dialog', async () => {
    const { api, settled } = start();
    await settled();
    api().dismiss();
    expect(api().status).toBe('closed');
  });
});
