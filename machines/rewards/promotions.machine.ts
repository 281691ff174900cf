/**
 * The promotions page (/promotions; SPEC.md §4 activity statuses, §5 activity comment):
 * the categories and promotions with the reader's statuses, one promotion's detail, applying with
 * a comment and claiming an issued bonus.
 *
 * `loading` → `ready` | `failure` (RETRY). `ready.browsing` takes CATEGORY (ALL or a listed
 * category: the cards shown) and OPEN (a listed promotion) → `ready.detail`; CLOSE goes back.
 * In `ready.detail.idle`:
 * - COMMENT (a join promotion: the only one with the form) keeps the comment (at most PROMOTION_COMMENT_MAX characters, checked as typed).
 * - APPLY: a visitor → `signIn` (the detail asks them to sign in, with the link); a comment over the limit stays with
 *   its message; only a `join` promotion → `applying` (the named `applyPromotion`, sent once) →
 *   back to `idle` with the promotion as the platform answers it (applying) and a notice.
 * - CLAIM: a visitor → `signIn`; only an `issued` promotion → `claiming` (the named
 *   `claimPromotion`, sent once; the bonus wallet is credited and the platform pushes the balance
 *   change) → `idle` with the promotion claimed and the amount in a notice.
 * Neither takes a second press while its call runs, so a double click sends once. A refusal keeps
 * the comment and shows the platform's message; the comment refusal shows at the field.
 *
 * An apply or a claim whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown
 * outcome, not a failure (machines/outcome.ts): `applyUnknown` / `claimUnknown` read the
 * promotion list until the promotion's status shows it done (applied: no longer `join`; claimed:
 * `claimed`), not done (still `join` / `issued`: the failure, and the same apply or claim again
 * carries the same idempotency key) or the readings run out ("do not send again", the detail
 * held: no APPLY, CLAIM, COMMENT or CLOSE). Each carries one key per intent, made when the member
 * presses apply or claim; the intent is kept for the tab while its outcome is unknown, so a reload
 * opens the promotion again and resumes the check.
 *
 * The categories' and promotions' texts come in the reader's language: told another one
 * (LANGUAGE) while browsing, the list is dropped and asked again in it, the category chosen kept
 * (while the new list has it). The switch is made in the side menu, out of reach while a
 * promotion's detail (a modal, with its comment and any apply or claim) is open, so the detail's
 * states do not hear it: nothing typed there can be lost to a switch.
 */
import { and, assign, setup } from 'xstate';
import type { Promotion, PromotionList, PromotionStatus } from '../../src/api/promotions';
import { errorOf, failureMessage, notProvided, retryableFailure, TAGS } from '../kit';
import { askedNow, languageContext, readInOtherLanguage, toldLanguage, type LanguageContext, type LanguageEvent, type LanguageInput } from '../language';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';
import { tellBalanceChanged } from '../accountSignals';

/** SPEC.md §5 / §9: an activity comment is at most 140 characters. */
export const PROMOTION_COMMENT_MAX = 140;

/** The filter showing every category. */
export const ALL_CATEGORIES = 'ALL';

export const PROMOTION_TAGS = { detail: 'detail', signIn: 'signIn', applying: 'applying', claiming: 'claiming' } as const;

/** The message key of a comment over the limit. */
export const COMMENT_TOO_LONG = 'promotions:detail.commentTooLong';
const COMMENT_REFUSED = 'errors:promotionCommentInvalid';

/** An application as it is sent and kept while its outcome is unknown. */
export interface ApplyWanted {
  readonly promotionId: string;
  readonly comment: string;
}

/** A claim as it is sent and kept while its outcome is unknown. */
export interface ClaimWanted {
  readonly promotionId: string;
}

/** The bonus on show when the claim was sent: what the notice says when the check finds it claimed. */
export interface ClaimBefore {
  readonly bonus: number;
}

export type ApplyIntent = Intent<ApplyWanted>;
export type ClaimIntent = Intent<ClaimWanted, ClaimBefore>;

/** What the apply and claim calls receive: the request and its idempotency key. */
export interface ApplyCall extends ApplyWanted {
  readonly idempotencyKey: string;
}
export interface ClaimCall extends ClaimWanted {
  readonly idempotencyKey: string;
}

/** What a claim's success shows: the amount credited (null: the answer left it out; the notice says claimed, no amount). */
export interface ClaimAnswer {
  readonly amount: number | null;
}

/**
 * What a load answers: the list, and whether it was read for a signed-in member (a visitor browses;
 * applying or claiming asks them to sign in); for a member, an apply or a claim this tab sent before
 * a reload whose outcome was still unknown (checked first, its promotion open).
 */
export type PromotionsData = PromotionList & {
  readonly pendingApply?: ApplyIntent | null;
  readonly pendingClaim?: ClaimIntent | null;
};

/** The statuses a promotion reaches from `join` once applied for (APPLYING, then the review's; or enrolled at once). */
const APPLIED_STATUSES: readonly PromotionStatus[] = ['applying', 'issued', 'rejected', 'claimed', 'process', 'joined'];

/**
 * What the promotion list says about an application: the promotion moved on from `join` (done, the
 * promotion as listed), still `join` (not done), not listed or anything else (not known).
 */
export function readApply(intent: ApplyIntent, promotions: readonly Promotion[]): OutcomeReading<Promotion> {
  const promotion = promotions.find((entry) => entry.promotionId === intent.request.promotionId);
  if (!promotion) return { kind: 'unknown' };
  if (promotion.status === 'join') return { kind: 'notApplied' };
  return APPLIED_STATUSES.includes(promotion.status) ? { kind: 'applied', result: promotion } : { kind: 'unknown' };
}

/**
 * What the promotion list says about a claim: `claimed` (done, the bonus as listed, else as shown
 * at the send), still `issued` (not done), anything else not known.
 */
export function readClaim(intent: ClaimIntent, promotions: readonly Promotion[]): OutcomeReading<ClaimAnswer> {
  const promotion = promotions.find((entry) => entry.promotionId === intent.request.promotionId);
  if (promotion?.status === 'claimed') return { kind: 'applied', result: { amount: promotion.bonus > 0 ? promotion.bonus : intent.before.bonus } };
  if (promotion?.status === 'issued') return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

export interface PromotionNotice {
  readonly kind: 'applied' | 'claimed';
  readonly promotionId: string;
  /** The bonus credited by a claim; null for an application, or a claim whose answer left it out. */
  readonly amount: number | null;
}

export interface PromotionsContext extends LanguageContext {
  readonly data: PromotionsData | null;
  readonly category: string;
  readonly openId: string | null;
  readonly comment: string;
  readonly commentError: string | null;
  readonly notice: PromotionNotice | null;
  readonly actionFailureKey: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The application being sent or checked (its key is reused by a retry of the same application). */
  readonly applyIntent: ApplyIntent | null;
  /** An application the check found not done: the same one sent again carries its key. */
  readonly applyRetryable: ApplyIntent | null;
  readonly claimIntent: ClaimIntent | null;
  readonly claimRetryable: ClaimIntent | null;
  /** The lost answer's message, shown if the check finds the command not done. */
  readonly lostAnswer: string | null;
}

export type PromotionsEvent =
  | { type: 'RETRY' }
  | { type: 'CATEGORY'; category: string }
  | { type: 'OPEN'; promotionId: string }
  | { type: 'CLOSE' }
  | { type: 'COMMENT'; text: string }
  | { type: 'APPLY' }
  | { type: 'CLAIM' }
  /** Read the list again after the checks of a lost answer ran out. */
  | { type: 'CHECK_AGAIN' }
  | LanguageEvent;

/** Characters as a reader counts them (an emoji is one). */
export const commentLength = (text: string): number => [...text.trim()].length;

const openPromotion = (context: PromotionsContext): Promotion | undefined => context.data?.promotions.find((promotion) => promotion.promotionId === context.openId);
const openStatus = (context: PromotionsContext): PromotionStatus | null => openPromotion(context)?.status ?? null;

const withPromotion = (data: PromotionsData | null, promotionId: string, change: (promotion: Promotion) => Promotion): PromotionsData | null =>
  data ? { ...data, promotions: data.promotions.map((promotion) => (promotion.promotionId === promotionId ? change(promotion) : promotion)) } : null;

const listedIn = (data: PromotionsData, promotionId: string | undefined): boolean => data.signedIn && data.promotions.some((promotion) => promotion.promotionId === promotionId);

export const promotionsMachine = setup({
  types: { context: {} as PromotionsContext, events: {} as PromotionsEvent, input: {} as LanguageInput },
  actors: {
    loadPromotions: notProvided<PromotionsData>('loadPromotions'),
    applyPromotion: notProvided<Promotion, ApplyCall>('applyPromotion'),
    claimPromotion: notProvided<ClaimAnswer, ClaimCall>('claimPromotion'),
    checkOutcome: outcomeCheckMachine,
  },
  actions: {
    closeDetail: assign({ openId: null, notice: null, actionFailureKey: null, commentError: null }),
    // the category chosen stays while the list has it (a switch of language reloads with one chosen)
    storeLoad: assign(({ context }, output: PromotionsData) => {
      const { pendingApply: _apply, pendingClaim: _claim, ...data } = output;
      const category = context.category === ALL_CATEGORIES || data.categories.includes(context.category) ? context.category : ALL_CATEGORIES;
      return { data, category, failureKey: null, failureText: null };
    }),
    storeLanguage: assign((_, language: string) => toldLanguage(language)),
    // nothing of the old language stays on screen while the list is asked again; the category stays
    dropTexts: assign({ data: null }),
    // the promotion opens again on the application or claim being checked
    resumeApply: assign((_, output: PromotionsData) => {
      const intent = output.pendingApply ?? null;
      return intent ? { applyIntent: intent, openId: intent.request.promotionId, comment: intent.request.comment, commentError: null, notice: null, actionFailureKey: null } : {};
    }),
    resumeClaim: assign((_, output: PromotionsData) => {
      const intent = output.pendingClaim ?? null;
      return intent ? { claimIntent: intent, openId: intent.request.promotionId, notice: null, actionFailureKey: null } : {};
    }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepApplyIntent: () => undefined,
    forgetApplyIntent: () => undefined,
    keepClaimIntent: () => undefined,
    tellBalanceChanged,
    forgetClaimIntent: () => undefined,
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error).errorKey })),
    beginApply: assign(({ context }) => {
      const wanted: ApplyWanted = { promotionId: context.openId ?? '', comment: context.comment.trim() };
      // the same application again after a check found it not made: the same intent, the same key
      const again = context.applyRetryable;
      const same = again !== null && again.request.promotionId === wanted.promotionId && again.request.comment === wanted.comment;
      const applyIntent: ApplyIntent = { key: same ? again.key : newIntentKey(), request: wanted, sentAt: Date.now(), before: null };
      return { applyIntent, applyRetryable: null, lostAnswer: null, notice: null, actionFailureKey: null, commentError: null };
    }),
    applied: assign(({ context }, promotion: Promotion) => ({
      data: withPromotion(context.data, context.openId ?? '', (shown) => ({ ...shown, ...promotion, promotionId: shown.promotionId })),
      notice: { kind: 'applied' as const, promotionId: context.openId ?? '', amount: null },
      comment: '',
      applyIntent: null,
      applyRetryable: null,
    })),
    applyRefused: assign((_, error: unknown) => {
      const { errorKey } = failureMessage(error);
      return { applyIntent: null, ...(errorKey === COMMENT_REFUSED ? { commentError: COMMENT_REFUSED, actionFailureKey: null } : { actionFailureKey: errorKey }) };
    }),
    applyNotDone: assign(({ context }) => ({ actionFailureKey: context.lostAnswer ?? 'errors:networkAbnormal', applyRetryable: context.applyIntent, applyIntent: null, lostAnswer: null })),
    beginClaim: assign(({ context }) => {
      const promotionId = context.openId ?? '';
      const again = context.claimRetryable;
      const claimIntent: ClaimIntent = {
        key: again !== null && again.request.promotionId === promotionId ? again.key : newIntentKey(),
        request: { promotionId },
        sentAt: Date.now(),
        before: { bonus: openPromotion(context)?.bonus ?? 0 },
      };
      return { claimIntent, claimRetryable: null, lostAnswer: null, notice: null, actionFailureKey: null };
    }),
    claimed: assign(({ context }, answer: ClaimAnswer) => ({
      data: withPromotion(context.data, context.openId ?? '', (promotion) => ({ ...promotion, status: 'claimed' })),
      notice: { kind: 'claimed' as const, promotionId: context.openId ?? '', amount: answer.amount },
      claimIntent: null,
      claimRetryable: null,
    })),
    claimRefused: assign((_, error: unknown) => ({ actionFailureKey: failureMessage(error).errorKey, claimIntent: null })),
    claimNotDone: assign(({ context }) => ({ actionFailureKey: context.lostAnswer ?? 'errors:networkAbnormal', claimRetryable: context.claimIntent, claimIntent: null, lostAnswer: null })),
  },
  guards: {
    ...outcomeGuards,
    resumedApply: (_, output: PromotionsData) => Boolean(output.pendingApply) && listedIn(output, output.pendingApply?.request.promotionId),
    resumedClaim: (_, output: PromotionsData) => Boolean(output.pendingClaim) && listedIn(output, output.pendingClaim?.request.promotionId),
    visitor: ({ context }) => context.data?.signedIn !== true,
    knownCategory: ({ context }, category: string) => category === ALL_CATEGORIES || (context.data?.categories.includes(category) ?? false),
    listed: ({ context }, promotionId: string) => context.data?.promotions.some((promotion) => promotion.promotionId === promotionId) ?? false,
    canJoin: ({ context }) => openStatus(context) === 'join',
    commentTooLong: ({ context }) => commentLength(context.comment) > PROMOTION_COMMENT_MAX,
    issued: ({ context }) => openStatus(context) === 'issued',
    readInOtherLanguage: ({ context }) => readInOtherLanguage(context),
  },
}).createMachine({
  id: 'promotions',
  context: ({ input }) => ({
    data: null,
    category: ALL_CATEGORIES,
    openId: null,
    comment: '',
    commentError: null,
    notice: null,
    actionFailureKey: null,
    failureKey: null,
    failureText: null,
    applyIntent: null,
    applyRetryable: null,
    claimIntent: null,
    claimRetryable: null,
    lostAnswer: null,
    ...languageContext(input),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      entry: assign(({ context }) => askedNow(context)),
      on: { LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }) => event.language } } },
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        onDone: [
          {
            guard: { type: 'resumedApply', params: ({ event }) => event.output },
            target: '#promotions.ready.detail.applyUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resumeApply', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'resumedClaim', params: ({ event }) => event.output },
            target: '#promotions.ready.detail.claimUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resumeClaim', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failure',
          actions: assign(({ event }) => {
            const { errorKey, errorText } = failureMessage(errorOf({ event }));
            return { failureKey: errorKey, failureText: errorText };
          }),
        },
      },
    },
    failure: retryableFailure('loading', { LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }: { event: LanguageEvent }) => event.language } } }),
    ready: {
      tags: [TAGS.ready],
      initial: 'browsing',
      states: {
        browsing: {
          always: { guard: 'readInOtherLanguage', target: '#promotions.loading', actions: 'dropTexts' },
          on: {
            LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }) => event.language } },
            CATEGORY: { guard: { type: 'knownCategory', params: ({ event }) => event.category }, actions: assign({ category: ({ event }) => event.category }) },
            OPEN: {
              guard: { type: 'listed', params: ({ event }) => event.promotionId },
              target: 'detail',
              actions: assign({ openId: ({ event }) => event.promotionId, comment: '', commentError: null, notice: null, actionFailureKey: null }),
            },
          },
        },
        detail: {
          tags: [PROMOTION_TAGS.detail],
          initial: 'idle',
          states: {
            idle: {
              on: {
                CLOSE: { target: '#promotions.ready.browsing', actions: 'closeDetail' },
                COMMENT: {
                  guard: 'canJoin',
                  actions: assign(({ event }) => ({ comment: event.text, commentError: commentLength(event.text) > PROMOTION_COMMENT_MAX ? COMMENT_TOO_LONG : null })),
                },
                APPLY: [
                  { guard: and(['visitor', 'canJoin']), target: 'signIn' },
                  // only a join promotion has the form (a comment kept from another promotion says nothing here)
                  { guard: and(['canJoin', 'commentTooLong']), actions: assign({ commentError: COMMENT_TOO_LONG }) },
                  { guard: 'canJoin', target: 'applying', actions: 'beginApply' },
                ],
                CLAIM: [
                  { guard: and(['visitor', 'issued']), target: 'signIn' },
                  { guard: 'issued', target: 'claiming', actions: 'beginClaim' },
                ],
              },
            },
            signIn: {
              tags: [PROMOTION_TAGS.signIn],
              on: { CLOSE: { target: '#promotions.ready.browsing', actions: 'closeDetail' } },
            },
            applying: {
              tags: [TAGS.busy, PROMOTION_TAGS.applying],
              entry: 'keepApplyIntent',
              invoke: {
                id: 'applyPromotion',
                src: 'applyPromotion',
                input: ({ context }) => ({ ...(context.applyIntent?.request ?? { promotionId: context.openId ?? '', comment: context.comment.trim() }), idempotencyKey: context.applyIntent?.key ?? '' }),
                onDone: { target: 'idle', actions: [{ type: 'applied', params: ({ event }) => event.output }, 'forgetApplyIntent'] },
                onError: [
                  { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'applyUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
                  { target: 'idle', actions: [{ type: 'applyRefused', params: errorOf }, 'forgetApplyIntent'] },
                ],
              },
            },
            /**
             * The application's answer was lost: the list is read until the promotion's status shows
             * whether it was made. No APPLY, COMMENT or CLOSE: the detail holds.
             */
            applyUnknown: outcomeUnknownState({
              tags: [TAGS.busy, PROMOTION_TAGS.applying],
              intentOf: (context: PromotionsContext) => context.applyIntent,
              applied: { target: '#promotions.ready.detail.idle', actions: [{ type: 'applied', params: appliedResult<Promotion> }, 'forgetApplyIntent'] },
              notApplied: { target: '#promotions.ready.detail.idle', actions: ['applyNotDone', 'forgetApplyIntent'] },
            }),
            claiming: {
              tags: [TAGS.busy, PROMOTION_TAGS.claiming],
              entry: 'keepClaimIntent',
              invoke: {
                id: 'claimPromotion',
                src: 'claimPromotion',
                input: ({ context }) => ({ promotionId: context.claimIntent?.request.promotionId ?? context.openId ?? '', idempotencyKey: context.claimIntent?.key ?? '' }),
                onDone: { target: 'idle', actions: [{ type: 'claimed', params: ({ event }) => event.output }, 'forgetClaimIntent', 'tellBalanceChanged'] },
                onError: [
                  { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'claimUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
                  { target: 'idle', actions: [{ type: 'claimRefused', params: errorOf }, 'forgetClaimIntent'] },
                ],
              },
            },
            /**
             * The claim's answer was lost: the list is read until the promotion's status shows whether
             * the bonus was claimed. No CLAIM or CLOSE: the detail holds.
             */
            claimUnknown: outcomeUnknownState({
              tags: [TAGS.busy, PROMOTION_TAGS.claiming],
              intentOf: (context: PromotionsContext) => context.claimIntent,
              applied: { target: '#promotions.ready.detail.idle', actions: [{ type: 'claimed', params: appliedResult<ClaimAnswer> }, 'forgetClaimIntent', 'tellBalanceChanged'] },
              notApplied: { target: '#promotions.ready.detail.idle', actions: ['claimNotDone', 'forgetClaimIntent'] },
            }),
          },
        },
      },
    },
  },
});

export type PromotionsMachine = typeof promotionsMachine;
