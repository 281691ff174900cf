/** Wiring of the wallet transfers: the merchant's wallet mode (session-cached), balances, consolidated funds, transfers. */
import { createLedgerApi } from '@api/ledger';
import * as z from 'zod/mini';
import type { Balance } from '@api/index';
import { readWalletTransfer, transferFundMachine, type TransferFundLoad, type WalletTransferCall, type WalletTransferIntent } from '@machines/wallet/transferFund.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { api, lazyArea, platformCall } from '../platform';
import { sessionCached } from '../session-cache';

const ledgerArea = lazyArea('ledger', createLedgerApi);

/** A transfer whose outcome was unknown when the page was left or reloaded. */
const pendingTransfer = pendingIntent<WalletTransferIntent>(
  'walletTransfer',
  intentSchema(z.object({ from: z.string(), to: z.string(), amount: z.number() }), z.object({ from: z.number(), to: z.number() })),
);

export const transferFundLogic = transferFundMachine.provide({
  actors: {
    loadWallets: platformCall<TransferFundLoad, { consolidated: boolean }>(async (input, { signal }) => {
      const { isSingle } = await sessionCached('merchantWallet', () => api.wallet.getMerchantWallet({ signal }));
      if (isSingle) return { isSingle, balance: { sumBalance: 0, currencySymbol: undefined, balance: [] }, consolidated: null, pendingTransfer: null };
      const [balance, consolidated] = await Promise.all([
        api.wallet.getBalance({ signal }),
        input.consolidated ? api.wallet.getConsolidatedFunds({ signal }) : Promise.resolve(null),
      ]);
      return { isSingle, balance, consolidated, pendingTransfer: pendingTransfer.read() };
    }),
    transfer: platformCall<Balance, WalletTransferCall>((call, { signal }) =>
      api.wallet.transfer({ fromAccountTypeId: call.from, toAccountTypeId: call.to, amount: call.amount, idempotencyKey: call.idempotencyKey }, { signal }),
    ),
    recall: platformCall<Balance>((_, { signal }) => ledgerArea().recallToMain({ signal })),
    checkOutcome: outcomeCheckWith<WalletTransferIntent, Balance>(async (intent, { signal }) => readWalletTransfer(intent, await api.wallet.getBalance({ signal }))),
  },
  actions: {
    keepIntent: ({ context }) => pendingTransfer.keep(context.intent),
    forgetIntent: () => pendingTransfer.forget(),
  },
});
