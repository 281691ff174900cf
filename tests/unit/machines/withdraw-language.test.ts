/**
 * A switch of language on the withdraw page: the settings' precaution note, which the platform
 * sends in the reader's language, is read again in the new one, and nothing the member typed or
 * chose is lost (the flow is the same one: it hears LANGUAGE, the form stays on screen). A
 * withdrawal being sent, or whose answer was lost, is never sent again by a switch.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UntrustedHtml, WithdrawFee, WithdrawPayload, WithdrawSettings, WithdrawalOrder } from '../../../src/api';
import { connectWithdraw } from '../../../machines/withdraw/withdraw.connect';
import { withdrawMachine, type WithdrawData } from '../../../machines/withdraw/withdraw.machine';
import { outcomeCheckMachine, type OutcomeReading } from '../../../machines/outcome';
import { BOUND_CARD, WITHDRAW_SETTINGS } from '../../fixtures/withdrawals';

const NOTES: Record<string, string> = {
  es: '<p>Importante: el retiro se paga a la cuenta elegida.</p>',
  en: '<p>Important: the withdrawal is paid to the chosen account.</p>',
};

/** A platform that answers in the language of the moment (the adapter's Language header); the submit answers when told. */
function platform() {
  const state = {
    language: 'es',
    loads: 0,
    settingsReads: [] as string[],
    settingsFail: false,
    submitted: [] as WithdrawPayload[],
    answer: null as null | ((order: WithdrawalOrder) => void),
    fail: null as null | ((error: unknown) => void),
  };
  const settingsIn = (language: string): WithdrawSettings => ({ ...WITHDRAW_SETTINGS, precautionNote: (NOTES[language] ?? NOTES['es']!) as UntrustedHtml });
  const loaded = (): WithdrawData => ({
    settings: settingsIn(state.language),
    groups: [{ type: 'B', banks: [{ bankCode: 'BBVA', bankName: 'BBVA' }], accounts: [BOUND_CARD] }],
    turnover: { status: 'A', list: [] },
    records: [],
  });
  const logic = withdrawMachine.provide({
    actors: {
      loadWithdraw: fromPromise(async (): Promise<WithdrawData> => {
        state.loads += 1;
        return loaded();
      }),
      loadSettings: fromPromise(async (): Promise<WithdrawSettings> => {
        state.settingsReads.push(state.language);
        if (state.settingsFail) throw new Error('settings not read');
        return settingsIn(state.language);
      }),
      loadRecords: fromPromise(async (): Promise<readonly WithdrawalOrder[]> => []),
      previewFee: fromPromise(async ({ input }: { input: number }): Promise<WithdrawFee | null> => ({ amount: input, fee: 0, received: input, feeRate: 0 })),
      submitWithdrawal: fromPromise(
        ({ input }: { input: WithdrawPayload }) =>
          new Promise<WithdrawalOrder | null>((resolve, reject) => {
            state.submitted.push(input);
            state.answer = resolve;
            state.fail = reject;
          }),
      ),
      // a lost answer: the records show no order yet, and the check is still reading
      checkOutcome: outcomeCheckMachine.provide({
        delays: { beforeReading: 60_000 },
        actors: { verify: fromPromise(async (): Promise<OutcomeReading<unknown>> => ({ kind: 'notApplied' })) },
      }),
    },
  });
  const actor = createActor(logic, { input: { language: 'es' } }).start();
  actor.send({ type: 'LANGUAGE', language: 'es' });
  actor.send({ type: 'SESSION', memberType: 0 });
  actor.send({ type: 'BALANCE', withdrawable: 5000 });
  const view = () => connectWithdraw(actor.getSnapshot(), () => undefined);
  const switchTo = (language: string) => {
    state.language = language;
    actor.send({ type: 'LANGUAGE', language });
  };
  return { state, actor, view, switchTo };
}

const settled = (snapshot: { hasTag: (tag: string) => boolean }) => !snapshot.hasTag('noteStale');

describe('the withdraw page on a switch of language', () => {
  it('reads the note again in the new language while the form stays on screen, and nothing again for the same language', async () => {
    const { state, actor, view, switchTo } = platform();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { flow: 'form' } }));
    expect(view().settings?.precautionNote).toBe(NOTES['es']);

    switchTo('en');
    // the old note is not shown while the new one is read; the form is not left (what was typed in it stays)
    expect(view().settings?.precautionNote).toBe('');
    expect(view().step).toBe('form');
    expect(view().busy).toBe(false);
    await waitFor(actor, settled);
    expect(state.settingsReads).toEqual(['en']);
    expect(view().settings?.precautionNote).toBe(NOTES['en']);
    expect(view().step).toBe('form');
    // the page was not loaded again (the accounts, the records, the balance kept)
    expect(state.loads).toBe(1);
    expect(view().accounts.map((account) => account.bankCardId)).toEqual([BOUND_CARD.bankCardId]);
    expect(view().mainBalance).toBe(5000);

    actor.send({ type: 'LANGUAGE', language: 'en' });
    expect(state.settingsReads).toEqual(['en']);
  });

  it('keeps an open payment-password step, its amount, account and fee', async () => {
    const { state, actor, view, switchTo } = platform();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { flow: 'form' } }));
    actor.send({ type: 'SUBMIT', draft: { amount: 700, bankCardId: BOUND_CARD.bankCardId } });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { flow: 'askingPaymentPassword' } }));

    switchTo('en');
    await waitFor(actor, settled);
    expect(state.settingsReads).toEqual(['en']);
    expect(view().settings?.precautionNote).toBe(NOTES['en']);
    expect(view().step).toBe('askingPaymentPassword');
    expect(view().draft).toEqual({ amount: 700, bankCardId: BOUND_CARD.bankCardId });
    expect(view().fee?.amount).toBe(700);
    expect(state.submitted).toHaveLength(0);
  });

  it('never sends a withdrawal again: a switch while it is sent, or while its lost answer is checked, leaves it alone', async () => {
    const { state, actor, view, switchTo } = platform();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { flow: 'form' } }));
    actor.send({ type: 'SUBMIT', draft: { amount: 700, bankCardId: BOUND_CARD.bankCardId } });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { flow: 'askingPaymentPassword' } }));
    actor.send({ type: 'CONFIRM', password: '246810' });
    expect(actor.getSnapshot().matches({ ready: { flow: 'submitting' } })).toBe(true);
    expect(state.submitted).toHaveLength(1);

    switchTo('en');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().matches({ ready: { flow: 'submitting' } })).toBe(true);
    expect(state.submitted).toHaveLength(1);
    expect(view().settings?.precautionNote).toBe(NOTES['en']);

    // the answer is lost: its check runs, and another switch does not touch it either
    state.fail?.({ kind: 'network', messageKey: 'errors:networkAbnormal' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { flow: 'outcomeUnknown' } }));
    const key = state.submitted[0]?.idempotencyKey;
    switchTo('es');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().matches({ ready: { flow: 'outcomeUnknown' } })).toBe(true);
    expect(actor.getSnapshot().context.idempotencyKey).toBe(key);
    expect(state.submitted).toHaveLength(1);
    expect(state.settingsReads).toEqual(['en', 'es']);
    actor.stop();
  });

  it('asks again when switched while the page loads, and shows no note when the new one cannot be read', async () => {
    const { state, actor, view, switchTo } = platform();
    // the load under way was asked in Spanish
    switchTo('en');
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { flow: 'form' } }) && settled(snapshot));
    expect(state.settingsReads).toEqual(['en']);
    expect(view().settings?.precautionNote).toBe(NOTES['en']);

    state.settingsFail = true;
    switchTo('es');
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { language: 'failed' } }));
    // never the English note under a Spanish page; the form is still there
    expect(view().settings?.precautionNote).toBe('');
    expect(view().step).toBe('form');
    // the next switch asks again
    state.settingsFail = false;
    switchTo('en');
    await waitFor(actor, settled);
    expect(state.settingsReads).toEqual(['en', 'es', 'en']);
    expect(view().settings?.precautionNote).toBe(NOTES['en']);
  });
});
