/**
 * The manual rebate (SPEC.md §2 manualRebate; API.md
 * MCSFE_getCustomerRebateSettingByProductType): the platform works out the rebate per game type
 * from the member's valid bets since the last claim; the member claims the whole of it once (the
 * main wallet is credited: the kit tells the root at once, and the platform pushes balanceChanged) and sees the claims made (10 a page).
 *
 * `loading` → `ready` | `failure` (RETRY). `ready.idle`: CLAIM (only with something to claim) →
 * `claiming` (no second CLAIM: a double click claims once) → `loading` with the claim kept for its
 * notice, or back to `idle` with the refusal. CLAIMS_PAGE (1…totalPages) loads another page. A
 * reload keeps the last data on show.
 *
 * A claim whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome, not
 * a failure (machines/outcome.ts): `claimUnknown` reads the rebate and the newest claims
 * until they show the claim made (a new period began: `since` moved on, the newest claim its
 * record), not made (the same period, the rebate still there to claim: the failure, and the same
 * claim again carries the same idempotency key) or the readings run out ("do not claim again",
 * the button held, no CLAIM or CLAIMS_PAGE). The key is made when the member presses claim; the
 * intent is kept for the tab while its outcome is unknown, so a reload resumes the check.
 */
import type { RebateAvailable, RebateClaim, RebateClaimAnswer, RebateClaimPage } from '../../src/api/inbox';
import { createLoadAndClaimMachine, type LoadAndClaimContext } from '../kit/loadAndClaim';
import type { Intent, OutcomeReading } from '../outcome';

export const REBATE_CLAIMS_PAGE_SIZE = 10;

export const REBATE_TAGS = { claiming: 'claiming' } as const;

/** A rebate claim as it is kept while its outcome is unknown: the amount on show when it was sent (it claims the whole rebate). */
export interface RebateClaimWanted {
  readonly amount: number;
}

/** Where the rebate's period began when the claim was sent (the last claim's time; null: never claimed). */
export interface RebateClaimBefore {
  readonly since: string | null;
}

export type RebateClaimIntent = Intent<RebateClaimWanted, RebateClaimBefore>;

/** What the claim call receives: its idempotency key. */
export interface RebateClaimCall {
  readonly idempotencyKey: string;
}

export interface ManualRebateData {
  readonly rebate: RebateAvailable;
  readonly claims: RebateClaimPage;
  /** A claim this tab sent before a reload whose outcome was still unknown: checked first. */
  readonly pendingClaim?: RebateClaimIntent | null;
}

/** Whether a claim was made after the period that began at `since` began (any claim, when none had been). */
const claimedAfter = (claim: RebateClaim | undefined, since: string | null): claim is RebateClaim =>
  claim !== undefined && (since === null || Date.parse(claim.claimedTime) > Date.parse(since));

/**
 * What the rebate and the newest claims (page 1, newest first) say about a claim sent in the
 * period that began at `before.since`: a new period with a claim made in that period on top (made:
 * that claim), the same period with at least the rebate claimed still there (not made; an
 * unclaimed rebate only grows), anything else not known.
 */
export function readRebateClaim(intent: RebateClaimIntent, rebate: RebateAvailable, claims: readonly RebateClaim[]): OutcomeReading<RebateClaim> {
  const since = rebate.since ?? null;
  const newest = claims[0];
  if (since !== null && since !== intent.before.since && claimedAfter(newest, intent.before.since)) return { kind: 'applied', result: newest };
  if (since === intent.before.since && rebate.total >= intent.request.amount && rebate.total > 0) return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

export type ManualRebateContext = LoadAndClaimContext<ManualRebateData, RebateClaimWanted, RebateClaimBefore, RebateClaimAnswer>;

export type ManualRebateEvent =
  | { type: 'RETRY' }
  | { type: 'CLAIM' }
  | { type: 'CLAIMS_PAGE'; page: number }
  /** Read the rebate again after the checks of a lost answer ran out. */
  | { type: 'CHECK_AGAIN' };

/** The kit's load-and-claim chart: the whole rebate claimed at once, the claims made a page at a time. */
export const manualRebateMachine = createLoadAndClaimMachine({
  id: 'manualRebate',
  loadActorId: 'loadRebate',
  claimActorId: 'claimRebate',
  unknownState: 'claimUnknown',
  claimingTag: REBATE_TAGS.claiming,
  canClaim: ({ data }: ManualRebateContext, _event: { readonly type: 'CLAIM' }) => (data?.rebate.total ?? 0) > 0,
  requestOf: ({ data }): RebateClaimWanted => ({ amount: data?.rebate.total ?? 0 }),
  beforeOf: ({ data }): RebateClaimBefore => ({ since: data?.rebate.since ?? null }),
  callOf: (intent): RebateClaimCall => ({ idempotencyKey: intent?.key ?? '' }),
  claimsPages: (data: ManualRebateData) => ({ page: data.claims.pageNum, totalPages: data.claims.totalPages }),
});

export type ManualRebateMachine = typeof manualRebateMachine;
