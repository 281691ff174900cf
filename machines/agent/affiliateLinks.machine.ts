/**
 * The register centre's affiliate links (SPEC.md §2 registerCenter; API.md "Agent":
 * MCSFE_createAffiliateUrl, MCSFE_viewAffiliateUrls, MCSFE_deleteAffiliateUrl): the agent's links,
 * each a register URL carrying its affiliate code for a member or an agent account.
 *
 * - `loading` → `ready` | `empty` | `failure` (RETRY).
 * - CREATE (member type, remark; from `ready` or `empty`) → `creating` → the new link appended.
 *   `creating` takes no CREATE, so a double click makes one link. A refusal (the platform's limit)
 *   is shown above the list (`actionError`), the list kept.
 * - ASK_DELETE → `ready.confirming` (the dialog) → CONFIRM_DELETE → `deleting` → the link dropped
 *   (`empty` after the last). `deleting` takes no second CONFIRM_DELETE: one delete however often
 *   the button is pressed. CANCEL leaves the link.
 * - COPY → `ready.copying` (the named `copyLink`: the clipboard) → `ready.copied` | `ready.copyFailed`,
 *   each shown for COPIED_MS by the chart's own delay, then `ready.idle`.
 * - SHOW_QR → `ready.qr` (the link's QR code in a dialog, drawn by the view) → CLOSE_QR.
 * - A create whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome,
 *   not a failure (machines/outcome.ts): `outcomeUnknown` reads the links until they show
 *   a new one with the settings asked for (added, as if the answer had come), none (the failure;
 *   the same link asked again carries the same idempotency key) or the readings run out (the form
 *   held: check again). The create is kept for the tab meanwhile: a load that finds it checks it first.
 *   An answer that does not carry the link (API.md does not describe it: null, `true`, no id or URL;
 *   the call's output is null) goes through the same check: the platform made a link, the list says
 *   which.
 */
import { assign, setup } from 'xstate';
import type { AffiliateLink, AffiliateLinkList, NewAffiliateLink } from '../../src/api';
import { errorOf, failureMessage, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

/** How long "copied" (or its failure) shows beside the link. */
export const COPIED_MS = 2500;

/** The chart's own tags beside the kit's. */
export const AFFILIATE_TAGS = {
  creating: 'creating',
  deleting: 'deleting',
  confirming: 'confirming',
  copying: 'copying',
  copied: 'copied',
  copyFailed: 'copyFailed',
  qr: 'qr',
} as const;

/** The links listed when a link was asked for: a new one is not among them. */
export interface LinksBefore {
  readonly ids: readonly string[];
}

/** A link asked for, as it is sent and, while its outcome is unknown, kept for the tab. */
export type AffiliateLinkIntent = Intent<NewAffiliateLink, LinksBefore>;

/** What the create call receives: the link's settings and the intent's idempotency key. */
export interface AffiliateLinkCall extends NewAffiliateLink {
  readonly idempotencyKey: string;
}

/** The links as loaded, and a create of this tab kept from before a reload whose outcome was still unknown. */
export interface AffiliateLinksLoad extends AffiliateLinkList {
  readonly pendingLink?: AffiliateLinkIntent | null;
}

/** How far the platform's clock may be behind the client's: a link made this long before the send may still be it. */
const CLOCK_SKEW_MS = 5 * 60_000;

const remarkOf = (link: { readonly remark?: string | undefined }) => (link.remark ?? '').trim();

/**
 * What the links say about a create sent as `intent`: a link that was not listed at the send, with
 * the settings asked for, made since (the platform's createdTime, when it says) is the create
 * (the newest such); none is not made.
 */
export function readLinkCreation(intent: AffiliateLinkIntent, links: readonly AffiliateLink[]): OutcomeReading<AffiliateLink> {
  const listed = new Set(intent.before.ids);
  const made = links.filter((link) => {
    if (listed.has(link.id) || link.memberType !== intent.request.memberType || remarkOf(link) !== remarkOf(intent.request)) return false;
    const created = link.createdTime ? Date.parse(link.createdTime) : Number.NaN;
    return Number.isNaN(created) || created >= intent.sentAt - CLOCK_SKEW_MS;
  });
  const newest = made.at(-1);
  return newest ? { kind: 'applied', result: newest } : { kind: 'notApplied' };
}

export interface AffiliateLinksContext {
  readonly links: readonly AffiliateLink[];
  /** The platform's limit of links per agent, when it says. */
  readonly max: number | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The last create or delete refusal, shown above the list until the next action. */
  readonly actionErrorKey: string | null;
  readonly actionErrorText: string | null;
  /** The link the delete dialog, the copy marker or the QR dialog is about. */
  readonly selectedId: string | null;
  /** The id of the link the last create added (the form clears when it changes). */
  readonly lastCreatedId: string | null;
  /** The create being sent or checked (its key is reused by the same link asked again). */
  readonly intent: AffiliateLinkIntent | null;
  /** A create the check found not made: the same link asked again carries its key. */
  readonly retryable: AffiliateLinkIntent | null;
  /** The lost answer's message, shown if the check finds the link not made. */
  readonly lostAnswer: { readonly errorKey: string; readonly errorText: string | null } | null;
}

export type AffiliateLinksEvent =
  | { type: 'RETRY' }
  | { type: 'CREATE'; link: NewAffiliateLink }
  | { type: 'ASK_DELETE'; id: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL' }
  | { type: 'COPY'; id: string }
  | { type: 'SHOW_QR'; id: string }
  | { type: 'CLOSE_QR' }
  /** Read the links again after the checks ran out. */
  | { type: 'CHECK_AGAIN' };

const NO_ACTION_ERROR = { actionErrorKey: null, actionErrorText: null } as const;

export const affiliateLinksMachine = setup({
  types: { context: {} as AffiliateLinksContext, events: {} as AffiliateLinksEvent },
  actors: {
    loadLinks: notProvided<AffiliateLinksLoad>('loadLinks'),
    /** The link made; null when the answer does not carry it (the check reads the links for it). */
    createLink: notProvided<AffiliateLink | null, AffiliateLinkCall>('createLink'),
    deleteLink: notProvided<unknown, { id: string }>('deleteLink'),
    copyLink: notProvided<void, { url: string }>('copyLink'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    hasLinks: ({ context }) => context.links.length > 0,
    knownLink: ({ context, event }) => 'id' in event && context.links.some((link) => link.id === event.id),
    resumed: (_, load: AffiliateLinksLoad) => Boolean(load.pendingLink),
    ...outcomeGuards,
  },
  actions: {
    storeLinks: assign((_, list: AffiliateLinkList) => ({ links: list.list, max: list.max ?? null, failureKey: null, failureText: null, selectedId: null })),
    resume: assign((_, load: AffiliateLinksLoad) => ({ intent: load.pendingLink ?? null })),
    /** The link asked for now: the same settings again after a check found it not made keep the key. */
    begin: assign(({ context, event }) => {
      if (event.type !== 'CREATE') return {};
      const request = event.link;
      const again = context.retryable;
      const sameIntent = again !== null && again.request.memberType === request.memberType && remarkOf(again.request) === remarkOf(request);
      const intent: AffiliateLinkIntent = { key: sameIntent ? again.key : newIntentKey(), request, sentAt: Date.now(), before: { ids: context.links.map((link) => link.id) } };
      return { intent, retryable: null, lostAnswer: null };
    }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    forgetIntent: () => undefined,
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error) })),
    // an answer without the link: if the check finds none made, all there is to say is "unknown error"
    rememberAnswerWithoutLink: assign({ lostAnswer: { errorKey: 'errors:unknown', errorText: null } }),
    checkedNotDone: assign(({ context }) => {
      const { errorKey, errorText } = context.lostAnswer ?? { errorKey: 'errors:networkAbnormal', errorText: null };
      return { actionErrorKey: errorKey, actionErrorText: errorText, retryable: context.intent, intent: null };
    }),
    createRefused: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { actionErrorKey: errorKey, actionErrorText: errorText, intent: null };
    }),
    storeFailure: storeFailure({ withText: true }),
    storeActionError: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { actionErrorKey: errorKey, actionErrorText: errorText };
    }),
    clearActionError: assign(NO_ACTION_ERROR),
    appendLink: assign(({ context }, link: AffiliateLink) => ({
      links: [...context.links.filter((other) => other.id !== link.id), link],
      lastCreatedId: link.id,
      intent: null,
      retryable: null,
      ...NO_ACTION_ERROR,
    })),
    dropSelected: assign(({ context }) => ({ links: context.links.filter((link) => link.id !== context.selectedId), selectedId: null, ...NO_ACTION_ERROR })),
    select: assign((_, id: string) => ({ selectedId: id, ...NO_ACTION_ERROR })),
    unselect: assign({ selectedId: null }),
  },
}).createMachine({
  id: 'affiliateLinks',
  context: { links: [], max: null, failureKey: null, failureText: null, ...NO_ACTION_ERROR, selectedId: null, lastCreatedId: null, intent: null, retryable: null, lostAnswer: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadLinks',
        src: 'loadLinks',
        onDone: [
          {
            guard: { type: 'resumed', params: ({ event }) => event.output },
            target: 'outcomeUnknown',
            actions: [
              { type: 'storeLinks', params: ({ event }) => event.output },
              { type: 'resume', params: ({ event }) => event.output },
            ],
          },
          { guard: ({ event }) => event.output.list.length > 0, target: 'ready', actions: { type: 'storeLinks', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'storeLinks', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: retryableFailure(),
    empty: {
      tags: [TAGS.empty],
      on: { CREATE: { target: 'creating', actions: 'begin' } },
    },
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      // a list with no links is empty (a create the check found not made, on an empty list)
      always: { guard: ({ context }) => context.links.length === 0, target: 'empty' },
      on: {
        CREATE: { target: '#affiliateLinks.creating', actions: 'begin' },
        ASK_DELETE: { guard: 'knownLink', target: '.confirming', actions: { type: 'select', params: ({ event }) => event.id } },
        COPY: { guard: 'knownLink', target: '.copying', actions: { type: 'select', params: ({ event }) => event.id } },
        SHOW_QR: { guard: 'knownLink', target: '.qr', actions: { type: 'select', params: ({ event }) => event.id } },
      },
      states: {
        idle: {},
        confirming: {
          tags: [AFFILIATE_TAGS.confirming],
          on: { CONFIRM_DELETE: '#affiliateLinks.deleting', CANCEL: { target: 'idle', actions: 'unselect' } },
        },
        copying: {
          tags: [AFFILIATE_TAGS.copying],
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ url: context.links.find((link) => link.id === context.selectedId)?.url ?? '' }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: { tags: [AFFILIATE_TAGS.copied], after: { [COPIED_MS]: { target: 'idle', actions: 'unselect' } } },
        copyFailed: { tags: [AFFILIATE_TAGS.copyFailed], after: { [COPIED_MS]: { target: 'idle', actions: 'unselect' } } },
        qr: { tags: [AFFILIATE_TAGS.qr], on: { CLOSE_QR: { target: 'idle', actions: 'unselect' } } },
      },
    },
    creating: {
      tags: [TAGS.busy, AFFILIATE_TAGS.creating],
      entry: ['clearActionError', 'keepIntent'],
      invoke: {
        id: 'createLink',
        src: 'createLink',
        input: ({ context }) => ({ ...(context.intent?.request ?? { memberType: 'MEMBER' as const }), idempotencyKey: context.intent?.key ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'outcomeUnknown', actions: 'rememberAnswerWithoutLink' },
          // the branch above took an answer without the link
          { target: 'ready', actions: [{ type: 'appendLink', params: ({ event }) => event.output as AffiliateLink }, 'forgetIntent'] },
        ],
        onError: [
          { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'outcomeUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
          { guard: 'hasLinks', target: 'ready', actions: [{ type: 'createRefused', params: errorOf }, 'forgetIntent'] },
          { target: 'empty', actions: [{ type: 'createRefused', params: errorOf }, 'forgetIntent'] },
        ],
      },
    },
    /**
     * The answer was lost: the links are read until they show whether the link was made. No CREATE
     * here (the form holds), nor a row's actions.
     */
    outcomeUnknown: outcomeUnknownState({
      tags: [TAGS.busy, AFFILIATE_TAGS.creating],
      applied: { target: '#affiliateLinks.ready', actions: [{ type: 'appendLink', params: appliedResult<AffiliateLink> }, 'forgetIntent'] },
      // not made: the list as it was (ready says empty when it has none)
      notApplied: { target: '#affiliateLinks.ready', actions: ['checkedNotDone', 'forgetIntent'] },
    }),
    deleting: {
      tags: [TAGS.busy, AFFILIATE_TAGS.deleting],
      invoke: {
        id: 'deleteLink',
        src: 'deleteLink',
        input: ({ context }) => ({ id: context.selectedId ?? '' }),
        onDone: [
          { guard: ({ context }) => context.links.some((link) => link.id !== context.selectedId), target: 'ready', actions: 'dropSelected' },
          { target: 'empty', actions: 'dropSelected' },
        ],
        onError: { target: 'ready', actions: [{ type: 'storeActionError', params: errorOf }, 'unselect'] },
      },
    },
  },
});

export type AffiliateLinksMachine = typeof affiliateLinksMachine;
