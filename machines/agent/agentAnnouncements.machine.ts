/**
 * The agent centre's announcements (SPEC.md §2 agentAnnouncement; API.md
 * MCSFE_getListAnnouncements with the agents' audience): 9 a page (SPEC.md §9), each opened to
 * read its whole HTML (rendered by the view through SafeHtml only).
 *
 * `loading` → `ready` (`list` ⇄ `reading`: OPEN / CLOSE) | `empty` | `failure` (RETRY). SET_PAGE
 * loads another page; a page outside 1…totalPages is not asked for.
 *
 * The announcements come in the reader's language: told another one (LANGUAGE), the list or the
 * announcement shown is dropped (an announcement being read closes) and the same page is asked
 * again in it. Neither of its pages can switch the language while it is open (the agent centre has
 * no side menu; the players' popup is a modal), so a switch reaches it only from outside.
 */
import { assign, setup } from 'xstate';
import type { AnnouncementPage } from '../../src/api';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { askedNow, languageContext, readInOtherLanguage, toldLanguage, type LanguageContext, type LanguageEvent, type LanguageInput } from '../language';

/** SPEC.md §9: "announcements 9 per page". */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

export const ANNOUNCEMENT_TAGS = { reading: 'reading' } as const;

export interface AgentAnnouncementsContext extends LanguageContext {
  readonly page: number;
  readonly result: AnnouncementPage | null;
  readonly openId: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type AgentAnnouncementsEvent = { type: 'RETRY' } | { type: 'SET_PAGE'; page: number } | { type: 'OPEN'; id: string } | { type: 'CLOSE' } | LanguageEvent;

export const agentAnnouncementsMachine = setup({
  types: { context: {} as AgentAnnouncementsContext, events: {} as AgentAnnouncementsEvent, input: {} as LanguageInput },
  actors: {
    loadAnnouncements: notProvided<AnnouncementPage, { page: number }>('loadAnnouncements'),
  },
  guards: {
    otherPage: ({ context, event }) => event.type === 'SET_PAGE' && event.page !== context.page && event.page >= 1 && event.page <= (context.result?.totalPages ?? 1),
    knownItem: ({ context, event }) => event.type === 'OPEN' && (context.result?.items.some((item) => item.id === event.id) ?? false),
    readInOtherLanguage: ({ context }) => readInOtherLanguage(context),
  },
  actions: {
    storePage: assign((_, result: AnnouncementPage) => ({ result, failureKey: null, failureText: null, openId: null })),
    storeFailure: storeFailure({ withText: true }),
    storeLanguage: assign((_, language: string) => toldLanguage(language)),
    // nothing of the old language stays on screen while the page is asked again; the page stays
    dropTexts: assign({ result: null, openId: null }),
  },
}).createMachine({
  id: 'agentAnnouncements',
  context: ({ input }) => ({ page: 1, result: null, openId: null, failureKey: null, failureText: null, ...languageContext(input) }),
  initial: 'loading',
  on: { LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }) => event.language } } },
  states: {
    loading: {
      tags: [TAGS.busy],
      entry: assign(({ context }) => askedNow(context)),
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
    empty: { tags: [TAGS.empty], always: { guard: 'readInOtherLanguage', target: 'loading', actions: 'dropTexts' } },
    ready: {
      tags: [TAGS.ready],
      always: { guard: 'readInOtherLanguage', target: 'loading', actions: 'dropTexts' },
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
