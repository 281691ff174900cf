/** Wiring of the security centre's payout accounts: the withdraw area's list and bind (one list for both pages), and the unbind. */
import type { BindAccountPayload, WithdrawAccount, WithdrawGroup } from '@api/withdraw';
import { payoutAccountsMachine } from '@machines/withdraw/payoutAccounts.machine';
import { platformCall } from '../platform';
import { api } from '../security/securityApi';

export const payoutAccountsLogic = payoutAccountsMachine.provide({
  actors: {
    loadAccounts: platformCall<readonly WithdrawGroup[]>(async (_, { signal }) => (await api.withdraw.getAccounts({ signal })).groups),
    bindAccount: platformCall<WithdrawAccount | null, BindAccountPayload>((request, { signal }) => api.withdraw.bindAccount(request, { signal })),
    unbindAccount: platformCall<unknown, { id: string }>(({ id }, { signal }) => api.security.unbindPayoutAccount(id, { signal })),
  },
});
