/** Wiring of the wallet transfers: the merchant's wallet mode (session-cached), balances, consolidated funds, transfers. */
import type { Balance } from '@api/index';
import { transferFundMachine, type TransferFundLoad, type WalletTransferRequest } from '@machines/transferFund.machine';
import { api } from './ledger-api';
import { platformCall } from './platform';
import { sessionCached } from './session-cache';

export const transferFundLogic = transferFundMachine.provide({
  actors: {
    loadWallets: platformCall<TransferFundLoad, { consolidated: boolean }>(async (input, { signal }) => {
      const { isSingle } = await sessionCached('merchantWallet', () => api.wallet.getMerchantWallet({ signal }));
      if (isSingle) return { isSingle, balance: { sumBalance: 0, currencySymbol: undefined, balance: [] }, consolidated: null };
      const [balance, consolidated] = await Promise.all([
        api.wallet.getBalance({ signal }),
        input.consolidated ? api.wallet.getConsolidatedFunds({ signal }) : Promise.resolve(null),
      ]);
      return { isSingle, balance, consolidated };
    }),
    transfer: platformCall<Balance, WalletTransferRequest>((request, { signal }) =>
      api.wallet.transfer({ fromAccountTypeId: request.from, toAccountTypeId: request.to, amount: request.amount }, { signal }),
    ),
    recall: platformCall<Balance>((_, { signal }) => api.ledger.recallToMain({ signal })),
  },
});
