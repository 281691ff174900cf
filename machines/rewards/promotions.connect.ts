/** The promotions page as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { Promotion, PromotionStatus } from '../../src/api/promotions';
import { type LoadStatus, type Send, TAGS } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { ALL_CATEGORIES, commentLength, PROMOTION_COMMENT_MAX, PROMOTION_TAGS, type PromotionNotice, type PromotionsEvent, type PromotionsMachine } from './promotions.machine';

/** What a promotion's status offers (SPEC.md §4): join → apply, issued → claim, the others nothing. */
export type PromotionAction = 'apply' | 'claim' | null;

export const actionOf = (status: PromotionStatus): PromotionAction => (status === 'join' ? 'apply' : status === 'issued' ? 'claim' : null);

export interface PromotionsView {
  readonly status: LoadStatus;
  readonly signedIn: boolean;
  /** ALL first, then the platform's categories. */
  readonly categories: readonly string[];
  readonly category: string;
  /** The promotions of the chosen category. */
  readonly promotions: readonly Promotion[];
  /** The promotion whose detail is open, null for none. */
  readonly open: Promotion | null;
  readonly openAction: PromotionAction;
  /** A visitor pressed apply or claim: the detail asks them to sign in. */
  readonly signInNeeded: boolean;
  readonly comment: string;
  readonly commentLength: number;
  readonly commentMax: number;
  /** The comment's message key (over the limit, or the platform refused it), null when fine. */
  readonly commentErrorKey: string | null;
  readonly applying: boolean;
  readonly claiming: boolean;
  readonly notice: PromotionNotice | null;
  readonly actionFailureKey: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** An apply or a claim whose answer was lost: being checked, or still unknown; null otherwise. */
  readonly outcome: OutcomeView;
  /** Which of the two is being checked (the detail says which), null when none. */
  readonly outcomeCommand: PromotionAction;
  retry(): void;
  setCategory(category: string): void;
  openDetail(promotionId: string): void;
  close(): void;
  setComment(text: string): void;
  apply(): void;
  claim(): void;
  /** Read the list again after the checks of a lost answer ran out. */
  checkAgain(): void;
}

export function connectPromotions(snapshot: SnapshotFrom<PromotionsMachine>, send: Send<PromotionsEvent>): PromotionsView {
  const { data, category, openId, comment, commentError, notice, actionFailureKey, failureKey, failureText } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  const status: LoadStatus = failed ? 'failed' : snapshot.hasTag(TAGS.ready) ? 'ready' : 'loading';
  const all = status === 'ready' ? (data?.promotions ?? []) : [];
  const open = snapshot.hasTag(PROMOTION_TAGS.detail) ? (all.find((promotion) => promotion.promotionId === openId) ?? null) : null;
  const outcome = open ? outcomeOf(snapshot) : null;
  return {
    status,
    signedIn: data?.signedIn === true,
    categories: status === 'ready' ? [ALL_CATEGORIES, ...(data?.categories ?? [])] : [],
    category,
    promotions: category === ALL_CATEGORIES ? all : all.filter((promotion) => promotion.category === category),
    open,
    openAction: open ? actionOf(open.status) : null,
    signInNeeded: snapshot.hasTag(PROMOTION_TAGS.signIn),
    comment,
    commentLength: commentLength(comment),
    commentMax: PROMOTION_COMMENT_MAX,
    commentErrorKey: open ? commentError : null,
    applying: snapshot.hasTag(PROMOTION_TAGS.applying),
    claiming: snapshot.hasTag(PROMOTION_TAGS.claiming),
    notice: open ? notice : null,
    actionFailureKey: open ? actionFailureKey : null,
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    outcome,
    outcomeCommand: outcome === null ? null : snapshot.hasTag(PROMOTION_TAGS.applying) ? 'apply' : 'claim',
    retry: () => send({ type: 'RETRY' }),
    setCategory: (next) => send({ type: 'CATEGORY', category: next }),
    openDetail: (promotionId) => send({ type: 'OPEN', promotionId }),
    close: () => send({ type: 'CLOSE' }),
    setComment: (text) => send({ type: 'COMMENT', text }),
    apply: () => send({ type: 'APPLY' }),
    claim: () => send({ type: 'CLAIM' }),
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
  };
}
