/**
 * The register centre's affiliate links (issue 14, SPEC.md §2 registerCenter; API.md "Agent":
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
 */
import { assign, setup } from 'xstate';
import type { AffiliateLink, AffiliateLinkList, NewAffiliateLink } from '../src/api';
import { errorOf, failureMessage, notProvided, TAGS } from './kit';

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
}

export type AffiliateLinksEvent =
  | { type: 'RETRY' }
  | { type: 'CREATE'; link: NewAffiliateLink }
  | { type: 'ASK_DELETE'; id: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL' }
  | { type: 'COPY'; id: string }
  | { type: 'SHOW_QR'; id: string }
  | { type: 'CLOSE_QR' };

const NO_ACTION_ERROR = { actionErrorKey: null, actionErrorText: null } as const;

export const affiliateLinksMachine = setup({
  types: { context: {} as AffiliateLinksContext, events: {} as AffiliateLinksEvent },
  actors: {
    loadLinks: notProvided<AffiliateLinkList>('loadLinks'),
    createLink: notProvided<AffiliateLink, NewAffiliateLink>('createLink'),
    deleteLink: notProvided<unknown, { id: string }>('deleteLink'),
    copyLink: notProvided<void, { url: string }>('copyLink'),
  },
  guards: {
    hasLinks: ({ context }) => context.links.length > 0,
    knownLink: ({ context, event }) => 'id' in event && context.links.some((link) => link.id === event.id),
  },
  actions: {
    storeLinks: assign((_, list: AffiliateLinkList) => ({ links: list.list, max: list.max ?? null, failureKey: null, failureText: null, selectedId: null })),
    storeFailure: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { failureKey: errorKey, failureText: errorText };
    }),
    storeActionError: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { actionErrorKey: errorKey, actionErrorText: errorText };
    }),
    clearActionError: assign(NO_ACTION_ERROR),
    appendLink: assign(({ context }, link: AffiliateLink) => ({ links: [...context.links.filter((other) => other.id !== link.id), link], lastCreatedId: link.id, ...NO_ACTION_ERROR })),
    dropSelected: assign(({ context }) => ({ links: context.links.filter((link) => link.id !== context.selectedId), selectedId: null, ...NO_ACTION_ERROR })),
    select: assign((_, id: string) => ({ selectedId: id, ...NO_ACTION_ERROR })),
    unselect: assign({ selectedId: null }),
  },
}).createMachine({
  id: 'affiliateLinks',
  context: { links: [], max: null, failureKey: null, failureText: null, ...NO_ACTION_ERROR, selectedId: null, lastCreatedId: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadLinks',
        src: 'loadLinks',
        onDone: [
          { guard: ({ event }) => event.output.list.length > 0, target: 'ready', actions: { type: 'storeLinks', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'storeLinks', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
    empty: {
      tags: [TAGS.empty],
      on: { CREATE: 'creating' },
    },
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      on: {
        CREATE: '#affiliateLinks.creating',
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
      entry: 'clearActionError',
      invoke: {
        id: 'createLink',
        src: 'createLink',
        input: ({ event }) => (event as Extract<AffiliateLinksEvent, { type: 'CREATE' }>).link,
        onDone: { target: 'ready', actions: { type: 'appendLink', params: ({ event }) => event.output } },
        onError: [
          { guard: 'hasLinks', target: 'ready', actions: { type: 'storeActionError', params: errorOf } },
          { target: 'empty', actions: { type: 'storeActionError', params: errorOf } },
        ],
      },
    },
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
