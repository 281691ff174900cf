/**
 * Deposits (API.md "Further calls": MCSFE_getDepositSettings, MCSFE_depositByLaunchUrl,
 * MCSFE_depositByQRImageUrl; the bank-transfer order, the records and the cancel on the paths
 * src/api/routes.ts chose). Schemas live here with the calls: only the lazily loaded deposit page
 * builds this area, so none of it reaches the first route.
 *
 * What API.md names, and how it is read: the settings' `allowDeposit`
 * and channels, the order's payload fields `amount`, `bankCode`, `bankType`, `vendorId`,
 * `deviceId`, `promotionId?`, and the order's answer "`value.redirectUrl` or a QR image". Every
 * other field is ours (chosen): optional, with the default written at its reader below. The forms
 * are read in one place, the `read*` functions of this file, and nothing in them fails a whole
 * answer: an item that is not an object is dropped, a field in a form we cannot read takes its
 * default.
 *
 * A channel's kind (chosen; what the order call and the page do with it), first that applies:
 * 1. its own `kind` (or `type`, `channelType`, `depositType`, `paymentType`), read loosely: BANK,
 *    EWALLET, CRYPTO, QR and their usual spellings; a value naming a QR (`QR_IMAGE_URL`) is QR, one
 *    naming a launch or redirect URL (`LAUNCH_URL`) is EWALLET;
 * 2. the payload's `bankType` (API.md): `B` bank, `E` e-wallet, `V` crypto (the letters API.md
 *    gives the withdraw methods), `Q` QR;
 * 3. otherwise OTHER: shown as "other method"; its order goes to MCSFE_depositByLaunchUrl (the
 *    window for a provider's page is reserved in the click), and what the answer carries decides:
 *    a redirectUrl opens the provider's page, a QR image is shown.
 * BANK posts to the bank-transfer route (ours), EWALLET to the launch URL, CRYPTO and QR to the QR
 * image URL.
 *
 * Every create call carries a client-generated `idempotencyKey` (not named by API.md: a platform
 * may ignore it, and so does the strict profile); what keeps a retried deposit from being made
 * twice on such a platform is the outcome check of machines/deposit/deposit.machine.ts.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { looksLikeUrl, safeUrl } from './safeUrl';
import { isOn, map } from './wire-values';

/** OTHER: a kind the client cannot tell (a neutral "other method", see the rule above). */
export const DEPOSIT_KINDS = ['BANK', 'EWALLET', 'CRYPTO', 'QR', 'OTHER'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
/** OTHER: a status the client does not know, or none given: neutral, nothing (no cancel) offered for it. */
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'REJECTED', 'FAILED', 'CANCELLED', 'OTHER'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export interface DepositChannel {
  /** The platform's `channelId` (text or number, chosen), else one made from the payload fields. */
  readonly channelId: string;
  /** True when `channelId` was made here: it is not sent with the order. */
  readonly derivedId?: boolean;
  /** `name` (or `channelName`, `bankName`), else the bankCode, else "" (the page shows the kind). */
  readonly name: string;
  readonly kind: DepositKind;
  /** API.md's payload fields, text or numbers, "" when absent. */
  readonly bankCode: string;
  readonly bankType: string;
  readonly vendorId: string;
  /** Chosen: absent → 0. */
  readonly minAmount: number;
  /** Chosen: absent, null or not above 0 → null, no upper limit. */
  readonly maxAmount: number | null;
  /** Chosen: a list or "100,500" of amounts; unreadable entries dropped; absent → none. */
  readonly fixedAmounts: readonly number[];
  /** Chosen: "1"/1/true → true; absent → false (whole amounts only). */
  readonly allowDecimal: boolean;
}

export interface DepositPromotion {
  readonly promotionId: string;
  readonly name: string;
  readonly bonusPercent: number;
  readonly minDeposit: number;
}

export interface DepositSettings {
  /** API.md: "1"/1/true → true; absent → false. */
  readonly allowDeposit: boolean;
  readonly channels: readonly DepositChannel[];
  /** Chosen: absent → none. */
  readonly promotions: readonly DepositPromotion[];
}

export interface DepositOrder {
  /** Chosen: text or number; absent → "" (the page says "order created" without a number). */
  readonly orderNo: string;
  readonly channelId: string;
  readonly channelName: string;
  /** Chosen: absent or unknown → OTHER (the page takes the kind of the channel the member chose). */
  readonly kind: DepositKind;
  /** Chosen: absent → 0 (the page takes the amount the member sent). */
  readonly amount: number;
  readonly promotionId?: string | undefined;
  readonly promotionName?: string | undefined;
  readonly bonusAmount: number;
  /** Chosen: absent or unknown → OTHER. */
  readonly status: DepositStatus;
  /** ISO text (a number of ms or s is made ISO); "" when absent. */
  readonly createdTime: string;
  readonly bankDetails?: { readonly bankName: string; readonly accountHolder: string; readonly accountNumber: string; readonly reference: string } | undefined;
  /** API.md: `value.redirectUrl`, when the allow-list (safeUrl.ts) lets it through. */
  readonly redirectUrl?: string | undefined;
  /**
   * The answer named a provider's page the allow-list refused (`javascript:`, `data:`, …): the order
   * exists but no page opens, and the member is told why (the deposit chart and page).
   */
  readonly redirectRefused?: true | undefined;
  /** API.md's "QR image", as a URL the page shows: a URL or data URL as sent, bare base64 made a data URL. */
  readonly qrImageUrl?: string | undefined;
  readonly crypto?: DepositCrypto | undefined;
  /** The payload fields, when a record carries them (the outcome check matches a channel by them). */
  readonly bankCode?: string | undefined;
  readonly bankType?: string | undefined;
  readonly vendorId?: string | undefined;
}

/**
 * Where and how a crypto order is paid. `address` and `network` are ours (always read, '' when
 * absent). `amount` (the order in the coin), `currency` (the coin, e.g. USDT) and `rate` (what one
 * coin is worth in the site's money, the rate the order was made at) are not named by API.md;
 * shown when the platform sends them: each is read only when it is there and readable (a number or
 * a numeric string; a positive amount and rate), and an order without them is the same order.
 */
interface DepositCrypto {
  readonly address: string;
  readonly network: string;
  readonly amount?: number | undefined;
  readonly currency?: string | undefined;
  readonly rate?: number | undefined;
}

export interface DepositOrderPage {
  readonly items: readonly DepositOrder[];
  readonly pageNum: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

type Raw = Readonly<Record<string, unknown>>;

function recordOf(value: unknown): Raw | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : null;
}

/** Text or a number as text; anything else (absent, null, an object) undefined. */
function scalarOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return undefined;
}

/** A number, or a numeric string ("12.50", "1,000.50"); anything else undefined. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : undefined;
}

/** The first key of `raw` that `read` can read. */
function firstOf<T>(raw: Raw, keys: readonly string[], read: (value: unknown) => T | undefined): T | undefined {
  for (const key of keys) {
    const value = read(raw[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A list, a map keyed by anything (its values, in order), or absent/null as none. */
function entriesOf(value: unknown): readonly { readonly key: string | null; readonly item: unknown }[] {
  if (Array.isArray(value)) return value.map((item) => ({ key: null, item }));
  const record = recordOf(value);
  return record ? Object.entries(record).map(([key, item]) => ({ key, item })) : [];
}

const KIND_WORDS: Readonly<Record<string, DepositKind>> = {
  BANK: 'BANK', BANK_TRANSFER: 'BANK', BANKTRANSFER: 'BANK', TRANSFER: 'BANK', OFFLINE: 'BANK', B: 'BANK',
  EWALLET: 'EWALLET', E_WALLET: 'EWALLET', WALLET: 'EWALLET', ONLINE: 'EWALLET', E: 'EWALLET',
  CRYPTO: 'CRYPTO', VIRTUAL: 'CRYPTO', USDT: 'CRYPTO', V: 'CRYPTO',
  QR: 'QR', QRCODE: 'QR', QR_CODE: 'QR', Q: 'QR',
};

/** A kind word (case, spaces and dashes aside); a word naming a QR or a launch/redirect URL; else undefined. */
function kindWord(value: unknown): DepositKind | undefined {
  const word = scalarOf(value)?.toUpperCase().replace(/[\s-]+/g, '_');
  if (!word) return undefined;
  const known = KIND_WORDS[word];
  if (known) return known;
  if (word.includes('QR')) return 'QR';
  if (word.includes('LAUNCH') || word.includes('REDIRECT') || word.includes('URL')) return 'EWALLET';
  return undefined;
}

const BANK_TYPE_KINDS: Readonly<Record<string, DepositKind>> = { B: 'BANK', E: 'EWALLET', V: 'CRYPTO', Q: 'QR' };

/** The kind rule of the header: the channel's own kind word, else its bankType letter, else OTHER. */
export function channelKindOf(raw: Raw): DepositKind {
  const own = firstOf(raw, ['kind', 'type', 'channelType', 'depositType', 'paymentType'], kindWord);
  if (own) return own;
  const bankType = scalarOf(raw.bankType)?.toUpperCase();
  return (bankType ? BANK_TYPE_KINDS[bankType] : undefined) ?? 'OTHER';
}

function amountsOf(value: unknown): readonly number[] {
  const items = typeof value === 'string' ? value.split(/[,;\s]+/) : Array.isArray(value) ? value : [];
  return items.map(numberOf).filter((item): item is number => item !== undefined && item > 0);
}

/** One channel of the settings, or null when it is not an object or names no way to pay (no id, no payload field). */
export function readDepositChannel(value: unknown, key: string | null = null): DepositChannel | null {
  const raw = recordOf(value);
  if (!raw) return null;
  const bankCode = scalarOf(raw.bankCode) ?? '';
  const bankType = scalarOf(raw.bankType) ?? '';
  const vendorId = scalarOf(raw.vendorId) ?? '';
  const givenId = firstOf(raw, ['channelId', 'id'], scalarOf) ?? (key ?? undefined);
  if (!givenId && !bankCode && !vendorId) return null;
  const minAmount = Math.max(0, firstOf(raw, ['minAmount', 'min', 'minDeposit'], numberOf) ?? 0);
  const max = firstOf(raw, ['maxAmount', 'max', 'maxDeposit'], numberOf);
  return {
    channelId: givenId ?? [bankType, bankCode, vendorId].join(':'),
    ...(givenId ? {} : { derivedId: true }),
    name: firstOf(raw, ['name', 'channelName', 'bankName', 'displayName'], scalarOf) ?? bankCode,
    kind: channelKindOf(raw),
    bankCode,
    bankType,
    vendorId,
    minAmount,
    maxAmount: max !== undefined && max > 0 ? max : null,
    fixedAmounts: amountsOf(raw.fixedAmounts),
    allowDecimal: isOn(raw.allowDecimal),
  };
}

function readPromotion(value: unknown): DepositPromotion | null {
  const raw = recordOf(value);
  const promotionId = raw ? firstOf(raw, ['promotionId', 'id'], scalarOf) : undefined;
  if (!raw || !promotionId) return null;
  return {
    promotionId,
    name: firstOf(raw, ['name', 'promotionName', 'title'], scalarOf) ?? promotionId,
    bonusPercent: numberOf(raw.bonusPercent) ?? 0,
    minDeposit: numberOf(raw.minDeposit) ?? 0,
  };
}

/** The settings in any form API.md allows: channels a list or a map, one unreadable channel dropped, ids kept unique. */
export function readDepositSettings(value: unknown): DepositSettings {
  const raw = recordOf(value) ?? {};
  const seen = new Set<string>();
  const channels: DepositChannel[] = [];
  for (const { key, item } of entriesOf(raw.channels)) {
    const channel = readDepositChannel(item, key);
    if (!channel) continue;
    let channelId = channel.channelId;
    for (let n = 2; seen.has(channelId); n += 1) channelId = `${channel.channelId}#${n}`;
    seen.add(channelId);
    channels.push(channelId === channel.channelId ? channel : { ...channel, channelId, derivedId: true });
  }
  const promotions = entriesOf(raw.promotions).map(({ item }) => readPromotion(item)).filter((item): item is DepositPromotion => item !== null);
  return { allowDeposit: isOn(raw.allowDeposit), channels, promotions };
}

/** A provider's page: text meant as an address (a scheme or a leading slash) that the allow-list lets through. */
function pageUrlOf(value: unknown): string | undefined {
  return typeof value === 'string' && looksLikeUrl(value) ? safeUrl(value) : undefined;
}

/** Text meant as an address that the allow-list refuses (a page that must not open). */
function refusedUrl(value: unknown): boolean {
  return typeof value === 'string' && looksLikeUrl(value) && safeUrl(value) === undefined;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

function imageTypeOf(base64: string): string {
  if (base64.startsWith('iVBOR')) return 'image/png';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  if (base64.startsWith('R0lG')) return 'image/gif';
  if (base64.startsWith('UklG')) return 'image/webp';
  if (base64.startsWith('PHN2') || base64.startsWith('PD94')) return 'image/svg+xml';
  return 'image/png';
}

/**
 * A QR image as the page can show it: a data URL of an image or an http(s)/same-site URL as sent,
 * bare base64 (of a PNG, JPEG, GIF, WebP or SVG) made a data URL; anything else (a QR's text) undefined.
 */
export function qrImageOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^data:/i.test(text)) return safeUrl(text, { dataImage: true });
  const compact = text.replace(/\s+/g, '');
  // a JPEG's base64 starts with "/9j/", which would otherwise read as a path
  if (looksLikeUrl(text) && !compact.startsWith('/9j/')) return safeUrl(text);
  if (compact.length < 16 || !BASE64.test(compact)) return undefined;
  // base64url spelled as base64, the one form a data URL takes
  return safeUrl(`data:${imageTypeOf(compact)};base64,${compact.replaceAll('-', '+').replaceAll('_', '/')}`, { dataImage: true });
}

/** A time as ISO text: ISO or other text as sent, a number of ms (or of s) made ISO; else "". */
function timeOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = numberOf(value);
    return asNumber === undefined ? value.trim() : timeOf(asNumber);
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  return new Date(value < 1e11 ? value * 1000 : value).toISOString();
}

function statusOf(value: unknown): DepositStatus {
  const word = scalarOf(value)?.toUpperCase();
  return (DEPOSIT_STATUSES as readonly string[]).includes(word ?? '') ? (word as DepositStatus) : 'OTHER';
}

function kindOf(value: unknown): DepositKind {
  const word = scalarOf(value)?.toUpperCase();
  return (DEPOSIT_KINDS as readonly string[]).includes(word ?? '') ? (word as DepositKind) : 'OTHER';
}

const REDIRECT_KEYS = ['redirectUrl', 'launchUrl', 'payUrl', 'paymentUrl', 'url'] as const;
const QR_KEYS = ['qrImageUrl', 'qrImage', 'qrCodeUrl', 'qrCodeImage', 'qrCode', 'qrUrl', 'qrBase64', 'imageUrl', 'image', 'base64'] as const;

/** What a bare text answer is, where API.md leaves it open: the launch call's a page, the QR call's an image. */
export type DepositAnswerForm = 'launch' | 'qr';

const EMPTY_ORDER: DepositOrder = { orderNo: '', channelId: '', channelName: '', kind: 'OTHER', amount: 0, bonusAmount: 0, status: 'OTHER', createdTime: '' };

/**
 * An order answer in any form API.md allows: `{ redirectUrl }` or a QR image under one of the usual
 * names, or the value itself a URL, a data URL or base64 (an image always; a plain http(s) URL a
 * page on the launch call, an image on the QR call); absent, true or a number (the order number)
 * is an order the platform made and said nothing more of. The chosen fields of our records are
 * read when present.
 */
export function readDepositOrder(value: unknown, form: DepositAnswerForm = 'launch'): DepositOrder {
  if (typeof value === 'string') {
    const text = value.trim();
    const redirectUrl = form === 'launch' ? pageUrlOf(text) : undefined;
    const qrImageUrl = redirectUrl ? undefined : qrImageOf(text);
    const redirectRefused = form === 'launch' && !qrImageUrl && refusedUrl(text);
    return { ...EMPTY_ORDER, ...(redirectUrl ? { redirectUrl } : {}), ...(qrImageUrl ? { qrImageUrl } : {}), ...(redirectRefused ? { redirectRefused: true as const } : {}) };
  }
  if (typeof value === 'number') return { ...EMPTY_ORDER, orderNo: scalarOf(value) ?? '' };
  const raw = recordOf(value);
  if (!raw) return EMPTY_ORDER;
  const bank = recordOf(raw.bankDetails);
  const crypto = recordOf(raw.crypto);
  const redirectUrl = firstOf(raw, REDIRECT_KEYS, pageUrlOf);
  const order: DepositOrder = {
    orderNo: firstOf(raw, ['orderNo', 'orderId', 'orderNumber'], scalarOf) ?? '',
    channelId: scalarOf(raw.channelId) ?? '',
    channelName: firstOf(raw, ['channelName', 'bankName'], scalarOf) ?? '',
    kind: kindOf(raw.kind),
    amount: numberOf(raw.amount) ?? 0,
    promotionId: scalarOf(raw.promotionId),
    promotionName: scalarOf(raw.promotionName),
    bonusAmount: numberOf(raw.bonusAmount) ?? 0,
    status: statusOf(raw.status),
    createdTime: firstOf(raw, ['createdTime', 'createdTimeInTimestamp', 'createTime', 'createdAt'], timeOf) ?? '',
    bankDetails: bank
      ? { bankName: scalarOf(bank.bankName) ?? '', accountHolder: scalarOf(bank.accountHolder) ?? '', accountNumber: scalarOf(bank.accountNumber) ?? '', reference: scalarOf(bank.reference) ?? '' }
      : undefined,
    redirectUrl,
    redirectRefused: redirectUrl ? undefined : firstOf(raw, REDIRECT_KEYS, (item) => (refusedUrl(item) ? true : undefined)),
    qrImageUrl: firstOf(raw, QR_KEYS, qrImageOf),
    crypto: crypto ? cryptoOf(crypto) : undefined,
    bankCode: scalarOf(raw.bankCode),
    bankType: scalarOf(raw.bankType),
    vendorId: scalarOf(raw.vendorId),
  };
  return order;
}

/** A positive amount, or undefined (absent, zero, negative or unreadable: nothing shown rather than a wrong figure). */
const positiveOf = (value: unknown): number | undefined => {
  const number = numberOf(value);
  return number !== undefined && number > 0 ? number : undefined;
};

/** A crypto order's payment details (see DepositCrypto): the coin's amount, name and rate only when sent. */
function cryptoOf(crypto: Raw): DepositCrypto {
  const amount = positiveOf(crypto.amount);
  const currency = scalarOf(crypto.currency)?.toUpperCase();
  const rate = positiveOf(crypto.rate);
  return {
    address: scalarOf(crypto.address) ?? '',
    network: scalarOf(crypto.network) ?? '',
    ...(amount !== undefined ? { amount } : {}),
    ...(currency !== undefined ? { currency } : {}),
    ...(rate !== undefined ? { rate } : {}),
  };
}

/** The records (ours): a bare list, or under `list`, `content` or `records`; rows that are not objects dropped. */
export function readDepositOrderPage(value: unknown): DepositOrderPage {
  const raw = recordOf(value);
  const rows = Array.isArray(value) ? value : raw ? (firstOf(raw, ['list', 'content', 'records', 'rows'], (item) => (Array.isArray(item) ? item : undefined)) ?? []) : [];
  const items = rows.filter((row) => recordOf(row) !== null).map((row) => readDepositOrder(row));
  return {
    items,
    pageNum: (raw && firstOf(raw, ['pageNum', 'pageNo'], numberOf)) || 1,
    totalPages: (raw && numberOf(raw.totalPages)) ?? 0,
    totalCount: (raw && numberOf(raw.totalCount)) || items.length,
  };
}

/** The readers as the schemas the requester parses with (they never fail: every form has a reading). */
const reading = <T>(read: (value: unknown) => T) => map(z.unknown(), read);
export const depositSettingsSchema = /* @__PURE__ */ reading(readDepositSettings);
export const depositOrderSchema = /* @__PURE__ */ reading((value) => readDepositOrder(value, 'launch'));
export const depositQrOrderSchema = /* @__PURE__ */ reading((value) => readDepositOrder(value, 'qr'));
export const depositOrderPageSchema = /* @__PURE__ */ reading(readDepositOrderPage);

/** API.md's deposit fields, plus the channel (ours, sent only when the platform named it) and the idempotency key. */
export interface DepositPayload {
  readonly channelId?: string | undefined;
  readonly amount: number;
  readonly bankCode: string;
  readonly bankType: string;
  readonly vendorId: string;
  readonly promotionId?: string | undefined;
  readonly idempotencyKey: string;
}

export function createDepositApi({ request, getDeviceId }: PlatformRequester) {
  // a channel id the platform did not give is not sent (a platform that reads channelId would not know it)
  const body = ({ channelId, ...payload }: DepositPayload) => ({ ...(channelId ? { channelId } : {}), ...payload, deviceId: getDeviceId() });
  return {
    /** GET MCSFE_getDepositSettings: allowDeposit, the channels with their limits and presets, the promotions. */
    getSettings(options: CallOptions = {}) {
      return request('depositSettings', { schema: depositSettingsSchema, ...options });
    },
    /** POST MCSFE_depositByBankTransfer: a bank-transfer order with the bank details to copy. */
    depositByBankTransfer(payload: DepositPayload, options: CallOptions = {}) {
      return request('depositByBankTransfer', { schema: depositOrderSchema, body: body(payload), ...options });
    },
    /** POST MCSFE_depositByLaunchUrl: an e-wallet order; value.redirectUrl is the provider's page. */
    depositByLaunchUrl(payload: DepositPayload, options: CallOptions = {}) {
      return request('depositByLaunchUrl', { schema: depositOrderSchema, body: body(payload), ...options });
    },
    /** POST MCSFE_depositByQRImageUrl: a QR or crypto order with the image to scan (and the crypto address). */
    depositByQRImageUrl(payload: DepositPayload, options: CallOptions = {}) {
      return request('depositByQRImageUrl', { schema: depositQrOrderSchema, body: body(payload), ...options });
    },
    /** GET MCSFE_getDepositRecords: the member's deposit orders, newest first. */
    getRecords(query: { readonly pageNo?: number; readonly pageSize?: number } = {}, options: CallOptions = {}) {
      return request('depositRecords', { schema: depositOrderPageSchema, query: { ...query }, ...options });
    },
    /** POST MCSFE_cancelDeposit: cancels a pending order. */
    cancel(orderNo: string, options: CallOptions = {}) {
      return request('cancelDeposit', { schema: depositOrderSchema, body: { orderNo }, ...options });
    },
  };
}

export type DepositApi = ReturnType<typeof createDepositApi>;
