/**
 * The member's messages (SPEC.md §2 messageV2; API.md CSP_getInbox): a page of 10, unread
 * first then newest first, unread ones marked; a message opened is read in a dialog (its HTML through SafeHtml only)
 * and marked read on the platform; messages are deleted one (from the dialog) or several (the
 * ticked ones) at a time after a confirmation.
 *
 * `loading` → `ready` | `empty` | `failure` (RETRY). In `ready`:
 * - `list`: OPEN → `reading`; TOGGLE (tick a message) / CLEAR; SET_PAGE (1…totalPages) → loading;
 *   DELETE_SELECTED (something ticked) → `confirming`.
 * - `reading`: an unread message is marked read at once (`marking`, the invoked `markRead`; its
 *   answer says the unread count after it); a failed mark is quiet (the message stays unread and
 *   is marked again when opened again). CLOSE → list; DELETE → `confirming` (that message).
 * - `confirming`: CONFIRM → `deleting` (the invoked `deleteMessages`; no second CONFIRM) → loading
 *   the page again, with a notice; a refusal back to the list with its message. CANCEL → list.
 * The unread count on the page is the platform's (each answer carries it); the live account event
 * newMessage (`inboxHearsAccount`) carries the member's count: a different count reloads the list
 * (a message came, or was read elsewhere); so does a resync after a break (count unknown). A
 * message read or deleted here is told to the root at once (`tellMessagesChanged`), so the badges
 * do not wait for the platform's event.
 *
 * The messages come in the reader's language: told another one (LANGUAGE) where the list shows,
 * the page is dropped and asked again in it, the ticked messages kept (those the page still
 * lists). The switch is made in the side menu, out of reach while a message or a confirmation (a
 * modal) is open, so those states do not hear it.
 */
import { assign, setup } from 'xstate';
import { tellAccountChanged, type AccountEventListener } from '../accountSignals';
import type { InboxDeleted, InboxPage, InboxRead } from '../../src/api/inbox';
import { errorOf, failureMessage, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { askedNow, languageContext, readInOtherLanguage, toldLanguage, type LanguageContext, type LanguageEvent, type LanguageInput } from '../language';

export const INBOX_PAGE_SIZE = 10;

export const INBOX_TAGS = {
  reading: 'reading',
  marking: 'marking',
  confirming: 'confirming',
  deleting: 'deleting',
} as const;

export interface InboxContext extends LanguageContext {
  readonly page: number;
  readonly result: InboxPage | null;
  readonly openId: string | null;
  /** The ticked messages of the page shown. */
  readonly selected: readonly string[];
  /** What the confirmation is about (one message from the dialog, or the ticked ones). */
  readonly pendingDelete: readonly string[];
  /** How many went in the last delete (the notice), null when none to tell. */
  readonly deleted: number | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** A refused delete (shown above the list; the list stays). */
  readonly actionFailureKey: string | null;
}

export type InboxEvent =
  | { type: 'RETRY' }
  /** The member's unread count from newMessage; null after a break (it may have changed). */
  | { type: 'UNREAD_CHANGED'; unread: number | null }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'OPEN'; id: string }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE'; id: string }
  | { type: 'CLEAR' }
  | { type: 'DELETE' }
  | { type: 'DELETE_SELECTED' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | LanguageEvent;

/** newMessage carries the member's unread count; after a resync the count is not known (null): the list is asked again. */
export const inboxHearsAccount: AccountEventListener = (signal) => {
  if (signal.type === 'ACCOUNT_RESYNC') return { type: 'UNREAD_CHANGED', unread: null } satisfies InboxEvent;
  // a change told by a flow is not this chart's news: only the inbox reads or deletes messages, and
  // the root does not tell a flow its own change
  if (signal.type === 'ACCOUNT_CHANGED_HERE') return null;
  return signal.event.kind === 'newMessage' ? ({ type: 'UNREAD_CHANGED', unread: signal.event.unread } satisfies InboxEvent) : null;
};

const withRead = (result: InboxPage | null, id: string, unread: number): InboxPage | null =>
  result ? { ...result, unread, items: result.items.map((message) => (message.id === id ? { ...message, read: true } : message)) } : null;

export const inboxMachine = setup({
  types: { context: {} as InboxContext, events: {} as InboxEvent, input: {} as LanguageInput },
  actors: {
    loadMessages: notProvided<InboxPage, { page: number }>('loadMessages'),
    markRead: notProvided<InboxRead, { id: string }>('markRead'),
    deleteMessages: notProvided<InboxDeleted, { ids: readonly string[] }>('deleteMessages'),
  },
  guards: {
    otherPage: ({ context }, page: number) => page !== context.page && page >= 1 && page <= (context.result?.totalPages ?? 1),
    knownItem: ({ context }, id: string) => context.result?.items.some((item) => item.id === id) ?? false,
    unreadItem: ({ context }, id: string) => context.result?.items.some((item) => item.id === id && !item.read) ?? false,
    somethingTicked: ({ context }) => context.selected.length > 0,
    countDiffers: ({ context }, unread: number | null) => unread === null || unread !== context.result?.unread,
    hasItems: (_, result: InboxPage) => result.items.length > 0,
    readInOtherLanguage: ({ context }) => readInOtherLanguage(context),
  },
  actions: {
    // the ticks stay while the page lists them (only a switch of language keeps any: every other load starts with none)
    storePage: assign(({ context }, result: InboxPage) => ({
      result,
      page: result.pageNum,
      failureKey: null,
      failureText: null,
      openId: null,
      selected: context.selected.filter((id) => result.items.some((item) => item.id === id)),
    })),
    storeFailure: storeFailure({ withText: true }),
    clearNotices: assign({ deleted: null, actionFailureKey: null }),
    storeLanguage: assign((_, language: string) => toldLanguage(language)),
    // nothing of the old language stays on screen while the page is asked again; the ticks stay
    dropTexts: assign({ result: null }),
    /**
     * The unread count changed here (a message read or deleted): the root tells the flows that
     * count messages (the header's and the menu's badges) at once, not only when the platform's
     * newMessage reaches the page (accountSignals.ts). No parent in a chart's own tests.
     */
    tellMessagesChanged: tellAccountChanged('newMessage'),
  },
}).createMachine({
  id: 'inbox',
  context: ({ input }) => ({
    page: 1,
    result: null,
    openId: null,
    selected: [],
    pendingDelete: [],
    deleted: null,
    failureKey: null,
    failureText: null,
    actionFailureKey: null,
    ...languageContext(input),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      entry: assign(({ context }) => askedNow(context)),
      on: { LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }) => event.language } } },
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          { guard: { type: 'hasItems', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'storePage', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'storePage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: retryableFailure('loading', { LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }: { event: LanguageEvent }) => event.language } } }),
    empty: {
      tags: [TAGS.empty],
      always: { guard: 'readInOtherLanguage', target: 'loading', actions: 'dropTexts' },
      on: {
        LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }) => event.language } },
        UNREAD_CHANGED: { guard: { type: 'countDiffers', params: ({ event }) => event.unread }, target: 'loading', actions: 'clearNotices' },
      },
    },
    ready: {
      tags: [TAGS.ready],
      initial: 'list',
      states: {
        list: {
          always: { guard: 'readInOtherLanguage', target: '#inbox.loading', actions: 'dropTexts' },
          on: {
            LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }) => event.language } },
            OPEN: [
              { guard: { type: 'unreadItem', params: ({ event }) => event.id }, target: 'reading.marking', actions: [assign({ openId: ({ event }) => event.id }), 'clearNotices'] },
              { guard: { type: 'knownItem', params: ({ event }) => event.id }, target: 'reading.shown', actions: [assign({ openId: ({ event }) => event.id }), 'clearNotices'] },
            ],
            TOGGLE: {
              guard: { type: 'knownItem', params: ({ event }) => event.id },
              actions: assign({ selected: ({ context, event }) => (context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id]) }),
            },
            CLEAR: { actions: assign({ selected: [] }) },
            DELETE_SELECTED: { guard: 'somethingTicked', target: 'confirming', actions: [assign({ pendingDelete: ({ context }) => context.selected }), 'clearNotices'] },
            SET_PAGE: {
              guard: { type: 'otherPage', params: ({ event }) => event.page },
              target: '#inbox.loading',
              actions: [assign({ page: ({ event }) => event.page, selected: [] }), 'clearNotices'],
            },
            UNREAD_CHANGED: { guard: { type: 'countDiffers', params: ({ event }) => event.unread }, target: '#inbox.loading', actions: assign({ selected: [] }) },
          },
        },
        reading: {
          tags: [INBOX_TAGS.reading],
          initial: 'shown',
          on: {
            CLOSE: { target: 'list', actions: assign({ openId: null }) },
            DELETE: { target: 'confirming', actions: assign({ pendingDelete: ({ context }) => (context.openId ? [context.openId] : []) }) },
          },
          states: {
            marking: {
              tags: [INBOX_TAGS.marking],
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ id: context.openId ?? '' }),
                onDone: {
                  target: 'shown',
                  actions: [assign({ result: ({ context, event }) => withRead(context.result, event.output.id, event.output.unread) }), 'tellMessagesChanged'],
                },
                // quiet: the message stays unread and is marked when opened again
                onError: { target: 'shown' },
              },
            },
            shown: {},
          },
        },
        confirming: {
          tags: [INBOX_TAGS.confirming],
          on: {
            CONFIRM: 'deleting',
            CANCEL: { target: 'list', actions: assign({ pendingDelete: [], openId: null }) },
          },
        },
        deleting: {
          tags: [INBOX_TAGS.deleting],
          invoke: {
            id: 'deleteMessages',
            src: 'deleteMessages',
            input: ({ context }) => ({ ids: context.pendingDelete }),
            onDone: {
              target: '#inbox.loading',
              actions: [assign({ deleted: ({ event }) => event.output.deleted, pendingDelete: [], openId: null, selected: [] }), 'tellMessagesChanged'],
            },
            onError: {
              target: 'list',
              actions: assign({ actionFailureKey: ({ event }) => failureMessage(event.error).errorKey, pendingDelete: [], openId: null }),
            },
          },
        },
      },
    },
  },
});

export type InboxMachine = typeof inboxMachine;
