/**
 * A switch of language on the deposit page: the channels' and promotions' names and the records,
 * which the platform sends in the reader's language, are read again in the new one, and nothing
 * the member typed or chose is lost (the flow is the same one: it hears LANGUAGE). An order being
 * sent is left to finish; the settings are read again when the form comes back.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DepositOrder, DepositSettings } from '../../../src/api';
import { connectDeposit } from '../../../machines/deposit/deposit.connect';
import { depositMachine, type DepositLoad, type DepositRequest } from '../../../machines/deposit/deposit.machine';
import { DEPOSIT_ORDER, DEPOSIT_SETTINGS } from '../../paths/models/deposit.model';

const NAMES: Record<string, readonly [string, string, string]> = {
  es: ['Transferencia bancaria', 'Monedero Mercado Pago', 'Bono de bienvenida 20 %'],
  en: ['Bank transfer', 'Mercado Pago wallet', 'Welcome bonus 20%'],
};

/** A platform that answers in the language of the moment (the adapter's Language header). */
function platform() {
  const state = { language: 'es', settingsLoads: 0, recordLoads: 0, orderAnswer: null as null | ((order: DepositOrder) => void), orderFail: null as null | ((error: unknown) => void) };
  const settingsIn = (language: string): DepositSettings => {
    const [bank, wallet, promotion] = NAMES[language] ?? NAMES.es!;
    return {
      ...DEPOSIT_SETTINGS,
      channels: [
        { ...DEPOSIT_SETTINGS.channels[0]!, name: bank },
        { ...DEPOSIT_SETTINGS.channels[1]!, name: wallet },
      ],
      promotions: [{ ...DEPOSIT_SETTINGS.promotions[0]!, name: promotion }],
    };
  };
  const logic = depositMachine.provide({
    actors: {
      loadSettings: fromPromise(async (): Promise<DepositLoad> => {
        state.settingsLoads += 1;
        return settingsIn(state.language);
      }),
      loadRecords: fromPromise(async (): Promise<readonly DepositOrder[]> => {
        state.recordLoads += 1;
        return [{ ...DEPOSIT_ORDER, channelName: (NAMES[state.language] ?? NAMES.es!)[0] }];
      }),
      createDeposit: fromPromise<DepositOrder, DepositRequest>(
        () =>
          new Promise<DepositOrder>((resolve, reject) => {
            state.orderAnswer = resolve;
            state.orderFail = reject;
          }),
      ),
    },
  });
  return { state, logic };
}

const view = (actor: { getSnapshot: () => Parameters<typeof connectDeposit>[0] }) => connectDeposit(actor.getSnapshot(), () => undefined);

describe('the deposit page on a switch of language', () => {
  it('reads the channels, the promotions and the records again in the new language, keeping the channel, the amount and the promotion chosen', async () => {
    const { state, logic } = platform();
    const actor = createActor(logic, { input: { keyPrefix: 'lang', language: 'es' } }).start();
    actor.send({ type: 'LANGUAGE', language: 'es' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing', records: 'ready' }));
    expect(state.settingsLoads).toBe(1);
    actor.send({ type: 'CHOOSE_CHANNEL', channelId: 'ewallet-mp' });
    actor.send({ type: 'SET_AMOUNT', amount: '250' });
    actor.send({ type: 'SET_PROMOTION', promotionId: 'promo-welcome' });
    expect(view(actor).channels.map((channel) => channel.name)).toEqual(['Transferencia bancaria', 'Monedero Mercado Pago']);

    state.language = 'en';
    actor.send({ type: 'LANGUAGE', language: 'en' });
    // the old names are not shown while the new ones are read
    expect(view(actor).phase).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing', records: 'ready' }));
    const shown = view(actor);
    expect(shown.channels.map((channel) => channel.name)).toEqual(['Bank transfer', 'Mercado Pago wallet']);
    expect(shown.promotions.map((promotion) => promotion.name)).toEqual(['Welcome bonus 20%']);
    expect(shown.records.items.map((record) => record.channelName)).toEqual(['Bank transfer']);
    // what the member typed and chose is still there
    expect(shown.channel?.channelId).toBe('ewallet-mp');
    expect(shown.amount).toBe('250');
    expect(shown.promotion?.promotionId).toBe('promo-welcome');
    expect([state.settingsLoads, state.recordLoads]).toEqual([2, 2]);
    actor.stop();
  });

  it('reads nothing again for the language it already shows', async () => {
    const { state, logic } = platform();
    const actor = createActor(logic, { input: { keyPrefix: 'lang', language: 'es' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing', records: 'ready' }));
    actor.send({ type: 'LANGUAGE', language: 'es' });
    expect(actor.getSnapshot().matches({ form: 'editing', records: 'ready' })).toBe(true);
    expect([state.settingsLoads, state.recordLoads]).toEqual([1, 1]);
    actor.stop();
  });

  it('lets an order being sent finish, and reads the settings again in the new language when the form comes back, the amount kept', async () => {
    const { state, logic } = platform();
    const actor = createActor(logic, { input: { keyPrefix: 'lang', language: 'es' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing', records: 'ready' }));
    actor.send({ type: 'SET_AMOUNT', amount: '500' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    state.language = 'en';
    actor.send({ type: 'LANGUAGE', language: 'en' });
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    state.orderFail?.(Object.assign(new Error('refused'), { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:systemBusy' }));
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }) && state.settingsLoads === 2);
    const shown = view(actor);
    expect(shown.channels.map((channel) => channel.name)).toEqual(['Bank transfer', 'Mercado Pago wallet']);
    expect(shown.amount).toBe('500');
    expect(shown.failureKey).toBe('errors:systemBusy');
    actor.stop();
  });
});
