/** Wiring of the withdraw chart: the withdraw area's calls (settings, accounts, turnover, records, fee, submit, cancel). */
import type { BindAccountPayload, WithdrawPayload, WithdrawalOrder } from '@api/withdraw';
import { withdrawMachine, type SetPasswordRequest, type WithdrawData } from '@machines/withdraw.machine';
import { platformCall } from './platform';
import { api } from './withdrawApi';

export const withdrawLogic = withdrawMachine.provide({
  actors: {
    loadWithdraw: platformCall<WithdrawData>(async (_, { signal }) => {
      const [settings, accounts, turnover, records] = await Promise.all([
        api.withdraw.getSettings({ signal }),
        api.withdraw.getAccounts({ signal }),
        api.withdraw.getTurnover({ signal }),
        api.withdraw.getRecords({ pageNo: 1, pageSize: 10 }, { signal }),
      ]);
      return { settings, groups: accounts.groups, turnover, records: records.list };
    }),
    loadRecords: platformCall<readonly WithdrawalOrder[]>(async (_, { signal }) => (await api.withdraw.getRecords({ pageNo: 1, pageSize: 10 }, { signal })).list),
    setPaymentPassword: platformCall<void, SetPasswordRequest>(async (request, { signal }) => {
      await api.withdraw.setPaymentPassword(request, { signal });
    }),
    bindAccount: platformCall((request: BindAccountPayload, { signal }) => api.withdraw.bindAccount(request, { signal })),
    previewFee: platformCall((amount: number, { signal }) => api.withdraw.previewFee(amount, { signal })),
    submitWithdrawal: platformCall((payload: WithdrawPayload, { signal }) => api.withdraw.withdraw(payload, { signal })),
    cancelWithdrawal: platformCall((orderNo: string, { signal }) => api.withdraw.cancel(orderNo, { signal })),
  },
});
