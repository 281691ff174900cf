/** Wiring of the transfers to another account: who may receive, and the upline or downline call (encrypted). */
import type { AccountTransfer, TransferTargets } from '@api/index';
import { transferUplineMachine, UPLINE, type AccountTransferCall } from '@machines/transferUpline.machine';
import { api } from './ledger-api';
import { platformCall } from './platform';

export const transferUplineLogic = transferUplineMachine.provide({
  actors: {
    loadTargets: platformCall<TransferTargets>((_, { signal }) => api.ledger.getTransferTargets({ signal })),
    send: platformCall<AccountTransfer, AccountTransferCall>(({ recipient, amount, password, remark }, { signal }) => {
      const note = remark ? { remark } : {};
      return recipient === UPLINE
        ? api.ledger.transferToUpline({ amount, password, ...note }, { signal })
        : api.ledger.transferToDownline({ amount, password, downline: recipient, ...note }, { signal });
    }),
  },
});
