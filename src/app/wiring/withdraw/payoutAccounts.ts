/** Wiring of the security centre's payout accounts: the withdraw area's list and bind (one list for both pages), and the unbind. */
import { createSecurityApi } from '@api/security';
import { createWithdrawApi, type BindAccountPayload, type WithdrawAccount, type WithdrawGroup } from '@api/withdraw';
import { payoutAccountsMachine } from '@machines/withdraw/payoutAccounts.machine';
import { lazyArea, platformCall } from '../platform';

const securityArea = lazyArea('security', createSecurityApi);
const withdrawArea = lazyArea('withdraw', createWithdrawApi);

export const payoutAccountsLogic = payoutAccountsMachine.provide({
  actors: {
    loadAccounts: platformCall<readonly WithdrawGroup[]>(async (_, { signal }) => (await withdrawArea().getAccounts({ signal })).groups),
    bindAccount: platformCall<WithdrawAccount | null, BindAccountPayload>((request, { signal }) => withdrawArea().bindAccount(request, { signal })),
    unbindAccount: platformCall<unknown, { id: string }>(({ id }, { signal }) => securityArea().unbindPayoutAccount(id, { signal })),
  },
});
