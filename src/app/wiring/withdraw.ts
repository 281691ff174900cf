/** Wiring of the withdraw chart: the withdraw area's calls (settings, accounts, turnover, records, fee, submit, cancel). */
import type { BindAccountPayload, WithdrawPayload, WithdrawalOrder } from '@api/withdraw';
import * as z from 'zod/mini';
import { readWithdrawal, withdrawMachine, type SetPasswordRequest, type WithdrawData, type WithdrawIntent } from '@machines/withdraw.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from './outcome';
import { platformCall } from './platform';
import { api } from './withdrawApi';

/** A withdrawal whose outcome was unknown when the page was left or reloaded. */
const pendingWithdrawal = pendingIntent<WithdrawIntent>(
  'withdraw',
  intentSchema(z.object({ amount: z.number(), bankCardId: z.string() }), z.array(z.string())),
);

const firstRecords = async (signal: AbortSignal) => (await api.withdraw.getRecords({ pageNo: 1, pageSize: 10 }, { signal })).list;

export const withdrawLogic = withdrawMachine.provide({
  actors: {
    loadWithdraw: platformCall<WithdrawData>(async (_, { signal }) => {
      const [settings, accounts, turnover, records] = await Promise.all([
        api.withdraw.getSettings({ signal }),
        api.withdraw.getAccounts({ signal }),
        api.withdraw.getTurnover({ signal }),
        api.withdraw.getRecords({ pageNo: 1, pageSize: 10 }, { signal }),
      ]);
      return { settings, groups: accounts.groups, turnover, records: records.list, pendingWithdrawal: pendingWithdrawal.read() };
    }),
    loadRecords: platformCall<readonly WithdrawalOrder[]>((_, { signal }) => firstRecords(signal)),
    checkOutcome: outcomeCheckWith<WithdrawIntent, WithdrawalOrder>(async (intent, { signal }) => readWithdrawal(intent, await firstRecords(signal))),
    setPaymentPassword: platformCall<void, SetPasswordRequest>(async (request, { signal }) => {
      await api.withdraw.setPaymentPassword(request, { signal });
    }),
    bindAccount: platformCall((request: BindAccountPayload, { signal }) => api.withdraw.bindAccount(request, { signal })),
    previewFee: platformCall((amount: number, { signal }) => api.withdraw.previewFee(amount, { signal })),
    submitWithdrawal: platformCall((payload: WithdrawPayload, { signal }) => api.withdraw.withdraw(payload, { signal })),
    cancelWithdrawal: platformCall((orderNo: string, { signal }) => api.withdraw.cancel(orderNo, { signal })),
  },
  actions: {
    keepIntent: ({ context }) => pendingWithdrawal.keep(context.intent),
    forgetIntent: () => pendingWithdrawal.forget(),
  },
});
