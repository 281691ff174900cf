/** Wiring of the balance chart: the consolidated balance call (the total, and the main wallet's available balance the withdraw page bounds the amount with). */
import { mainBalanceOf } from '@machines/money';
import { balanceMachine, type BalanceValue } from '@machines/wallet/balance.machine';
import { api, platformCall } from '../platform';

export const balanceLogic = balanceMachine.provide({
  actors: {
    loadBalance: platformCall<BalanceValue>(async (_, { signal }) => {
      const balance = await api.wallet.getBalance({ signal });
      return { amount: balance.sumBalance, currencySymbol: balance.currencySymbol || '$', withdrawable: mainBalanceOf(balance) };
    }),
  },
});
