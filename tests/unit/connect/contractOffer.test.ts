/** connectContractOffer without React: what "my downlines' contracts" shows in each state, and the events the intents send. */
import { describe, expect, it, vi } from 'vitest';
import { connectContractOffer } from '../../../machines/contracts/contractOffer.connect';
import { contractOfferMachine, type ContractOfferContext, type OfferDraft } from '../../../machines/contracts/contractOffer.machine';
import { ACTIVE, OFFERS, VALID_OFFER } from '../../fixtures/contractOffers';

const base: ContractOfferContext = { kind: 'DIVIDEND', offers: OFFERS, draft: null, terminating: null, fieldErrors: {}, failureKey: null, failureText: null, notice: null, intent: null, retryable: null, lostAnswer: null };
type Value = 'loading' | 'loadFailed' | { ready: 'browsing' | 'editing' | 'submitting' | 'confirmingTermination' | 'terminating' | 'reloading' | 'reloadFailed' };
const at = (value: Value, context: Partial<ContractOfferContext> = {}) => contractOfferMachine.resolveState({ value, context: { ...base, ...context } });
const draft: OfferDraft = { mode: 'new', contractId: null, offer: VALID_OFFER };

describe('connectContractOffer', () => {
  it('lists the rows with what each allows, the downlines and the kind\'s form fields', () => {
    const api = connectContractOffer(at({ ready: 'browsing' }), vi.fn());
    expect(api).toMatchObject({ status: 'ready', busy: false, draft: null, terminating: null, downlines: ['agent41', 'ga0016'], asksNetLoss: true, takesRateType: false, canRetry: false });
    expect(api.periods).toEqual(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']);
    expect(api.rows.map((row) => [row.contract.id, row.canChange, row.canTerminate])).toEqual([
      ['contract-3', true, true],
      ['contract-8', false, false],
    ]);
    const hourly = connectContractOffer(at({ ready: 'browsing' }, { kind: 'HOURLY_SALARY' }), vi.fn());
    expect(hourly).toMatchObject({ periods: ['DAILY'], asksNetLoss: false, takesRateType: true });
  });

  it('names loading and a failed load (with a retry)', () => {
    expect(connectContractOffer(at('loading', { offers: null }), vi.fn())).toMatchObject({ status: 'loading', busy: true, rows: [], downlines: [] });
    expect(connectContractOffer(at('loadFailed', { offers: null, failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'failed', canRetry: true, failureKey: 'errors:timeout' });
  });

  it('shows the form while editing and submitting (held), with the refusal; the notice only after', () => {
    expect(connectContractOffer(at({ ready: 'editing' }, { draft, fieldErrors: { downline: 'errors:contractDownlineInvalid' }, notice: 'offered' }), vi.fn())).toMatchObject({
      draft,
      submitting: false,
      fieldErrors: { downline: 'errors:contractDownlineInvalid' },
      notice: null,
    });
    expect(connectContractOffer(at({ ready: 'submitting' }, { draft }), vi.fn())).toMatchObject({ draft, submitting: true, busy: true });
    expect(connectContractOffer(at({ ready: 'reloading' }, { notice: 'offered' }), vi.fn())).toMatchObject({ draft: null, busy: true, notice: null });
    expect(connectContractOffer(at({ ready: 'browsing' }, { notice: 'offered', draft }), vi.fn())).toMatchObject({ draft: null, notice: 'offered' });
    expect(connectContractOffer(at({ ready: 'reloadFailed' }, { failureKey: 'errors:systemBusy' }), vi.fn())).toMatchObject({ status: 'ready', canRetry: true, failureKey: 'errors:systemBusy' });
  });

  it('shows the termination question while confirming and sending', () => {
    expect(connectContractOffer(at({ ready: 'confirmingTermination' }, { terminating: ACTIVE }), vi.fn())).toMatchObject({ terminating: ACTIVE, busy: false });
    expect(connectContractOffer(at({ ready: 'terminating' }, { terminating: ACTIVE }), vi.fn())).toMatchObject({ terminating: ACTIVE, busy: true });
  });

  it('sends the intents', () => {
    const send = vi.fn();
    const api = connectContractOffer(at({ ready: 'browsing' }), send);
    api.openNew();
    api.change('contract-3');
    api.terminate('contract-3');
    api.submit(VALID_OFFER);
    api.confirm();
    api.close();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'OPEN_NEW' },
      { type: 'CHANGE', contractId: 'contract-3' },
      { type: 'TERMINATE', contractId: 'contract-3' },
      { type: 'SUBMIT', offer: VALID_OFFER },
      { type: 'CONFIRM' },
      { type: 'CLOSE' },
      { type: 'RETRY' },
    ]);
  });
});
