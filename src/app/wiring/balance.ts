/** Wiring of the balance chart: the consolidated balance call. */
import { balanceMachine, type BalanceValue } from '@machines/balance.machine';
import type { AccountEventListener } from '@machines/app.machine';
import { api, platformCall } from './platform';

export const balanceLogic = balanceMachine.provide({
  actors: {
    loadBalance: platformCall<BalanceValue>(async (_, { signal }) => {
      const balance = await api.wallet.getBalance({ signal });
      return { amount: balance.sumBalance, currencySymbol: balance.currencySymbol || '$' };
    }),
  },
});

/** Live events (accountEvents flow): a balance change and every resync after a break refresh the box. */
export const refreshBalanceOnAccountEvents: AccountEventListener = (signal) =>
  signal.type === 'ACCOUNT_RESYNC' || signal.event.kind === 'balanceChanged' ? { type: 'REFRESH' } : null;
