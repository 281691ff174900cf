/** Wallets: balances, consolidated funds, transfers between wallets and the transaction history. */
import { z } from 'zod';
import { BONUS_WALLET, MAIN_WALLET, isAgentType } from '../seed/accounts.js';
import type { Member, Scenario } from '../scenario.js';
import { roundMoney } from '../units.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, requireFlag, requireRealMember } from './http.js';
import { CURRENCY_SYMBOL } from './member.js';

const WALLET_NAMES: Record<number, string> = { [MAIN_WALLET]: 'MAIN', [BONUS_WALLET]: 'BONUS' };

export function balanceValue(scenario: Scenario, member: Member) {
  return {
    sumBalance: scenario.balanceOf(member),
    currencySymbol: CURRENCY_SYMBOL,
    balance: [...member.wallets.entries()].map(([accountTypeId, availBalance]) => ({
      accountTypeId,
      accountTypeName: WALLET_NAMES[accountTypeId] ?? `WALLET_${accountTypeId}`,
      availBalance: roundMoney(availBalance),
    })),
  };
}

const transferInput = z.object({
  fromAccountTypeId: z.coerce.number().int(),
  toAccountTypeId: z.coerce.number().int(),
  amount: z.coerce.number().positive(),
});

export const walletHandlers = defineHandlers({
  balance: (context) => ok(balanceValue(context.scenario, context.member)),

  consolidatedFunds: (context) => {
    requireFlag(context, 'AGENTPOLICY3');
    requireRealMember(context);
    const { scenario, member } = context;
    const walletBalance = scenario.balanceOf(member);
    const downlineBalance = isAgentType(member.type)
      ? roundMoney([...scenario.members.values()].filter((other) => other.uplineUsername === member.username).reduce((sum, other) => sum + scenario.balanceOf(other), 0))
      : 0;
    return ok({ totalBalance: roundMoney(walletBalance + downlineBalance), walletBalance, pendingWithdrawal: 0, downlineBalance });
  },

  walletTransfer: (context) => {
    requireRealMember(context);
    const { scenario, member } = context;
    const fields = input(context, transferInput);
    const from = member.wallets.get(fields.fromAccountTypeId);
    if (from === undefined || !member.wallets.has(fields.toAccountTypeId) || fields.fromAccountTypeId === fields.toAccountTypeId) {
      throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'toAccountTypeId', message: 'unknown wallet' }] } });
    }
    if (from < fields.amount) throw new PlatformError(ERROR.balanceInsufficient);
    member.wallets.set(fields.fromAccountTypeId, roundMoney(from - fields.amount));
    member.wallets.set(fields.toAccountTypeId, roundMoney((member.wallets.get(fields.toAccountTypeId) ?? 0) + fields.amount));
    scenario.addTransaction(member, 'TRANSFER', fields.fromAccountTypeId === MAIN_WALLET ? -fields.amount : fields.amount, `${WALLET_NAMES[fields.fromAccountTypeId]} → ${WALLET_NAMES[fields.toAccountTypeId]}`);
    return ok(balanceValue(scenario, member));
  },

  merchantWallet: () => ok({ isSingle: false }),

  transactionDetail: (context) => {
    requireRealMember(context);
    const fields = input(context, z.object({ pageNo: field.page(1), pageSize: field.page(20, 200), type: field.optionalText() }));
    const records = fields.type ? context.member.transactions.filter((record) => record.type === fields.type) : context.member.transactions;
    const { page, totalPages, totalCount } = paginate(records, fields.pageNo, fields.pageSize);
    return ok({ list: page, pageNum: fields.pageNo, totalPages, totalCount });
  },
});
