/**
 * The control endpoint's withdraw fields (control.graphql, "Withdraw"): settings, a member's
 * turnover and accounts, and the order life cycle QA steers.
 */
import { GraphQLError } from '../infra/graphql-runtime.js';
import type { Scenario } from '../state/scenario.js';
import {
  accountsOf,
  approveOrder,
  failOrder,
  findOrder,
  orderView,
  payOrder,
  payOrderInParts,
  rejectOrder,
  settleOverdueParts,
  withdrawState,
  type OrderChangeError,
  type TurnoverStatus,
  type WithdrawSettings,
  type WithdrawalOrder,
} from '../domain/withdraw.js';

interface WithdrawControlContext {
  readonly scenario: () => Scenario;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The settings as the control sets them: a precaution note is one text, shown in both languages (a tester's note has no translation). */
type SettingsInput = { readonly [K in keyof WithdrawSettings]?: (K extends 'precautionNote' ? string : WithdrawSettings[K]) | null };

/** The settings as the control reads them: the note in Spanish, the platform's default language. */
function controlSettings(settings: WithdrawSettings) {
  return { ...settings, precautionNote: settings.precautionNote.es };
}

function changeOrder(scenario: Scenario, orderNo: string, change: (order: WithdrawalOrder) => OrderChangeError | null) {
  settleOverdueParts(scenario);
  const order = findOrder(scenario, orderNo);
  if (!order) throw badInput(`no withdrawal "${orderNo}" in scenario "${scenario.id}"`);
  const problem = change(order);
  if (problem === 'wrong-status') throw badInput(`withdrawal ${orderNo} is ${order.status}`);
  if (problem === 'amount') throw badInput('amounts are positive and add up to at most what is left to pay');
  return orderView(scenario, order);
}

const TURNOVER_STATUSES: readonly TurnoverStatus[] = ['A', 'D', 'I', 'N'];

export function withdrawControlResolvers() {
  const withScenario =
    <Args, Result>(body: (scenario: Scenario, args: Args) => Result) =>
    (_root: unknown, args: Args, context: WithdrawControlContext): Result =>
      body(context.scenario(), args);
  const memberOf = (scenario: Scenario, username: string) => {
    const member = scenario.member(username);
    if (!member) throw badInput(`no account "${username}" in scenario "${scenario.id}"`);
    return member;
  };
  return {
    Query: {
      withdrawSettings: withScenario((scenario) => controlSettings(withdrawState(scenario).settings)),
      withdrawals: withScenario((scenario, args: { username?: string | null }) => {
        settleOverdueParts(scenario);
        const wanted = args.username?.trim().toLowerCase();
        return withdrawState(scenario)
          .orders.filter((order) => !wanted || order.username.toLowerCase() === wanted)
          .map((order) => orderView(scenario, order));
      }),
      hasPaymentPassword: withScenario((scenario, args: { username: string }) => memberOf(scenario, args.username).paymentPassword !== null),
    },
    Mutation: {
      setWithdrawSettings: withScenario((scenario, args: { settings: SettingsInput }) => {
        const { settings } = withdrawState(scenario);
        const next: WithdrawSettings = { ...settings };
        for (const [name, value] of Object.entries(args.settings) as [keyof WithdrawSettings, SettingsInput[keyof WithdrawSettings]][]) {
          if (value === null || value === undefined) continue;
          Object.assign(next, { [name]: name === 'precautionNote' && typeof value === 'string' ? { es: value, en: value } : value });
        }
        if (next.minWithdrawal <= 0 || next.maxWithdrawal < next.minWithdrawal) throw badInput('need 0 < minWithdrawal <= maxWithdrawal');
        if (next.confirmationMinutes < 1) throw badInput('confirmationMinutes is at least 1');
        if (next.withdrawPenaltyCharge < 0 || next.withdrawPenaltyCharge >= 100) throw badInput('withdrawPenaltyCharge is a percentage below 100');
        Object.assign(settings, next);
        return controlSettings(settings);
      }),
      setTurnover: withScenario((scenario, args: { username: string; status: string; rows?: readonly { gameType: string; requiredTurnover: number; actualTurnover: number }[] | null }) => {
        const member = memberOf(scenario, args.username);
        const status = args.status.trim().toUpperCase() as TurnoverStatus;
        if (!TURNOVER_STATUSES.includes(status)) throw badInput('status is A, D, I or N');
        withdrawState(scenario).turnover.set(member.username.toLowerCase(), { status, rows: (args.rows ?? []).map((row) => ({ ...row })) });
        return true;
      }),
      clearPaymentPassword: withScenario((scenario, args: { username: string }) => {
        memberOf(scenario, args.username).paymentPassword = null;
        return true;
      }),
      setWithdrawAccountActive: withScenario((scenario, args: { username: string; bankCardId: string; active: boolean }) => {
        const account = accountsOf(scenario, memberOf(scenario, args.username)).find((candidate) => candidate.bankCardId === args.bankCardId);
        if (!account) throw badInput(`no account "${args.bankCardId}" bound by ${args.username}`);
        account.isWithdrawActive = args.active;
        return true;
      }),
      approveWithdrawal: withScenario((scenario, args: { orderNo: string }) => changeOrder(scenario, args.orderNo, (order) => approveOrder(scenario, order))),
      rejectWithdrawal: withScenario((scenario, args: { orderNo: string }) => changeOrder(scenario, args.orderNo, (order) => rejectOrder(scenario, order))),
      failWithdrawal: withScenario((scenario, args: { orderNo: string }) => changeOrder(scenario, args.orderNo, (order) => failOrder(scenario, order))),
      payWithdrawal: withScenario((scenario, args: { orderNo: string }) => changeOrder(scenario, args.orderNo, (order) => payOrder(scenario, order))),
      payWithdrawalParts: withScenario((scenario, args: { orderNo: string; amounts: readonly number[] }) =>
        changeOrder(scenario, args.orderNo, (order) => payOrderInParts(scenario, order, args.amounts)),
      ),
    },
  };
}
