/**
 * Wiring of the transfers to another account: who may receive, the main balance before a send, the
 * upline or downline call (encrypted, with the intent's idempotency key), the reading of a lost
 * answer's outcome, and the intent kept for the tab while that outcome is unknown.
 */
import { createLedgerApi } from '@api/ledger';
import * as z from 'zod/mini';
import type { AccountTransfer, Balance } from '@api/index';
import {
  commandOf,
  mainBalanceOf,
  readAccountTransfer,
  transferUplineMachine,
  UPLINE,
  type AccountTransferCall,
  type AccountTransferIntent,
  type TransferUplineLoad,
} from '@machines/agent/transferUpline.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { api, lazyArea, platformCall } from '../platform';

const ledgerArea = lazyArea('ledger', createLedgerApi);

const schema = intentSchema(z.object({ recipient: z.string().check(z.minLength(1)), amount: z.number(), remark: z.string() }), z.nullable(z.number()));

/** Sends whose outcome was unknown when the page was left or reloaded: to the upline, to a downline. */
const pending = {
  transferUpline: pendingIntent<AccountTransferIntent>('transferUpline', schema),
  transferDownline: pendingIntent<AccountTransferIntent>('transferDownline', schema),
} as const;

/** What was kept reads as its command's (an upline intent names the upline, a downline one a username). */
const readPending = (): AccountTransferIntent[] =>
  (['transferUpline', 'transferDownline'] as const).flatMap((command) => {
    const intent = pending[command].read();
    return intent && commandOf(intent) === command ? [intent] : [];
  });

export const transferUplineLogic = transferUplineMachine.provide({
  actors: {
    loadTargets: platformCall<TransferUplineLoad>(async (_, { signal }) => ({ ...(await ledgerArea().getTransferTargets({ signal })), pending: readPending() })),
    readBalance: platformCall<number | null>(async (_, { signal }) => mainBalanceOf(await api.wallet.getBalance({ signal }))),
    send: platformCall<AccountTransfer, AccountTransferCall>(({ recipient, amount, password, remark, idempotencyKey }, { signal }) => {
      const note = remark ? { remark } : {};
      return recipient === UPLINE
        ? ledgerArea().transferToUpline({ amount, password, idempotencyKey, ...note }, { signal })
        : ledgerArea().transferToDownline({ amount, password, downline: recipient, idempotencyKey, ...note }, { signal });
    }),
    checkOutcome: outcomeCheckWith<AccountTransferIntent, Balance>(async (intent, { signal }) => readAccountTransfer(intent, await api.wallet.getBalance({ signal }))),
  },
  actions: {
    keepIntent: ({ context }) => {
      if (context.intent) pending[commandOf(context.intent)].keep(context.intent);
    },
    forgetIntent: ({ context }) => {
      if (context.intent) pending[commandOf(context.intent)].forget();
    },
  },
});
