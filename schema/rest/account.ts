/**
 * The member centre's account group: responsible gaming (schema/domain/responsible.ts) and
 * the feedback form's rules. The feedback call itself is PUT /wps/feedback (member.ts), which
 * checks the same rules.
 */
import { z } from 'zod';
import type { Member, Scenario } from '../state/scenario.js';
import { COOL_OFF_DAYS, LIMIT_PERIODS, playBlock, responsibleView, selfExclude, setDepositLimit, startCoolOff, limitBreach } from '../domain/responsible.js';
import { ERROR, PlatformError, defineHandlers, input, ok, requireRealMember } from './http.js';

/** SPEC.md §5 feedback: the word bounds are the platform's (ours: 5 to 300), images png/jpg, ≤ 5 MB, ≤ 3. */
export const FEEDBACK_SETTINGS = {
  minWords: 5,
  maxWords: 300,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;


/** The bytes a data URL's base64 holds, or null when it is not a png/jpg data URL. */
export function feedbackImageBytes(image: string): number | null {
  const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+={0,2})$/.exec(image);
  if (!match?.[2]) return null;
  const base64 = match[2];
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

function invalid(fieldName: string, message: string): PlatformError {
  return new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: fieldName, message }] } });
}

/** Refuses a deposit of `amount` for a member in cool-off, self-excluded, or over a limit. */
export function assertMayDeposit(scenario: Scenario, member: Member, amount: number): void {
  assertMayPlay(scenario, member);
  const breach = limitBreach(scenario, member, amount);
  if (breach) throw new PlatformError(ERROR.depositLimitExceeded, { value: breach });
}

/** Refuses a game launch (or a deposit) for a member in cool-off or self-excluded. */
export function assertMayPlay(scenario: Scenario, member: Member): void {
  const block = playBlock(scenario, member);
  if (block?.kind === 'selfExcluded') throw new PlatformError(ERROR.selfExcluded);
  if (block?.kind === 'coolOff') throw new PlatformError(ERROR.coolOff, { value: { until: new Date(block.until).toISOString() } });
}

const amountField = z.union([z.null(), z.coerce.number().positive()]).optional();

export const accountHandlers = defineHandlers({
  responsibleGaming: (context) => {
    requireRealMember(context);
    return ok(responsibleView(context.scenario, context.member));
  },

  setDepositLimit: (context) => {
    requireRealMember(context);
    const fields = input(context, z.object({ period: z.enum(LIMIT_PERIODS), amount: amountField }));
    const amount = fields.amount ?? null;
    if (amount !== null && Math.round(amount * 100) !== amount * 100) throw invalid('amount', 'at most two decimals');
    if (amount !== null && amount > 10_000_000) throw invalid('amount', 'at most 10000000');
    const change = setDepositLimit(context.scenario, context.member, fields.period, amount);
    return ok({ change, state: responsibleView(context.scenario, context.member) });
  },

  startCoolOff: (context) => {
    requireRealMember(context);
    const fields = input(context, z.object({ days: z.coerce.number().int() }));
    if (!COOL_OFF_DAYS.includes(fields.days)) throw invalid('days', `one of ${COOL_OFF_DAYS.join(', ')}`);
    startCoolOff(context.scenario, context.member, fields.days);
    return ok(responsibleView(context.scenario, context.member));
  },

  selfExclude: (context) => {
    requireRealMember(context);
    const fields = input(context, z.object({ confirm: z.literal(true) }));
    if (!fields.confirm) throw invalid('confirm', 'must be true');
    selfExclude(context.scenario, context.member);
    return ok(responsibleView(context.scenario, context.member));
  },

  feedbackSettings: () => ok(FEEDBACK_SETTINGS),
});
