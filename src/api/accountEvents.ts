/**
 * The live account events: what the platform pushes over the account
 * WebSocket (ACCOUNT_EVENTS_PATH in routes.ts), parsed with zod like every other answer. The
 * socket itself is the wiring's (src/app/wiring/inbox/accountEvents.ts); this module only reads and
 * writes its messages.
 *
 *   client → platform   { type: 'auth', token }                        first message, once
 *   platform → client   { type: 'auth-ok' }
 *                       { type: <kind>, ...payload, eventId, at }      one per account event
 */
import * as z from 'zod/mini';

z.config({ jitless: true });

/** Order events: each shows a notice. */
export const ORDER_EVENT_KINDS = [
  'depositCredited',
  'depositRejected',
  'depositFailed',
  'withdrawalApproved',
  'withdrawalRejected',
  'withdrawalFailed',
  'withdrawalPaid',
  'confirmationWaiting',
] as const;

export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export type AccountEventKind = OrderEventKind | 'balanceChanged' | 'newMessage' | 'redEnvelope';

interface EventMeta {
  /** Unique per event (the platform's). */
  readonly eventId: string;
  /** When it happened, ms since the epoch on the platform's clock. */
  readonly at: number;
}

export type OrderEvent = EventMeta & { readonly kind: OrderEventKind; readonly orderNo: string; readonly amount: number };
export type BalanceChangedEvent = EventMeta & { readonly kind: 'balanceChanged'; readonly balance: number };
export type NewMessageEvent = EventMeta & { readonly kind: 'newMessage'; readonly unread: number };
/** A red envelope waits for the member (the red envelope chart checks at once instead of at its next poll). */
export type RedEnvelopeEvent = EventMeta & { readonly kind: 'redEnvelope' };

/** One event of the member's account, as the app sees it. */
export type AccountEvent = OrderEvent | BalanceChangedEvent | NewMessageEvent | RedEnvelopeEvent;

/** What one message from the platform means. */
export type AccountSocketMessage =
  | { readonly type: 'authOk' }
  | { readonly type: 'event'; readonly event: AccountEvent }
  /** A kind this app does not know (a newer platform): ignored. */
  | { readonly type: 'unknown'; readonly kind: string }
  /** Not JSON, or a known kind with a wrong shape: ignored. */
  | { readonly type: 'invalid' };

const money = /* @__PURE__ */ z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
  z.number().check(z.refine(Number.isFinite)),
);
const meta = { eventId: z.string().check(z.minLength(1)), at: z.number() };

const envelopeSchema = /* @__PURE__ */ z.object({ type: z.string() });
const orderEventSchema = /* @__PURE__ */ z.object({ ...meta, orderNo: z.string().check(z.minLength(1)), amount: money });
const balanceChangedSchema = /* @__PURE__ */ z.object({ ...meta, balance: money });
const newMessageSchema = /* @__PURE__ */ z.object({ ...meta, unread: z.number().check(z.int(), z.gte(0)) });
const redEnvelopeSchema = /* @__PURE__ */ z.object(meta);

function isOrderEventKind(kind: string): kind is OrderEventKind {
  return (ORDER_EVENT_KINDS as readonly string[]).includes(kind);
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads one text message of the account socket. */
export function parseAccountSocketMessage(raw: string): AccountSocketMessage {
  const envelope = envelopeSchema.safeParse(parseJson(raw));
  if (!envelope.success) return { type: 'invalid' };
  const data: unknown = JSON.parse(raw);
  const kind = envelope.data.type;
  if (kind === 'auth-ok') return { type: 'authOk' };
  if (isOrderEventKind(kind)) {
    const parsed = orderEventSchema.safeParse(data);
    return parsed.success ? { type: 'event', event: { kind, ...parsed.data } } : { type: 'invalid' };
  }
  if (kind === 'balanceChanged') {
    const parsed = balanceChangedSchema.safeParse(data);
    return parsed.success ? { type: 'event', event: { kind, ...parsed.data } } : { type: 'invalid' };
  }
  if (kind === 'newMessage') {
    const parsed = newMessageSchema.safeParse(data);
    return parsed.success ? { type: 'event', event: { kind, ...parsed.data } } : { type: 'invalid' };
  }
  if (kind === 'redEnvelope') {
    const parsed = redEnvelopeSchema.safeParse(data);
    return parsed.success ? { type: 'event', event: { kind, ...parsed.data } } : { type: 'invalid' };
  }
  return { type: 'unknown', kind };
}

/** The first message the client sends: its token, never in the URL. */
export function accountSocketAuthMessage(token: string): string {
  return JSON.stringify({ type: 'auth', token });
}
