/**
 * The agent centre's announcements (SPEC.md §2 agentAnnouncement; API.md
 * MCSFE_getListAnnouncements with the agents' audience): 9 a page (SPEC.md §9), each opened to
 * read its whole HTML (rendered by the view through SafeHtml only).
 *
 * `loading` → `ready` (`list` ⇄ `reading`: OPEN / CLOSE) | `empty` | `failure` (RETRY). SET_PAGE
 * loads another page; a page outside 1…totalPages is not asked for.
 */
import { assign, setup } from 'xstate';
import type { AnnouncementPage } from '../../src/api';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

/** SPEC.md §9: "announcements 9 per page". */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

export const ANNOUNCEMENT_TAGS = { reading: 'reading' } as const;

export interface AgentAnnouncementsContext {
  readonly page: number;
  readonly result: AnnouncementPage | null;
  readonly openId: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type AgentAnnouncementsEvent = { type: 'RETRY' } | { type: 'SET_PAGE'; page: number } | { type: 'OPEN'; id: string } | { type: 'CLOSE' };

export const agentAnnouncementsMachine = setup({
  types: { context: {} as AgentAnnouncementsContext, events: {} as AgentAnnouncementsEvent },
  actors: {
    loadAnnouncements: notProvided<AnnouncementPage, { page: number }>('loadAnnouncements'),
  },
  guards: {
    otherPage: ({ context, event }) => event.type === 'SET_PAGE' && event.page !== context.page && event.page >= 1 && event.page <= (context.result?.totalPages ?? 1),
    knownItem: ({ context, event }) => event.type === 'OPEN' && (context.result?.items.some((item) => item.id === event.id) ?? false),
  },
  actions: {
    storePage: assign((_, result: AnnouncementPage) => ({ result, failureKey: null, failureText: null, openId: null })),
    storeFailure: storeFailure(),
  },
}).createMachine({
  id: 'agentAnnouncements',
  context: { page: 1, result: null, openId: null, failureKey: null, failureText: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadAnnouncements',
        src: 'loadAnnouncements',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          { guard: ({ event }) => event.output.items.length > 0, target: 'ready', actions: { type: 'storePage', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'storePage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: retryableFailure(),
    empty: { tags: [TAGS.empty] },
    ready: {
      tags: [TAGS.ready],
      initial: 'list',
      states: {
        list: {
          on: {
            OPEN: { guard: 'knownItem', target: 'reading', actions: assign({ openId: ({ event }) => event.id }) },
            SET_PAGE: { guard: 'otherPage', target: '#agentAnnouncements.loading', actions: assign({ page: ({ event }) => event.page }) },
          },
        },
        reading: { tags: [ANNOUNCEMENT_TAGS.reading], on: { CLOSE: { target: 'list', actions: assign({ openId: null }) } } },
      },
    },
  },
});

export type AgentAnnouncementsMachine = typeof agentAnnouncementsMachine;
