/**
 * The withdrawal confirmation (DESIGN.md names the chart). A withdrawal paid in parts by
 * other members' deposits (C2C): for each waiting part the member answers received, not received
 * (with 1 to 3 PNG or JPG proofs of at most 5 MB each, checked by the guards here) or fully paid
 * (everything remaining received). The screen shows the withdrawal's amount, received and
 * remaining amounts.
 *
 * Each waiting part has a deadline. `ready` carries it as one delayed transition (`deadline`: the
 * time left of the part due first); when it passes, the due parts show as auto-confirmed (they
 * count as received and the payer's deposit is not refunded) and the order is read again. A one
 * second `ticking` loop inside `ready` counts the time left shown beside each part, without
 * resetting the deadline.
 *
 * "Fully paid" says the whole payout arrived, so it is asked for once more first
 * (`askingFullyPaid`): the question says how much that counts as received and which parts the
 * member had reported as not received. Confirmed, the platform marks every part not received yet
 * (waiting or reported) as received and withdraws those reports, so the totals, the parts and the
 * "paid" notice say the same thing.
 *
 * Input: the order to confirm, or null for "any order waiting" (the check on sign-in, which shows
 * nothing when none waits).
 */
import { and, assign, setup } from 'xstate';
import type { C2CAction, WithdrawalOrder, WithdrawalPart } from '../../src/api';
import { imagePickProblem, type ImageProblem, type ImageRules } from '../imageFile';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

export const CONFIRMATION_TAGS = {
  /** Nothing to confirm. */
  none: 'none',
  /** An answer is being sent. */
  answering: 'answering',
  /** "Fully paid" waits for the member's confirmation. */
  askingFullyPaid: 'askingFullyPaid',
} as const;

export const TICK_MS = 1000;
export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** setTimeout's longest delay; a later deadline is waited for in steps. */
const MAX_DELAY_MS = 2_147_483_647;

/** A picked image: what the guards check, and the file itself (in memory only, sent as a data URL). */
export interface ProofFile {
  readonly name: string;
  /** What the file's first bytes show (imageFile.ts), '' when no image: never the name's guess. */
  readonly type: string;
  readonly size: number;
  readonly blob: Blob;
}

export interface ConfirmationInput {
  readonly orderNo: string | null;
}

export interface ConfirmationRequest {
  readonly orderNo: string | null;
}

export interface AnswerRequest {
  readonly partId: string;
  readonly action: C2CAction;
  readonly proofs: readonly ProofFile[];
}

export interface ConfirmationContext {
  readonly orderNo: string | null;
  readonly order: WithdrawalOrder | null;
  /** Time counted since the order was read (the parts' remainingMs are as of that read). */
  readonly elapsedMs: number;
  /** Proofs picked per part, not sent yet. */
  readonly proofs: Readonly<Record<string, readonly ProofFile[]>>;
  /** A refused pick or a NOT_RECEIVED without proof, per part (i18n key). */
  readonly proofErrors: Readonly<Record<string, string>>;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The part whose "fully paid" waits for confirmation. */
  readonly fullyPaidPartId: string | null;
}

export type ConfirmationEvent =
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | { type: 'RECEIVED'; partId: string }
  | { type: 'FULLY_PAID'; partId: string }
  | { type: 'CONFIRM_FULLY_PAID' }
  | { type: 'CANCEL_FULLY_PAID' }
  | { type: 'NOT_RECEIVED'; partId: string }
  | { type: 'ADD_PROOFS'; partId: string; files: readonly ProofFile[] }
  | { type: 'REMOVE_PROOF'; partId: string; index: number };

export const waitingParts = (order: WithdrawalOrder | null): WithdrawalPart[] => order?.parts.filter((part) => part.status === 'WAITING') ?? [];

/** The parts the member reported as not received: "fully paid" withdraws those reports. */
export const reportedParts = (order: WithdrawalOrder | null): WithdrawalPart[] => order?.parts.filter((part) => part.status === 'NOT_RECEIVED') ?? [];

/** Time left of a part as shown now. */
export const timeLeftOf = (part: WithdrawalPart, elapsedMs: number): number => (part.status === 'WAITING' ? Math.max(0, part.remainingMs - elapsedMs) : 0);

/** The time until the first waiting part is due. */
export function nextDeadlineMs(context: Pick<ConfirmationContext, 'order' | 'elapsedMs'>): number {
  const times = waitingParts(context.order).map((part) => timeLeftOf(part, context.elapsedMs));
  return times.length ? Math.min(MAX_DELAY_MS, ...times) : MAX_DELAY_MS;
}

const PROOF_RULES: ImageRules = { types: PROOF_TYPES, maxBytes: MAX_PROOF_BYTES, maxCount: MAX_PROOFS };
const PROOF_PROBLEMS: Readonly<Record<ImageProblem, string>> = { type: 'withdraw:confirm.proofType', size: 'withdraw:confirm.proofSize', count: 'withdraw:confirm.proofCount' };

/** Why a pick of images is refused (null: accepted). */
export function proofProblem(current: readonly ProofFile[], files: readonly ProofFile[]): string | null {
  const problem = imagePickProblem(PROOF_RULES, current.length, files);
  return problem ? PROOF_PROBLEMS[problem] : null;
}

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const copy = { ...record };
  delete copy[key];
  return copy;
};

export const withdrawalConfirmationMachine = setup({
  types: { context: {} as ConfirmationContext, events: {} as ConfirmationEvent, input: {} as ConfirmationInput },
  actors: {
    loadConfirmation: notProvided<WithdrawalOrder | null, ConfirmationRequest>('loadConfirmation'),
    /** The order after the answer; null when the platform's answer names none (the order is read again). */
    answerPart: notProvided<WithdrawalOrder | null, AnswerRequest>('answerPart'),
  },
  guards: {
    found: ({ event }) => (event as { output?: WithdrawalOrder | null }).output != null,
    hasWaiting: ({ context }) => waitingParts(context.order).length > 0,
    isWaiting: ({ context, event }) => 'partId' in event && waitingParts(context.order).some((part) => part.partId === event.partId),
    proofsRefused: ({ context, event }) => event.type === 'ADD_PROOFS' && proofProblem(context.proofs[event.partId] ?? [], event.files) !== null,
    hasProofs: ({ context, event }) => event.type === 'NOT_RECEIVED' && (context.proofs[event.partId]?.length ?? 0) > 0,
    hasProof: ({ context, event }) => event.type === 'REMOVE_PROOF' && context.proofs[event.partId]?.[event.index] !== undefined,
  },
  actions: {
    storeOrder: assign(({ context }, order: WithdrawalOrder | null) => ({ order: order ?? context.order, elapsedMs: 0, failureKey: null, failureText: null })),
    storeFailure: storeFailure({ withText: true }),
    tick: assign(({ context }) => ({ elapsedMs: context.elapsedMs + TICK_MS })),
    /** The due parts count as received, as the platform counts them. */
    autoConfirmDue: assign(({ context }) => {
      const due = nextDeadlineMs(context);
      const elapsedMs = context.elapsedMs + due;
      if (!context.order) return { elapsedMs };
      const parts = context.order.parts.map((part) => (part.status === 'WAITING' && part.remainingMs <= elapsedMs ? { ...part, status: 'AUTO_CONFIRMED' as const, remainingMs: 0 } : part));
      const received = parts.filter((part) => part.status === 'RECEIVED' || part.status === 'AUTO_CONFIRMED').reduce((sum, part) => sum + part.amount, 0);
      const receivedAmount = Math.min(context.order.payout, Math.round(received * 100) / 100);
      return { elapsedMs, order: { ...context.order, parts, receivedAmount, remainingAmount: Math.round((context.order.payout - receivedAmount) * 100) / 100 } };
    }),
    addProofs: assign(({ context }, params: { partId: string; files: readonly ProofFile[] }) => ({
      proofs: { ...context.proofs, [params.partId]: [...(context.proofs[params.partId] ?? []), ...params.files] },
      proofErrors: without(context.proofErrors, params.partId),
    })),
    refuseProofs: assign(({ context }, params: { partId: string; key: string }) => ({ proofErrors: { ...context.proofErrors, [params.partId]: params.key } })),
    removeProof: assign(({ context }, params: { partId: string; index: number }) => ({
      proofs: { ...context.proofs, [params.partId]: (context.proofs[params.partId] ?? []).filter((_, index) => index !== params.index) },
      proofErrors: without(context.proofErrors, params.partId),
    })),
    clearFailure: assign({ failureKey: null, failureText: null }),
    askFullyPaid: assign(({ event }) => ({ fullyPaidPartId: 'partId' in event ? event.partId : null, failureKey: null, failureText: null })),
    forgetFullyPaid: assign({ fullyPaidPartId: null }),
    /** Proofs of parts no longer waiting are dropped (sent, or answered otherwise). */
    forgetAnswered: assign(({ context }) => {
      const waiting = new Set(waitingParts(context.order).map((part) => part.partId));
      const keep = <T>(record: Readonly<Record<string, T>>) => Object.fromEntries(Object.entries(record).filter(([partId]) => waiting.has(partId)));
      return { proofs: keep(context.proofs), proofErrors: keep(context.proofErrors) };
    }),
  },
  delays: {
    deadline: ({ context }) => nextDeadlineMs(context),
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  // Words for the chart gallery (tests/tools/charts/labels.ts); no behaviour reads them.
  meta: {
    description: 'The member confirms each part of a withdrawal paid by other members’ deposits.',
    events: {
      'xstate.done.actor.loadConfirmation': 'the order is read',
      'xstate.error.actor.loadConfirmation': 'reading the order fails',
      DISMISS: 'the member closes the dialog',
      RETRY: 'the member tries again',
      RECEIVED: 'the member says a part arrived',
      FULLY_PAID: 'the member says the whole payout arrived',
      NOT_RECEIVED: 'the member says a part did not arrive',
      ADD_PROOFS: 'the member attaches proof images',
      REMOVE_PROOF: 'the member removes a proof',
      CONFIRM_FULLY_PAID: 'the member confirms it was fully paid',
      CANCEL_FULLY_PAID: 'the member takes it back',
      'xstate.done.actor.answerPart': 'the platform takes the answer',
      'xstate.error.actor.answerPart': 'the answer is refused or lost',
      'xstate.done.actor.reloadConfirmation': 'the order is read again',
      'xstate.error.actor.reloadConfirmation': 'reading it again fails',
    },
    guards: {
      found: 'an order waits',
      hasWaiting: 'a part still waits',
      isWaiting: 'the part still waiting',
      proofsRefused: 'the images are refused',
      hasProofs: 'proofs attached',
      hasProof: 'that proof is there',
    },
  },
  context: ({ input }) => ({ orderNo: input.orderNo, order: null, elapsedMs: 0, proofs: {}, proofErrors: {}, failureKey: null, failureText: null, fullyPaidPartId: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadConfirmation',
        src: 'loadConfirmation',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: 'found', target: 'ready', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
          { target: 'none' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure('loading', { DISMISS: 'closed' }),
    none: { tags: [CONFIRMATION_TAGS.none, TAGS.empty], on: { DISMISS: 'closed' } },
    ready: {
      tags: [TAGS.ready],
      initial: 'ticking',
      states: {
        ticking: { after: { [TICK_MS]: { target: 'ticking', reenter: true, actions: 'tick' } } },
      },
      after: {
        deadline: { guard: 'hasWaiting', target: 'settling', actions: ['autoConfirmDue', 'forgetAnswered'] },
      },
      on: {
        RECEIVED: { guard: 'isWaiting', target: 'answering', actions: 'clearFailure' },
        FULLY_PAID: { guard: 'isWaiting', target: 'askingFullyPaid', actions: 'askFullyPaid' },
        // only a part still waiting takes an answer or proofs: a click that lands just after its
        // deadline (the part shown auto-confirmed) sends nothing
        NOT_RECEIVED: [
          { guard: and(['isWaiting', 'hasProofs']), target: 'answering', actions: 'clearFailure' },
          { guard: 'isWaiting', actions: { type: 'refuseProofs', params: ({ event }) => ({ partId: event.partId, key: 'withdraw:confirm.proofRequired' }) } },
        ],
        ADD_PROOFS: [
          {
            guard: and(['isWaiting', 'proofsRefused']),
            actions: { type: 'refuseProofs', params: ({ context, event }) => ({ partId: event.partId, key: proofProblem(context.proofs[event.partId] ?? [], event.files) ?? '' }) },
          },
          { guard: 'isWaiting', actions: { type: 'addProofs', params: ({ event }) => ({ partId: event.partId, files: event.files }) } },
        ],
        REMOVE_PROOF: { guard: 'hasProof', actions: { type: 'removeProof', params: ({ event }) => ({ partId: event.partId, index: event.index }) } },
        DISMISS: 'closed',
      },
    },
    // the question takes the dialog: no other answer meanwhile. The countdowns and the deadline
    // go on; a deadline that passes meanwhile is settled as in ready, and the question goes.
    askingFullyPaid: {
      tags: [TAGS.ready, CONFIRMATION_TAGS.askingFullyPaid],
      initial: 'ticking',
      states: {
        ticking: { after: { [TICK_MS]: { target: 'ticking', reenter: true, actions: 'tick' } } },
      },
      after: {
        deadline: { guard: 'hasWaiting', target: 'settling', actions: ['autoConfirmDue', 'forgetAnswered', 'forgetFullyPaid'] },
      },
      on: {
        CONFIRM_FULLY_PAID: { target: 'answering' },
        CANCEL_FULLY_PAID: { target: 'ready', actions: 'forgetFullyPaid' },
        DISMISS: 'closed',
      },
    },
    answering: {
      tags: [TAGS.busy, TAGS.ready, CONFIRMATION_TAGS.answering],
      exit: 'forgetFullyPaid',
      invoke: {
        id: 'answerPart',
        src: 'answerPart',
        input: ({ context, event }) => {
          if (event.type === 'CONFIRM_FULLY_PAID') {
            return { partId: context.fullyPaidPartId ?? '', action: 'FULLY_PAID' as const, proofs: [] };
          }
          const partId = 'partId' in event ? event.partId : '';
          const action: C2CAction = event.type === 'NOT_RECEIVED' ? 'NOT_RECEIVED' : 'RECEIVED';
          return { partId, action, proofs: action === 'NOT_RECEIVED' ? (context.proofs[partId] ?? []) : [] };
        },
        onDone: [
          // taken, but the answer names no order (API.md does not describe it): read the order again
          { guard: ({ event }) => event.output === null, target: 'settling', actions: 'forgetAnswered', description: 'the answer names no order' },
          { target: 'ready', actions: [{ type: 'storeOrder', params: ({ event }) => event.output }, 'forgetAnswered'] },
        ],
        onError: { target: 'ready', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    settling: {
      tags: [TAGS.busy, TAGS.ready],
      invoke: {
        id: 'reloadConfirmation',
        src: 'loadConfirmation',
        input: ({ context }) => ({ orderNo: context.order?.orderNo ?? context.orderNo }),
        onDone: { target: 'ready', actions: [{ type: 'storeOrder', params: ({ event }) => event.output }, 'forgetAnswered'] },
        // the parts shown auto-confirmed stay so; the next answer or deadline reads the order again
        onError: { target: 'ready' },
      },
      // the re-read only refreshes what is shown: the member may close meanwhile (an Escape
      // pressed just after a deadline was lost)
      on: { DISMISS: 'closed' },
    },
    closed: { type: 'final', tags: [TAGS.done] },
  },
});

export type WithdrawalConfirmationMachine = typeof withdrawalConfirmationMachine;
