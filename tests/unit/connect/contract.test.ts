/** connectContract without React: what the dialog and the pages show in each state, and the events the intents send. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectContract } from '../../../machines/contracts/contract.connect';
import { contractMachine, type ContractAnswerCall, type ContractAnswerRequest, type ContractContext } from '../../../machines/contracts/contract.machine';
import { contractRow, HELD, infoOf, LOWER_RATE_OFFER, OFFER, TERMINATION } from '../../fixtures/contracts';

const base: ContractContext = { kinds: ['DAILY_SALARY'], info: infoOf([OFFER, TERMINATION], [HELD]), pending: null, answeredCount: 0, lastAnswer: null, failureKey: null, failureText: null, intent: null, retryable: null, lostAnswer: null };
type Value = 'loading' | 'loadFailed' | 'ready' | 'askingConsent' | 'answering' | 'answerFailed' | 'reloading' | 'reloadFailed' | 'closed' | { outcomeUnknown: 'checking' | 'stillUnknown' };
const at = (value: Value, context: Partial<ContractContext> = {}) => contractMachine.resolveState({ value, context: { ...base, ...context } });
const accept: ContractAnswerRequest = { row: LOWER_RATE_OFFER, answer: 'accept', status: 'A', confirmLowerRate: false };

describe('connectContract', () => {
  it('lists each waiting row with the answers it takes; a contract whose termination is asked shows once', () => {
    const api = connectContract(at('ready'), vi.fn());
    expect(api).toMatchObject({ status: 'ready', busy: false, hasWaiting: true, consentFor: null, failureKey: null });
    expect(api.waiting.map((view) => [view.row.id, view.request, view.answers])).toEqual([
      ['contract-2', 'offer', ['accept', 'reject']],
      ['contract-1', 'termination', ['agree', 'keep']],
    ]);
    expect(api.held).toEqual([]);
    expect(connectContract(at('ready', { info: infoOf([OFFER]) }), vi.fn()).held).toEqual([HELD]);
  });

  it('shows a row that does not say what an answer would name it by (no type, no id) without answers, and sends nothing for it', () => {
    const unnamed = contractRow({ id: '', kind: 'HOURLY_SALARY', gameType: 'FISH', answerRef: '', key: 'HOURLY_SALARY|FISH|' });
    const dividend = contractRow({ id: '', kind: 'DIVIDEND', gameType: 'SPORTS', key: 'DIVIDEND|SPORTS|' });
    const api = connectContract(at('ready', { info: infoOf([unnamed, dividend]) }), vi.fn());
    expect(api.waiting.map((view) => [view.row.key, view.answers, view.unnamed])).toEqual([
      ['HOURLY_SALARY|FISH|', [], true],
      ['DIVIDEND|SPORTS|', ['accept', 'reject'], false],
    ]);
    const actor = createActor(contractMachine.provide({ actors: { loadContracts: fromPromise(async () => infoOf([unnamed, dividend])), answerContract: fromPromise<void, ContractAnswerCall>(async () => undefined) } }), { input: { kinds: ['HOURLY_SALARY', 'DIVIDEND'] } }).start();
    return waitFor(actor, (snapshot) => snapshot.hasTag('ready') && !snapshot.hasTag('busy')).then((ready) => {
      actor.send({ type: 'ANSWER', contractId: unnamed.key, answer: 'accept' });
      expect(actor.getSnapshot().value).toEqual(ready.value);
      // an id-less dividend row is answered by its key
      actor.send({ type: 'ANSWER', contractId: dividend.key, answer: 'accept' });
      expect(actor.getSnapshot().context.pending?.row.key).toBe('DIVIDEND|SPORTS|');
      actor.stop();
    });
  });

  it('marks a lower-rate offer', () => {
    expect(connectContract(at('ready', { info: infoOf([LOWER_RATE_OFFER]) }), vi.fn()).waiting[0]?.lowerRate).toBe(true);
  });

  it('names loading, failure, the consent question, answering and closed', () => {
    expect(connectContract(at('loading', { info: null }), vi.fn())).toMatchObject({ status: 'loading', busy: true, waiting: [], hasWaiting: false });
    expect(connectContract(at('loadFailed', { info: null, failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:timeout' });
    expect(connectContract(at('askingConsent', { pending: accept }), vi.fn())).toMatchObject({ status: 'ready', consentFor: accept, busy: false });
    expect(connectContract(at('answering', { pending: accept }), vi.fn())).toMatchObject({ status: 'ready', busy: true, answering: true, consentFor: null });
    expect(connectContract(at('answerFailed', { pending: accept, failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'ready', refusedAnswer: accept, failureKey: 'errors:networkAbnormal' });
    expect(connectContract(at('reloading', { answeredCount: 1 }), vi.fn())).toMatchObject({ status: 'ready', busy: true, answering: false, answered: true });
    expect(connectContract(at('reloadFailed', { failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'ready', failureKey: 'errors:timeout', refusedAnswer: null });
    expect(connectContract(at('closed'), vi.fn()).status).toBe('closed');
  });

  it('a lost answer being checked, then still unknown: the rows stay, the answers hold, the answer checked is named', () => {
    const intent = { key: 'key-1', request: accept, sentAt: 0, before: { status: 'P' } };
    expect(connectContract(at({ outcomeUnknown: 'checking' }, { pending: accept, intent }), vi.fn())).toMatchObject({ status: 'ready', busy: true, answering: false, outcome: 'checking', unconfirmed: accept, failureKey: null, refusedAnswer: null });
    expect(connectContract(at({ outcomeUnknown: 'stillUnknown' }, { pending: accept, intent }), vi.fn())).toMatchObject({ status: 'ready', busy: true, outcome: 'unknown', unconfirmed: accept });
    expect(connectContract(at('ready', { intent }), vi.fn())).toMatchObject({ outcome: null, unconfirmed: null });
  });

  it('sends the intents', () => {
    const send = vi.fn();
    const api = connectContract(at('ready'), send);
    api.answer('contract-2', 'accept');
    api.consent();
    api.cancel();
    api.retry();
    api.dismiss();
    api.checkAgain();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'ANSWER', contractId: 'contract-2', answer: 'accept' },
      { type: 'CONSENT' },
      { type: 'CANCEL' },
      { type: 'RETRY' },
      { type: 'DISMISS' },
      { type: 'CHECK_AGAIN' },
    ]);
  });
});
