/**
 * The member centre's account group (paths chosen in src/api/routes.ts): responsible
 * gaming — deposit limits per day / week / month with their use, a raised or removed limit's
 * pending value, cool-off and self-exclusion — and the feedback form's rules. Schemas live here
 * with the calls: only the lazily loaded account pages build this area.
 *
 * The three responsible-gaming commands are POSTs (never retried by the requester); each answers
 * the whole new state, so the page shows what the platform holds without a second call. An answer
 * that carries no state (null, `true`: docs/api-audit.md #12) is read again from the state's GET.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { amount, commandAnswer, flag, keptListOf, map, oneOf, optionalNumber, optionalTime, preprocess, time } from './wire-values';

export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const pendingLimitSchema = /* @__PURE__ */ z.object({
  /** null: the limit is being removed. */
  amount: optionalNumber,
  /** Text or ms; '' when the answer does not say (the remaining time still counts down). */
  effectiveAt: time,
  remainingMs: amount,
});

/**
 * A limit of a period the page knows (DAY, WEEK, MONTH, any case): a limit of another period
 * (a newer platform's) cannot be shown or changed here, so its row is dropped, never the answer.
 */
const limitPeriod = /* @__PURE__ */ oneOf(LIMIT_PERIODS, 'OTHER');

export const depositLimitSchema = /* @__PURE__ */ z.object({
  period: /* @__PURE__ */ z.pipe(limitPeriod, z.enum(LIMIT_PERIODS)),
  /** null: no limit. */
  amount: optionalNumber,
  used: amount,
  remaining: optionalNumber,
  resetsAt: time,
  pending: z.optional(z.nullable(pendingLimitSchema)),
});

export const responsibleGamingSchema = /* @__PURE__ */ z.object({
  limits: keptListOf(depositLimitSchema),
  coolOffUntil: optionalTime,
  selfExcluded: flag,
  /** Days offered for a cool-off: numbers or numeric strings (others dropped). */
  coolOffDays: keptListOf(z.pipe(optionalNumber, z.number())),
  coolDownHours: amount,
  serverTime: time,
});

/** The fields that make an answer a state (responsibleGamingSchema); an object with none of them carries none. */
const STATE_FIELDS = ['limits', 'coolOffUntil', 'selfExcluded', 'coolOffDays', 'coolDownHours', 'serverTime'] as const;
const carriesState = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value) && STATE_FIELDS.some((field) => field in value);

/**
 * The state a command answers (ours), or null when its answer carries none (null, `true`, absent,
 * `{ done: true }`: #12): the command succeeded, and the caller reads the state (GET
 * responsibleGaming; the responsibleGaming chart does, as its own step, so that a failed read is
 * never shown as a failed change). Never read as an all-default state, which would show a
 * self-excluded member as free.
 */
export const commandStateSchema = /* @__PURE__ */ preprocess((value) => (carriesState(value) ? value : null), z.nullable(responsibleGamingSchema));

/** `applied` or `pending`; any other word (#31), or none, is read from the state: pending when a limit now waits for its cool-down. */
const changeIn = (change: 'applied' | 'pending' | 'other', state: ResponsibleGaming): 'applied' | 'pending' =>
  change !== 'other' ? change : state.limits.some((limit) => limit.pending) ? 'pending' : 'applied';

/**
 * A limit's change: `applied` or `pending`, read from the state when the word is another (#31);
 * the state null when the answer carries none (commandStateSchema), the change then null unless
 * named: the caller reads the state and decides.
 */
export const depositLimitChangeSchema = /* @__PURE__ */ map(
  commandAnswer(
    z.object({
      change: oneOf(['applied', 'pending'] as const, 'other'),
      state: commandStateSchema,
    }),
  ),
  (answer): DepositLimitChange =>
    answer.state ? { change: changeIn(answer.change, answer.state), state: answer.state } : { change: answer.change === 'other' ? null : answer.change, state: null },
);

export const feedbackSettingsSchema = /* @__PURE__ */ commandAnswer(
  z.object({
    minWords: amount,
    maxWords: amount,
    maxImages: amount,
    maxImageBytes: amount,
    imageTypes: keptListOf(z.string()),
  }),
);

export type PendingLimit = z.output<typeof pendingLimitSchema>;
export type DepositLimit = z.output<typeof depositLimitSchema>;
export type ResponsibleGaming = z.output<typeof responsibleGamingSchema>;
/**
 * A limit's change with the state after it. The state null when the answer did not carry it (the
 * change was made; the caller reads the state), the change then null unless the answer named it.
 */
export interface DepositLimitChange {
  readonly change: 'applied' | 'pending' | null;
  readonly state: ResponsibleGaming | null;
}
export type FeedbackSettings = z.output<typeof feedbackSettingsSchema>;

export function createAccountApi({ request }: PlatformRequester) {
  return {
    /** GET the member's limits (with what was deposited in each period), cool-off and self-exclusion. */
    getResponsibleGaming(options: CallOptions = {}) {
      return request('responsibleGaming', { schema: responsibleGamingSchema, ...options });
    },
    /**
     * POST a limit (amount) or its removal (null): lower or new applies at once, higher or removed
     * after the cool-down. The three commands answer the state after them, or null when the answer
     * carries none: the change was made, and the caller reads the state (commandStateSchema).
     */
    setDepositLimit(period: LimitPeriod, limit: number | null, options: CallOptions = {}): Promise<DepositLimitChange> {
      return request('setDepositLimit', { schema: depositLimitChangeSchema, body: { period, amount: limit }, idempotent: false, ...options });
    },
    /** POST a cool-off of 1, 7 or 30 days: no deposits, no games until it ends. The state, or null (read it). */
    startCoolOff(days: number, options: CallOptions = {}): Promise<ResponsibleGaming | null> {
      return request('startCoolOff', { schema: commandStateSchema, body: { days }, idempotent: false, ...options });
    },
    /** POST self-exclusion (the member confirmed it): no deposits, no games. The state, or null (read it). */
    selfExclude(options: CallOptions = {}): Promise<ResponsibleGaming | null> {
      return request('selfExclude', { schema: commandStateSchema, body: { confirm: true }, idempotent: false, ...options });
    },
    /** GET the feedback form's rules: word bounds, image count, size and types. */
    getFeedbackSettings(options: CallOptions = {}) {
      return request('feedbackSettings', { schema: feedbackSettingsSchema, ...options });
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
