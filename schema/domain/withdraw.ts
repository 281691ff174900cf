/**
 * Withdrawals on the embedded platform: the withdraw settings of a scenario, the accounts each
 * member has bound (bank cards B, e-wallets E, crypto addresses V), the turnover requirement, and
 * the withdrawal orders with their life cycle:
 *
 *   PENDING ──approve──▶ APPROVED ──pay / payParts──▶ PAYING (C2C parts) ──all received──▶ PAID
 *      │                    └──fail──▶ FAILED (refunded)
 *      ├──reject──▶ REJECTED (refunded)
 *      └──cancel (member)──▶ CANCELLED (refunded)
 *
 * Submitting takes the amount off the main wallet (the fee is kept out of what is paid); a refund
 * gives the amount back; every movement goes through Scenario.postMovement. A C2C part waits for
 * the member's answer (received, not received with proof, fully paid) until its deadline, after
 * which it counts as received and the payer's deposit is not refunded.
 *
 * The state lives beside the scenario (a WeakMap), so a reset scenario starts from the seed again.
 */
import type { Member, Scenario } from '../state/scenario.js';
import { roundMoney } from '../infra/units.js';
import type { LocalizedText } from '../seed/text.js';

export type WithdrawGroupType = 'B' | 'E' | 'V';
export const WITHDRAW_GROUP_TYPES: readonly WithdrawGroupType[] = ['B', 'E', 'V'];

export interface WithdrawSettings {
  allowWithdraw: boolean;
  minWithdrawal: number;
  maxWithdrawal: number;
  fixedWithdrawAmounts: number[];
  allowDecimal: boolean;
  /** Withdrawals a member may make per day. */
  dailyTimes: number;
  /** Amount a member may withdraw per day. */
  dailyAmount: number;
  /** The fee, in percent of the amount. */
  withdrawPenaltyCharge: number;
  /** Hours of the day (0–24, scenario clock, UTC) withdrawals are taken. */
  withdrawDateFrom: number;
  withdrawDateTo: number;
  c2cEnabled: boolean;
  /** How long the member has to answer a C2C part before it counts as received. */
  confirmationMinutes: number;
  /** HTML, in each language: served in the request's language like the platform's other texts. */
  precautionNote: LocalizedText;
}

export const DEFAULT_WITHDRAW_SETTINGS: Readonly<WithdrawSettings> = {
  allowWithdraw: true,
  minWithdrawal: 100,
  maxWithdrawal: 50_000,
  fixedWithdrawAmounts: [100, 200, 500, 1000],
  allowDecimal: false,
  dailyTimes: 5,
  dailyAmount: 100_000,
  withdrawPenaltyCharge: 1.5,
  withdrawDateFrom: 0,
  withdrawDateTo: 24,
  c2cEnabled: true,
  confirmationMinutes: 30,
  precautionNote: {
    es: '<p><strong>Importante:</strong> el retiro se paga a la cuenta vinculada a su nombre. Los retiros C2C llegan en partes: confirme cada parte al recibirla.</p>',
    en: '<p><strong>Important:</strong> the withdrawal is paid to the account bound in your name. C2C withdrawals arrive in parts: confirm each part when you receive it.</p>',
  },
};

/** Account types that may withdraw (API.md): members and agents of types 1 and 2. */
export const WITHDRAW_MEMBER_TYPES: readonly number[] = [0, 1, 2];

export interface BoundAccount {
  readonly bankCardId: string;
  readonly groupType: WithdrawGroupType;
  readonly bankCode: string;
  readonly bankName: string;
  /** Kept whole on the platform; sent masked. */
  readonly cardNumber: string;
  readonly cardHolder: string;
  isWithdrawActive: boolean;
}

/** The banks, wallets and networks an account can be bound to, per group. */
export const WITHDRAW_BANKS: Readonly<Record<WithdrawGroupType, readonly { bankCode: string; bankName: string }[]>> = {
  B: [
    { bankCode: 'BBVA', bankName: 'BBVA' },
    { bankCode: 'BANORTE', bankName: 'Banorte' },
    { bankCode: 'SANTANDER', bankName: 'Santander' },
  ],
  E: [
    { bankCode: 'MERCADOPAGO', bankName: 'Mercado Pago' },
    { bankCode: 'PAYPAL', bankName: 'PayPal' },
  ],
  V: [
    { bankCode: 'USDT_TRC20', bankName: 'USDT (TRC20)' },
    { bankCode: 'USDT_ERC20', bankName: 'USDT (ERC20)' },
  ],
};

export type TurnoverStatus = 'A' | 'D' | 'I' | 'N';

export interface TurnoverRow {
  readonly gameType: string;
  readonly requiredTurnover: number;
  readonly actualTurnover: number;
}

export interface TurnoverState {
  status: TurnoverStatus;
  rows: TurnoverRow[];
}

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'PAYING' | 'PAID' | 'REJECTED' | 'FAILED' | 'CANCELLED';
export type PartStatus = 'WAITING' | 'RECEIVED' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED';

export interface C2CPart {
  readonly partId: string;
  readonly amount: number;
  status: PartStatus;
  readonly createdAt: number;
  readonly deadlineAt: number;
  readonly payerName: string;
  /** Data-URL images sent with NOT_RECEIVED. */
  proofs: string[];
  answeredAt: number | null;
}

export interface WithdrawalOrder {
  readonly orderNo: string;
  readonly username: string;
  readonly amount: number;
  readonly fee: number;
  /** What the member is paid: amount − fee. */
  readonly payout: number;
  readonly bankCardId: string;
  readonly accountLabel: string;
  status: WithdrawalStatus;
  readonly createdAt: number;
  updatedAt: number;
  readonly idempotencyKey: string;
  readonly parts: C2CPart[];
  /** Set when the member said FULLY_PAID: everything remaining counts as received, reports withdrawn. */
  fullyPaid: boolean;
}

export type C2CAction = 'RECEIVED' | 'NOT_RECEIVED' | 'FULLY_PAID';

export interface WithdrawState {
  readonly settings: WithdrawSettings;
  /** username (lower case) → bound accounts. */
  readonly accounts: Map<string, BoundAccount[]>;
  /** username (lower case) → turnover requirement. */
  readonly turnover: Map<string, TurnoverState>;
  /** Newest first. */
  readonly orders: WithdrawalOrder[];
  /** `${username}:${key}` → orderNo. */
  readonly idempotency: Map<string, string>;
}

const states = new WeakMap<Scenario, WithdrawState>();

function seededAccounts(): Map<string, BoundAccount[]> {
  return new Map([
    ['member01', [{ bankCardId: 'card-member01-1', groupType: 'B', bankCode: 'BBVA', bankName: 'BBVA', cardNumber: '4152313812345678', cardHolder: 'Juan Perez', isWithdrawActive: true }]],
    ['weak01', [{ bankCardId: 'card-weak01-1', groupType: 'B', bankCode: 'BANORTE', bankName: 'Banorte', cardNumber: '5204165598761234', cardHolder: 'Elena Castro', isWithdrawActive: true }]],
    ['agent01', [{ bankCardId: 'card-agent01-1', groupType: 'E', bankCode: 'MERCADOPAGO', bankName: 'Mercado Pago', cardNumber: 'maria.lopez@example.com', cardHolder: 'Maria Lopez', isWithdrawActive: true }]],
  ]);
}

/** member01 has met its turnover; weak01 has not (LIVE and RNG short). Everyone else: no requirement. */
function seededTurnover(): Map<string, TurnoverState> {
  return new Map([
    ['member01', { status: 'A', rows: [] }],
    [
      'weak01',
      {
        status: 'I',
        rows: [
          { gameType: 'LIVE', requiredTurnover: 1500, actualTurnover: 420.5 },
          { gameType: 'RNG', requiredTurnover: 800, actualTurnover: 800 },
          { gameType: 'SPORTS', requiredTurnover: 300, actualTurnover: 120 },
        ],
      },
    ],
  ]);
}

export function withdrawState(scenario: Scenario): WithdrawState {
  let state = states.get(scenario);
  if (!state) {
    state = {
      settings: { ...DEFAULT_WITHDRAW_SETTINGS, fixedWithdrawAmounts: [...DEFAULT_WITHDRAW_SETTINGS.fixedWithdrawAmounts] },
      accounts: seededAccounts(),
      turnover: seededTurnover(),
      orders: [],
      idempotency: new Map(),
    };
    states.set(scenario, state);
  }
  return state;
}

const key = (member: Member) => member.username.toLowerCase();

export function accountsOf(scenario: Scenario, member: Member): BoundAccount[] {
  const state = withdrawState(scenario);
  let list = state.accounts.get(key(member));
  if (!list) {
    list = [];
    state.accounts.set(key(member), list);
  }
  return list;
}

export function turnoverOf(scenario: Scenario, member: Member): TurnoverState {
  return withdrawState(scenario).turnover.get(key(member)) ?? { status: 'A', rows: [] };
}

export function turnoverMet(turnover: TurnoverState): boolean {
  return turnover.status === 'A' || turnover.status === 'D' || turnover.rows.every((row) => row.actualTurnover >= row.requiredTurnover);
}

/** "**** 5678" for a card, the first and last characters of an address or e-mail. */
export function maskAccountNumber(number: string): string {
  const compact = number.replace(/\s+/g, '');
  if (/^\d+$/.test(compact)) return `**** ${compact.slice(-4)}`;
  if (compact.length <= 8) return `${compact.slice(0, 2)}****`;
  return `${compact.slice(0, 4)}****${compact.slice(-4)}`;
}

export function feeOf(settings: WithdrawSettings, amount: number): number {
  return roundMoney((amount * settings.withdrawPenaltyCharge) / 100);
}

function startOfDay(now: number): number {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime();
}

/** Orders of today that count against the daily limits (cancelled and rejected ones do not). */
export function todaysOrders(scenario: Scenario, member: Member): WithdrawalOrder[] {
  const since = startOfDay(scenario.now());
  return withdrawState(scenario).orders.filter(
    (order) => order.username === member.username && order.createdAt >= since && order.status !== 'CANCELLED' && order.status !== 'REJECTED' && order.status !== 'FAILED',
  );
}

export function remainingToday(scenario: Scenario, member: Member): { times: number; amount: number } {
  const { settings } = withdrawState(scenario);
  const today = todaysOrders(scenario, member);
  return {
    times: Math.max(0, settings.dailyTimes - today.length),
    amount: roundMoney(Math.max(0, settings.dailyAmount - today.reduce((sum, order) => sum + order.amount, 0))),
  };
}

export function withinHours(settings: WithdrawSettings, now: number): boolean {
  const hour = new Date(now).getUTCHours();
  return settings.withdrawDateFrom <= settings.withdrawDateTo ? hour >= settings.withdrawDateFrom && hour < settings.withdrawDateTo : hour >= settings.withdrawDateFrom || hour < settings.withdrawDateTo;
}

export function receivedOf(order: WithdrawalOrder): number {
  if (order.fullyPaid || order.status === 'PAID') return order.payout;
  return roundMoney(order.parts.filter((part) => part.status === 'RECEIVED' || part.status === 'AUTO_CONFIRMED').reduce((sum, part) => sum + part.amount, 0));
}

/** What has not been paid out in parts yet (parts not received still count as assigned). */
export function unassignedOf(order: WithdrawalOrder): number {
  return roundMoney(order.payout - order.parts.reduce((sum, part) => sum + part.amount, 0));
}

export function findOrder(scenario: Scenario, orderNo: string): WithdrawalOrder | undefined {
  return withdrawState(scenario).orders.find((order) => order.orderNo === orderNo);
}

export function ordersOf(scenario: Scenario, member: Member): WithdrawalOrder[] {
  settleOverdueParts(scenario);
  return withdrawState(scenario).orders.filter((order) => order.username === member.username);
}

function publish(scenario: Scenario, order: WithdrawalOrder, kind: 'withdrawalApproved' | 'withdrawalRejected' | 'withdrawalFailed' | 'withdrawalPaid' | 'confirmationWaiting', amount = order.amount): void {
  scenario.publishAccountEvent(order.username, { kind, orderNo: order.orderNo, amount });
}

function completeIfPaid(scenario: Scenario, order: WithdrawalOrder): void {
  if (order.status !== 'PAYING') return;
  const allAnswered = order.parts.every((part) => part.status !== 'WAITING');
  if (order.fullyPaid || (allAnswered && unassignedOf(order) <= 0 && receivedOf(order) >= order.payout)) {
    order.status = 'PAID';
    order.updatedAt = scenario.now();
    publish(scenario, order, 'withdrawalPaid', order.payout);
  }
}

/** Parts past their deadline count as received (the payer's deposit is not refunded). */
export function settleOverdueParts(scenario: Scenario): void {
  const now = scenario.now();
  for (const order of withdrawState(scenario).orders) {
    if (order.status !== 'PAYING') continue;
    let changed = false;
    for (const part of order.parts) {
      if (part.status === 'WAITING' && part.deadlineAt <= now) {
        part.status = 'AUTO_CONFIRMED';
        part.answeredAt = part.deadlineAt;
        changed = true;
      }
    }
    if (changed) completeIfPaid(scenario, order);
  }
}

export type OrderChangeError = 'not-found' | 'wrong-status' | 'amount';

function refund(scenario: Scenario, order: WithdrawalOrder, remark: string): void {
  const member = scenario.member(order.username);
  if (member) scenario.postMovement(member, { type: 'WITHDRAW', amount: order.amount, remark, orderNo: order.orderNo });
}

/** Member cancels a pending order: the amount comes back. */
export function cancelOrder(scenario: Scenario, order: WithdrawalOrder): OrderChangeError | null {
  if (order.status !== 'PENDING') return 'wrong-status';
  order.status = 'CANCELLED';
  order.updatedAt = scenario.now();
  refund(scenario, order, `Retiro cancelado ${order.orderNo}`);
  return null;
}

export function approveOrder(scenario: Scenario, order: WithdrawalOrder): OrderChangeError | null {
  if (order.status !== 'PENDING') return 'wrong-status';
  order.status = 'APPROVED';
  order.updatedAt = scenario.now();
  publish(scenario, order, 'withdrawalApproved');
  return null;
}

export function rejectOrder(scenario: Scenario, order: WithdrawalOrder): OrderChangeError | null {
  if (order.status !== 'PENDING' && order.status !== 'APPROVED') return 'wrong-status';
  order.status = 'REJECTED';
  order.updatedAt = scenario.now();
  refund(scenario, order, `Retiro rechazado ${order.orderNo}`);
  publish(scenario, order, 'withdrawalRejected');
  return null;
}

export function failOrder(scenario: Scenario, order: WithdrawalOrder): OrderChangeError | null {
  if (order.status !== 'APPROVED') return 'wrong-status';
  order.status = 'FAILED';
  order.updatedAt = scenario.now();
  refund(scenario, order, `Retiro fallido ${order.orderNo}`);
  publish(scenario, order, 'withdrawalFailed');
  return null;
}

/** Pays the whole payout in one transfer (no confirmation asked). */
export function payOrder(scenario: Scenario, order: WithdrawalOrder): OrderChangeError | null {
  if (order.status !== 'APPROVED') return 'wrong-status';
  order.status = 'PAID';
  order.updatedAt = scenario.now();
  publish(scenario, order, 'withdrawalPaid', order.payout);
  return null;
}

const PAYERS = ['Ana R.', 'Luis M.', 'Carla P.', 'Jorge S.', 'Rosa T.', 'Pedro V.'];

/** C2C: other members' deposits pay the order in parts, each waiting for the member's answer. */
export function payOrderInParts(scenario: Scenario, order: WithdrawalOrder, amounts: readonly number[]): OrderChangeError | null {
  if (order.status !== 'APPROVED' && order.status !== 'PAYING') return 'wrong-status';
  const rounded = amounts.map(roundMoney);
  if (rounded.length === 0 || rounded.some((amount) => !(amount > 0))) return 'amount';
  if (roundMoney(rounded.reduce((sum, amount) => sum + amount, 0)) > unassignedOf(order)) return 'amount';
  const { confirmationMinutes } = withdrawState(scenario).settings;
  const now = scenario.now();
  for (const amount of rounded) {
    order.parts.push({
      partId: scenario.nextId(`${order.orderNo}-part`),
      amount,
      status: 'WAITING',
      createdAt: now,
      deadlineAt: now + confirmationMinutes * 60_000,
      payerName: PAYERS[order.parts.length % PAYERS.length] ?? 'C2C',
      proofs: [],
      answeredAt: null,
    });
  }
  order.status = 'PAYING';
  order.updatedAt = now;
  publish(scenario, order, 'confirmationWaiting', roundMoney(rounded.reduce((sum, amount) => sum + amount, 0)));
  return null;
}

/** The member's answer to one waiting part. */
export function answerPart(scenario: Scenario, order: WithdrawalOrder, part: C2CPart, action: C2CAction, proofs: readonly string[]): void {
  const now = scenario.now();
  part.answeredAt = now;
  if (action === 'RECEIVED') part.status = 'RECEIVED';
  else if (action === 'NOT_RECEIVED') {
    part.status = 'NOT_RECEIVED';
    part.proofs = [...proofs];
  } else {
    // everything arrived: the parts still waiting and the ones reported as not received are
    // received, and those reports (their proofs) are withdrawn, so no part contradicts the totals
    for (const other of order.parts) {
      if (other.status === 'WAITING' || other.status === 'NOT_RECEIVED') {
        other.status = 'RECEIVED';
        other.proofs = [];
        other.answeredAt = now;
      }
    }
    order.fullyPaid = true;
  }
  order.updatedAt = now;
  completeIfPaid(scenario, order);
}

/** One order as the member's records and the confirmation list show it. */
export function orderView(scenario: Scenario, order: WithdrawalOrder) {
  const now = scenario.now();
  const received = receivedOf(order);
  return {
    orderNo: order.orderNo,
    amount: order.amount,
    fee: order.fee,
    payout: order.payout,
    receivedAmount: received,
    remainingAmount: roundMoney(Math.max(0, order.payout - received)),
    status: order.status,
    bankCardId: order.bankCardId,
    accountLabel: order.accountLabel,
    createdTime: order.createdAt,
    updatedTime: order.updatedAt,
    parts: order.parts.map((part) => ({
      partId: part.partId,
      amount: part.amount,
      status: part.status,
      payerName: part.payerName,
      createdTime: part.createdAt,
      deadlineTime: part.deadlineAt,
      remainingMs: part.status === 'WAITING' ? Math.max(0, part.deadlineAt - now) : 0,
      proofCount: part.proofs.length,
    })),
  };
}
