/** The manual rebate page as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { RebateClaim, RebateClaimAnswer, RebateRow } from '../../src/api/inbox';
import { type LoadStatus, type Send, TAGS } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { REBATE_TAGS, type ManualRebateEvent, type ManualRebateMachine } from './manualRebate.machine';

export interface ManualRebateView {
  /** `loading` only before the first answer: a reload keeps the last data on show (`busy`). */
  readonly status: LoadStatus;
  readonly busy: boolean;
  readonly rows: readonly RebateRow[];
  readonly total: number;
  /** The start of the period the rebate covers (the last claim), null when never claimed. */
  readonly since: string | null;
  /** Something to claim and no claim running. */
  readonly canClaim: boolean;
  readonly claiming: boolean;
  readonly claims: readonly RebateClaim[];
  readonly claimsPage: number;
  readonly claimsTotalPages: number;
  /** The claim just made; its amount null when the claim's answer left it out (the notice then names none). */
  readonly claimed: RebateClaimAnswer | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
  /** A claim whose answer was lost: being checked, or still unknown; null otherwise. */
  readonly outcome: OutcomeView;
  /** The amount the claim being checked was sent for (null when none is checked). */
  readonly unconfirmedAmount: number | null;
  claim(): void;
  setClaimsPage(page: number): void;
  retry(): void;
  /** Read the rebate again after the checks of a lost answer ran out. */
  checkAgain(): void;
}

export function connectManualRebate(snapshot: SnapshotFrom<ManualRebateMachine>, send: Send<ManualRebateEvent>): ManualRebateView {
  const { data, claimsPage, claimed, failureKey, failureText, actionFailureKey, intent } = snapshot.context;
  const outcome = outcomeOf(snapshot);
  const failed = snapshot.hasTag(TAGS.failed);
  const busy = snapshot.hasTag(TAGS.busy);
  const claiming = snapshot.hasTag(REBATE_TAGS.claiming);
  const total = failed ? 0 : (data?.rebate.total ?? 0);
  return {
    status: failed ? 'failed' : data ? 'ready' : 'loading',
    busy,
    rows: failed ? [] : (data?.rebate.list ?? []),
    total,
    since: data?.rebate.since ?? null,
    canClaim: !failed && !busy && !claiming && total > 0,
    claiming: claiming || (busy && claimed !== null && data !== null),
    claims: failed ? [] : (data?.claims.items ?? []),
    claimsPage,
    claimsTotalPages: failed ? 0 : (data?.claims.totalPages ?? 0),
    claimed,
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    actionFailureKey,
    outcome,
    unconfirmedAmount: outcome !== null ? (intent?.request.amount ?? null) : null,
    claim: () => send({ type: 'CLAIM' }),
    setClaimsPage: (page) => send({ type: 'CLAIMS_PAGE', page }),
    retry: () => send({ type: 'RETRY' }),
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
  };
}
