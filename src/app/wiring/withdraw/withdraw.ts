/** Wiring of the withdraw chart: the withdraw area's calls (settings, accounts, turnover, records, fee, submit, cancel). */
import { PlatformError } from '@api/errors';
import { createWithdrawApi, type BindAccountPayload, type WithdrawFee, type WithdrawPayload, type WithdrawalOrder } from '@api/withdraw';
import * as z from 'zod/mini';
import { readWithdrawal, withdrawMachine, type SetPasswordRequest, type WithdrawData, type WithdrawIntent } from '@machines/withdraw/withdraw.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { lazyArea, platformCall } from '../platform';

const withdrawArea = lazyArea('withdraw', createWithdrawApi);

/** A withdrawal whose outcome was unknown when the page was left or reloaded. */
const pendingWithdrawal = pendingIntent<WithdrawIntent>(
  'withdraw',
  intentSchema(z.object({ amount: z.number(), bankCardId: z.string() }), z.array(z.string())),
);

/**
 * A call of ours the page can do without: its answer, or null when it failed. A failure of the
 * settings (the accounts call waits for them) is the settings' own: the load fails with it.
 * An abort (the page left) still ends the load.
 */
async function readable<T>(call: Promise<T>, signal: AbortSignal): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

const firstRecords = async (signal: AbortSignal) => (await withdrawArea().getRecords({ pageNo: 1, pageSize: 10 }, { signal })).list;

export const withdrawLogic = withdrawMachine.provide({
  actors: {
    loadWithdraw: platformCall<WithdrawData>(async (_, { signal }) => {
      // settings and turnover are API.md's calls: the page needs them. The accounts (unless the
      // settings carry them) and the records are routes of ours a platform may not map (a 404):
      // without them the page still loads and says what is missing.
      const settingsCall = withdrawArea().getSettings({ signal });
      const accountsCall = settingsCall.then((settings) => settings.accounts ?? withdrawArea().getAccounts({ signal }));
      const [settings, accounts, turnover, records] = await Promise.all([
        settingsCall,
        readable(accountsCall, signal),
        withdrawArea().getTurnover({ signal }),
        readable(withdrawArea().getRecords({ pageNo: 1, pageSize: 10 }, { signal }), signal),
      ]);
      return {
        settings,
        groups: accounts?.groups ?? [],
        otherAccounts: accounts?.other ?? [],
        accountsUnavailable: accounts === null,
        turnover,
        records: records?.list ?? [],
        recordsUnavailable: records === null,
        pendingWithdrawal: pendingWithdrawal.read(),
      };
    }),
    // asked again on a switch of language: the adapter sends the page's language with every call
    loadSettings: platformCall((_, { signal }) => withdrawArea().getSettings({ signal })),
    loadRecords: platformCall<readonly WithdrawalOrder[]>((_, { signal }) => firstRecords(signal)),
    checkOutcome: outcomeCheckWith<WithdrawIntent, WithdrawalOrder>(async (intent, { signal }) => readWithdrawal(intent, await firstRecords(signal))),
    setPaymentPassword: platformCall<void, SetPasswordRequest>(async (request, { signal }) => {
      await withdrawArea().setPaymentPassword(request, { signal });
    }),
    bindAccount: platformCall((request: BindAccountPayload, { signal }) => withdrawArea().bindAccount(request, { signal })),
    previewFee: platformCall(async (amount: number, { signal }): Promise<WithdrawFee | null> => {
      try {
        return await withdrawArea().previewFee(amount, { signal });
      } catch (error) {
        // API.md names "a fee preview call" but not its path: ours (routes.ts), which a platform
        // may not map. A 404 means no preview, never no withdrawal: the confirm step
        // then says the fee could not be shown. Any other failure refuses at the form as before.
        if (error instanceof PlatformError && error.kind === 'http' && error.httpStatus === 404) return null;
        throw error;
      }
    }),
    submitWithdrawal: platformCall((payload: WithdrawPayload, { signal }) => withdrawArea().withdraw(payload, { signal })),
    cancelWithdrawal: platformCall((orderNo: string, { signal }) => withdrawArea().cancel(orderNo, { signal })),
  },
  actions: {
    keepIntent: ({ context }) => pendingWithdrawal.keep(context.intent),
    forgetIntent: () => pendingWithdrawal.forget(),
  },
});
