/**
 * The promotions page (/promotions, issue 15; SPEC.md §4 activity statuses, §5 activity comment):
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
 */
import { and, assign, setup } from 'xstate';
import type { Promotion, PromotionClaim, PromotionList, PromotionStatus } from '../src/api/promotions';
import { errorOf, failureMessage, notProvided, TAGS } from './kit';

/** SPEC.md §5 / §9: an activity comment is at most 140 characters. */
export const PROMOTION_COMMENT_MAX = 140;

/** The filter showing every category. */
export const ALL_CATEGORIES = 'ALL';

export const PROMOTION_TAGS = { detail: 'detail', signIn: 'signIn', applying: 'applying', claiming: 'claiming' } as const;

/** The message key of a comment over the limit. */
export const COMMENT_TOO_LONG = 'promotions:detail.commentTooLong';
const COMMENT_REFUSED = 'errors:promotionCommentInvalid';

/** What a load answers: the list, and whether it was read for a signed-in member (a visitor browses; applying or claiming asks them to sign in). */
export type PromotionsData = PromotionList;

export interface PromotionNotice {
  readonly kind: 'applied' | 'claimed';
  readonly promotionId: string;
  readonly amount: number | null;
}

export interface PromotionsContext {
  readonly data: PromotionsData | null;
  readonly category: string;
  readonly openId: string | null;
  readonly comment: string;
  readonly commentError: string | null;
  readonly notice: PromotionNotice | null;
  readonly actionFailureKey: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type PromotionsEvent =
  | { type: 'RETRY' }
  | { type: 'CATEGORY'; category: string }
  | { type: 'OPEN'; promotionId: string }
  | { type: 'CLOSE' }
  | { type: 'COMMENT'; text: string }
  | { type: 'APPLY' }
  | { type: 'CLAIM' };

/** Characters as a reader counts them (an emoji is one). */
export const commentLength = (text: string): number => [...text.trim()].length;

const openPromotion = (context: PromotionsContext): Promotion | undefined => context.data?.promotions.find((promotion) => promotion.promotionId === context.openId);
const openStatus = (context: PromotionsContext): PromotionStatus | null => openPromotion(context)?.status ?? null;

const withPromotion = (data: PromotionsData | null, promotionId: string, change: (promotion: Promotion) => Promotion): PromotionsData | null =>
  data ? { ...data, promotions: data.promotions.map((promotion) => (promotion.promotionId === promotionId ? change(promotion) : promotion)) } : null;

export const promotionsMachine = setup({
  types: { context: {} as PromotionsContext, events: {} as PromotionsEvent },
  actors: {
    loadPromotions: notProvided<PromotionsData>('loadPromotions'),
    applyPromotion: notProvided<Promotion, { promotionId: string; comment: string }>('applyPromotion'),
    claimPromotion: notProvided<PromotionClaim, { promotionId: string }>('claimPromotion'),
  },
  actions: {
    closeDetail: assign({ openId: null, notice: null, actionFailureKey: null, commentError: null }),
  },
  guards: {
    visitor: ({ context }) => context.data?.signedIn !== true,
    knownCategory: ({ context }, category: string) => category === ALL_CATEGORIES || (context.data?.categories.includes(category) ?? false),
    listed: ({ context }, promotionId: string) => context.data?.promotions.some((promotion) => promotion.promotionId === promotionId) ?? false,
    canJoin: ({ context }) => openStatus(context) === 'join',
    commentTooLong: ({ context }) => commentLength(context.comment) > PROMOTION_COMMENT_MAX,
    issued: ({ context }) => openStatus(context) === 'issued',
  },
}).createMachine({
  id: 'promotions',
  context: {
    data: null,
    category: ALL_CATEGORIES,
    openId: null,
    comment: '',
    commentError: null,
    notice: null,
    actionFailureKey: null,
    failureKey: null,
    failureText: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failureKey: null, failureText: null }) },
        onError: {
          target: 'failure',
          actions: assign(({ event }) => {
            const { errorKey, errorText } = failureMessage(errorOf({ event }));
            return { failureKey: errorKey, failureText: errorText };
          }),
        },
      },
    },
    failure: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
    ready: {
      tags: [TAGS.ready],
      initial: 'browsing',
      states: {
        browsing: {
          on: {
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
                  { guard: 'commentTooLong', actions: assign({ commentError: COMMENT_TOO_LONG }) },
                  { guard: 'canJoin', target: 'applying', actions: assign({ notice: null, actionFailureKey: null, commentError: null }) },
                ],
                CLAIM: [
                  { guard: and(['visitor', 'issued']), target: 'signIn' },
                  { guard: 'issued', target: 'claiming', actions: assign({ notice: null, actionFailureKey: null }) },
                ],
              },
            },
            signIn: {
              tags: [PROMOTION_TAGS.signIn],
              on: { CLOSE: { target: '#promotions.ready.browsing', actions: 'closeDetail' } },
            },
            applying: {
              tags: [TAGS.busy, PROMOTION_TAGS.applying],
              invoke: {
                id: 'applyPromotion',
                src: 'applyPromotion',
                input: ({ context }) => ({ promotionId: context.openId ?? '', comment: context.comment.trim() }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    data: withPromotion(context.data, context.openId ?? '', (promotion) => ({ ...promotion, ...event.output, promotionId: promotion.promotionId })),
                    notice: { kind: 'applied', promotionId: context.openId ?? '', amount: null },
                    comment: '',
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => {
                    const { errorKey } = failureMessage(errorOf({ event }));
                    return errorKey === COMMENT_REFUSED ? { commentError: COMMENT_REFUSED, actionFailureKey: null } : { actionFailureKey: errorKey };
                  }),
                },
              },
            },
            claiming: {
              tags: [TAGS.busy, PROMOTION_TAGS.claiming],
              invoke: {
                id: 'claimPromotion',
                src: 'claimPromotion',
                input: ({ context }) => ({ promotionId: context.openId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    data: withPromotion(context.data, context.openId ?? '', (promotion) => ({ ...promotion, status: 'claimed' })),
                    notice: { kind: 'claimed', promotionId: context.openId ?? '', amount: event.output.amount },
                  })),
                },
                onError: { target: 'idle', actions: assign(({ event }) => ({ actionFailureKey: failureMessage(errorOf({ event })).errorKey })) },
              },
            },
          },
        },
      },
    },
  },
});

export type PromotionsMachine = typeof promotionsMachine;
