/** Wallets: balances, consolidated funds, transfers between wallets and the transaction history. */
import { z } from 'zod';
import { BONUS_WALLET, GAME_WALLETS, MAIN_WALLET, isAgentType } from '../seed/accounts.js';
import type { Member, Scenario } from '../state/scenario.js';
import { roundMoney } from '../infra/units.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, requireFlag, requireRealMember, type MemberContext } from './http.js';
import { CURRENCY_SYMBOL } from './member.js';
import { consolidatedContracts } from './contracts.js';

const WALLET_NAMES: Record<number, string> = {
  [MAIN_WALLET]: 'MAIN',
  [BONUS_WALLET]: 'BONUS',
  ...Object.fromEntries(GAME_WALLETS.map((wallet) => [wallet.accountTypeId, wallet.name])),
};

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

/** Transfers need more than one wallet: a single-wallet merchant has none (`#543`). */
function requireWallets(context: MemberContext): void {
  requireRealMember(context);
  if (context.scenario.settings.singleWallet) throw new PlatformError(ERROR.functionNotAvailable, { value: { isSingle: true } });
}

/**
 * Moves `amount` from one wallet of a member to another: two ledger rows under one order number
 * (out of the source, into the target), so each row's balanceAfter is the total at that moment.
 */
export function moveBetweenWallets(scenario: Scenario, member: Member, from: number, to: number, amount: number): void {
  const orderNo = scenario.nextId('TRF');
  const remark = `${WALLET_NAMES[from] ?? from} → ${WALLET_NAMES[to] ?? to}`;
  if (!scenario.postMovement(member, { type: 'TRANSFER', amount: -amount, wallet: from, remark, orderNo })) throw new PlatformError(ERROR.balanceInsufficient);
  scenario.postMovement(member, { type: 'TRANSFER', amount, wallet: to, remark, orderNo });
}

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
    // Agents also get the consolidated contract info (SPEC.md §3): offers waiting and contracts held, by game type.
    const contracts = isAgentType(member.type) ? consolidatedContracts(scenario, member.username) : {};
    return ok({ totalBalance: roundMoney(walletBalance + downlineBalance), walletBalance, pendingWithdrawal: 0, downlineBalance, ...contracts });
  },

  walletTransfer: (context) => {
    requireWallets(context);
    const { scenario, member } = context;
    const fields = input(context, transferInput);
    const from = member.wallets.get(fields.fromAccountTypeId);
    if (from === undefined || !member.wallets.has(fields.toAccountTypeId) || fields.fromAccountTypeId === fields.toAccountTypeId) {
      throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'toAccountTypeId', message: 'unknown wallet' }] } });
    }
    const amount = roundMoney(fields.amount);
    if (amount !== fields.amount) throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'amount', message: 'at most 2 decimals' }] } });
    if (from < amount) throw new PlatformError(ERROR.balanceInsufficient);
    moveBetweenWallets(scenario, member, fields.fromAccountTypeId, fields.toAccountTypeId, amount);
    return ok(balanceValue(scenario, member));
  },

  /** Every game wallet's balance back to main in one step (wallets already empty are left alone). */
  walletRecall: (context) => {
    requireWallets(context);
    const { scenario, member } = context;
    for (const { accountTypeId } of GAME_WALLETS) {
      const amount = roundMoney(member.wallets.get(accountTypeId) ?? 0);
      if (amount > 0) moveBetweenWallets(scenario, member, accountTypeId, MAIN_WALLET, amount);
    }
    return ok(balanceValue(scenario, member));
  },

  merchantWallet: (context) => ok({ isSingle: context.scenario.settings.singleWallet }),

  transactionDetail: (context) => {
    requireRealMember(context);
    const fields = input(context, z.object({ pageNo: field.page(1), pageSize: field.page(20, 200), type: field.optionalText() }));
    const records = fields.type ? context.member.transactions.filter((record) => record.type === fields.type) : context.member.transactions;
    const { page, totalPages, totalCount } = paginate(records, fields.pageNo, fields.pageSize);
    return ok({ list: page, pageNum: fields.pageNo, totalPages, totalCount });
  },
});
