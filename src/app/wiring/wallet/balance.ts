/** Wiring of the balance chart: the consolidated balance call. */
import { balanceMachine, type BalanceValue } from '@machines/wallet/balance.machine';
import { api, platformCall } from '../platform';

export const balanceLogic = balanceMachine.provide({
  actors: {
    loadBalance: platformCall<BalanceValue>(async (_, { signal }) => {
      const balance = await api.wallet.getBalance({ signal });
      return { amount: balance.sumBalance, currencySymbol: balance.currencySymbol || '$' };
    }),
  },
});
