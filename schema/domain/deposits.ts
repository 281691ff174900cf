/**
 * Deposits on the embedded platform: the channels a member can pay through (bank transfer,
 * e-wallet, crypto, QR), the promotions a deposit can claim, and each scenario's deposit orders
 * with their life cycle: pending → credited | rejected | failed, or cancelled by the member while
 * pending. A bank transfer credits itself BANK_AUTO_CREDIT_MINUTES after it was made (scenario
 * time: advanceClock moves it); QA steers any order with the control endpoint (setDepositStatus).
 * Crediting posts the amount, and a claimed promotion's bonus to the bonus wallet, through
 * Scenario.postMovement and tells the member's open pages (publishAccountEvent).
 *
 * The orders live in a book per scenario (a WeakMap), so a reset scenario starts with none.
 */
import type { Member, Scenario } from '../state/scenario.js';
import { BONUS_WALLET } from '../seed/accounts.js';
import type { Language } from '../seed/text.js';
import { roundMoney } from '../infra/units.js';

export type DepositChannelKind = 'BANK' | 'EWALLET' | 'CRYPTO' | 'QR';
export type DepositStatus = 'PENDING' | 'CREDITED' | 'REJECTED' | 'FAILED' | 'CANCELLED';
export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['PENDING', 'CREDITED', 'REJECTED', 'FAILED', 'CANCELLED'];

/** Minutes of platform time after which a pending bank transfer is credited by itself. */
export const BANK_AUTO_CREDIT_MINUTES = 10;

export interface DepositChannel {
  readonly id: string;
  readonly kind: DepositChannelKind;
  readonly name: Readonly<Record<Language, string>>;
  readonly bankCode: string;
  readonly bankType: string;
  readonly vendorId: string;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly fixedAmounts: readonly number[];
  readonly allowDecimal: boolean;
}

export interface DepositPromotion {
  readonly id: string;
  readonly name: Readonly<Record<Language, string>>;
  /** Bonus as a percentage of the deposit, paid to the bonus wallet on credit. */
  readonly bonusPercent: number;
  readonly minDeposit: number;
}

export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  {
    id: 'bank-bbva',
    kind: 'BANK',
    name: { es: 'Transferencia bancaria', en: 'Bank transfer' },
    bankCode: 'BBVA',
    bankType: 'B',
    vendorId: 'OFFLINE',
    minAmount: 100,
    maxAmount: 50_000,
    fixedAmounts: [100, 500, 1000, 5000],
    allowDecimal: false,
  },
  {
    id: 'ewallet-mp',
    kind: 'EWALLET',
    name: { es: 'Mercado Pago', en: 'Mercado Pago' },
    bankCode: 'MERCADOPAGO',
    bankType: 'E',
    vendorId: 'MPAGO',
    minAmount: 50,
    maxAmount: 20_000,
    fixedAmounts: [50, 100, 200, 500, 1000],
    allowDecimal: true,
  },
  {
    id: 'crypto-usdt',
    kind: 'CRYPTO',
    name: { es: 'USDT (TRC20)', en: 'USDT (TRC20)' },
    bankCode: 'USDT',
    bankType: 'V',
    vendorId: 'CRYPTOPAY',
    minAmount: 200,
    maxAmount: 100_000,
    fixedAmounts: [200, 1000, 5000],
    allowDecimal: true,
  },
  {
    id: 'qr-codi',
    kind: 'QR',
    name: { es: 'Pago con QR (CoDi)', en: 'QR payment (CoDi)' },
    bankCode: 'CODI',
    bankType: 'Q',
    vendorId: 'CODI',
    minAmount: 20,
    maxAmount: 10_000,
    fixedAmounts: [20, 100, 300],
    allowDecimal: false,
  },
];

export const DEPOSIT_PROMOTIONS: readonly DepositPromotion[] = [
  { id: 'promo-welcome', name: { es: 'Bono de bienvenida 20%', en: 'Welcome bonus 20%' }, bonusPercent: 20, minDeposit: 200 },
  { id: 'promo-reload', name: { es: 'Recarga semanal 5%', en: 'Weekly reload 5%' }, bonusPercent: 5, minDeposit: 100 },
];

/** Where a bank transfer goes (the member copies these). */
export const DEPOSIT_BANK_ACCOUNT = { bankName: 'BBVA México', accountHolder: 'Royal Pay S.A. de C.V.', accountNumber: '012180001234567890' } as const;
export const DEPOSIT_CRYPTO_WALLET = { address: 'TQ7kd4R9cW2pX8yLm3nV6bJ5hF1gZ0aEsU', network: 'TRC20' } as const;

/** The coin a crypto deposit is paid in and what one is worth in pesos: a believable USDT rate, fixed so an order's figures never move. */
export const DEPOSIT_CRYPTO_COIN = { currency: 'USDT', rate: 18.31 } as const;

/** An order's amount in the coin, rounded up to the coin's cent so that what is sent covers the amount. */
export function cryptoAmountOf(amount: number): number {
  // rounded to 1e-6 first: 18.31 × 27.31 is not exact in binary, and must not ceil to 27.32
  return Math.ceil(Math.round((amount / DEPOSIT_CRYPTO_COIN.rate) * 1e6) / 1e4) / 100;
}

/** The provider's payment page an e-wallet deposit opens (schema/media/pages.ts). */
export const DEPOSIT_PAY_PAGE_PATH = '/__platform/pay';

export interface DepositOrder {
  readonly orderNo: string;
  readonly username: string;
  readonly channelId: string;
  readonly kind: DepositChannelKind;
  readonly amount: number;
  readonly promotionId: string | null;
  readonly bonusAmount: number;
  status: DepositStatus;
  readonly createdAt: number;
  updatedAt: number;
  /** The bank transfer's reference the member writes on the transfer. */
  readonly reference: string;
  readonly idempotencyKey: string | null;
}

interface DepositBook {
  readonly orders: DepositOrder[];
  /** `${username}:${key}` → the order that key created first. */
  readonly byKey: Map<string, DepositOrder>;
  sequence: number;
}

const books = new WeakMap<Scenario, DepositBook>();

export function depositBook(scenario: Scenario): DepositBook {
  let book = books.get(scenario);
  if (!book) {
    book = { orders: [], byKey: new Map(), sequence: 0 };
    books.set(scenario, book);
  }
  return book;
}

export function channelById(id: string): DepositChannel | undefined {
  return DEPOSIT_CHANNELS.find((channel) => channel.id === id);
}

export function promotionById(id: string): DepositPromotion | undefined {
  return DEPOSIT_PROMOTIONS.find((promotion) => promotion.id === id);
}

export function findOrder(scenario: Scenario, orderNo: string): DepositOrder | undefined {
  return depositBook(scenario).orders.find((order) => order.orderNo === orderNo);
}

/** The order a repeated idempotency key created, if any. */
export function orderForKey(scenario: Scenario, member: Member, key: string): DepositOrder | undefined {
  return depositBook(scenario).byKey.get(`${member.username.toLowerCase()}:${key}`);
}

export interface NewDeposit {
  readonly channel: DepositChannel;
  readonly amount: number;
  readonly promotion: DepositPromotion | null;
  readonly idempotencyKey: string | null;
}

export function createOrder(scenario: Scenario, member: Member, deposit: NewDeposit): DepositOrder {
  const book = depositBook(scenario);
  book.sequence += 1;
  const now = scenario.now();
  const orderNo = `D${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${String(book.sequence).padStart(5, '0')}`;
  const order: DepositOrder = {
    orderNo,
    username: member.username,
    channelId: deposit.channel.id,
    kind: deposit.channel.kind,
    amount: roundMoney(deposit.amount),
    promotionId: deposit.promotion?.id ?? null,
    bonusAmount: deposit.promotion ? roundMoney((deposit.amount * deposit.promotion.bonusPercent) / 100) : 0,
    status: 'PENDING',
    createdAt: now,
    updatedAt: now,
    reference: `RP${member.id}${String(book.sequence).padStart(4, '0')}`,
    idempotencyKey: deposit.idempotencyKey,
  };
  book.orders.unshift(order);
  if (deposit.idempotencyKey) book.byKey.set(`${member.username.toLowerCase()}:${deposit.idempotencyKey}`, order);
  return order;
}

/**
 * Ends a pending order: CREDITED posts the amount (and the bonus) and says so; REJECTED, FAILED
 * and CANCELLED move no money. Answers false when the order was no longer pending.
 */
export function settleOrder(scenario: Scenario, order: DepositOrder, status: Exclude<DepositStatus, 'PENDING'>): boolean {
  if (order.status !== 'PENDING') return false;
  const member = scenario.member(order.username);
  if (!member) return false;
  order.status = status;
  order.updatedAt = scenario.now();
  if (status === 'CREDITED') {
    scenario.postMovement(member, { type: 'DEPOSIT', amount: order.amount, remark: `Deposit ${order.orderNo}`, orderNo: order.orderNo });
    if (order.bonusAmount > 0) {
      scenario.postMovement(member, { type: 'BONUS', amount: order.bonusAmount, wallet: BONUS_WALLET, remark: `Deposit bonus ${order.orderNo}`, orderNo: order.orderNo });
    }
    scenario.publishAccountEvent(member.username, { kind: 'depositCredited', orderNo: order.orderNo, amount: order.amount });
  } else if (status === 'REJECTED') {
    scenario.publishAccountEvent(member.username, { kind: 'depositRejected', orderNo: order.orderNo, amount: order.amount });
  } else if (status === 'FAILED') {
    scenario.publishAccountEvent(member.username, { kind: 'depositFailed', orderNo: order.orderNo, amount: order.amount });
  }
  return true;
}

/** Credits the bank transfers whose time has come (called whenever deposits are read or steered). */
export function settleDueDeposits(scenario: Scenario): void {
  const due = scenario.now() - BANK_AUTO_CREDIT_MINUTES * 60_000;
  for (const order of depositBook(scenario).orders) {
    if (order.status === 'PENDING' && order.kind === 'BANK' && order.createdAt <= due) settleOrder(scenario, order, 'CREDITED');
  }
}

/** A QR picture for an order: an SVG of modules derived from the payload (drawn, not decoded). */
export function qrImageDataUrl(payload: string): string {
  const size = 25;
  let hash = 2166136261;
  const cells: string[] = [];
  const finder = (x: number, y: number) => x < 7 && y < 7;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inFinder = finder(x, y) || finder(size - 1 - x, y) || finder(x, size - 1 - y);
      let on: boolean;
      if (inFinder) {
        const fx = Math.min(x, size - 1 - x);
        const fy = Math.min(y, size - 1 - y);
        const ring = Math.max(Math.abs(fx - 3), Math.abs(fy - 3));
        on = ring !== 2;
      } else {
        hash ^= payload.charCodeAt((x * size + y) % payload.length);
        hash = Math.imul(hash, 16777619) >>> 0;
        on = (hash & 1) === 1;
      }
      if (on) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><path d="${cells.join('')}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
