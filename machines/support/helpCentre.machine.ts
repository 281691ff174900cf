/**
 * The help centre (SPEC.md §2 help center, §7 /wps/system/helpCenter with lang and device WEB):
 * the topics in the reader's language, one open (the `#term` of /help#term, else the first), and
 * a search over titles and texts. A language change loads the topics again in that language.
 *
 * `loading` (busy) → `ready` | `empty` | `failure` (RETRY). SELECT opens a term, SEARCH filters
 * the topics (the connect shows the matches); LANGUAGE with another language reloads.
 */
import { assign, setup } from 'xstate';
import type { HelpCenterEntry } from '../../src/api';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

export interface HelpCentreInput {
  /** The `#term` the page was opened with (null: the first topic). */
  readonly term: string | null;
  readonly language: string;
}

export interface HelpCentreContext {
  readonly articles: readonly HelpCenterEntry[];
  readonly term: string | null;
  readonly query: string;
  readonly language: string;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type HelpCentreEvent =
  | { type: 'SELECT'; term: string | null }
  | { type: 'SEARCH'; query: string }
  | { type: 'LANGUAGE'; language: string }
  | { type: 'RETRY' };

/** The term an article answers to: its anchor, else its id. */
export const termOf = (article: HelpCenterEntry): string => article.anchor ?? article.id ?? '';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Articles whose title or text holds every word of the query (accents and case ignored; tags are not text). */
export function searchArticles(articles: readonly HelpCenterEntry[], query: string): HelpCenterEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = fold(`${article.title ?? ''} ${(article.content ?? '').replace(/<[^>]*>/g, ' ')}`);
    return words.every((word) => text.includes(word));
  });
}

export const helpCentreMachine = setup({
  types: { context: {} as HelpCentreContext, events: {} as HelpCentreEvent, input: {} as HelpCentreInput },
  actors: {
    loadHelp: notProvided<readonly HelpCenterEntry[], { language: string }>('loadHelp'),
  },
  guards: {
    otherLanguage: ({ context, event }) => event.type === 'LANGUAGE' && event.language !== context.language,
  },
  actions: {
    storeFailure: storeFailure({ withText: true }),
  },
}).createMachine({
  id: 'helpCentre',
  context: ({ input }) => ({ articles: [], term: input?.term ?? null, query: '', language: input?.language ?? 'es', failureKey: null, failureText: null }),
  initial: 'loading',
  on: {
    LANGUAGE: { guard: 'otherLanguage', target: '.loading', actions: assign({ language: ({ event }) => event.language }) },
    SELECT: { actions: assign({ term: ({ event }) => event.term }) },
  },
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadHelp',
        src: 'loadHelp',
        input: ({ context }) => ({ language: context.language }),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'ready',
            actions: assign({ articles: ({ event }) => [...event.output].sort((left, right) => (left.sort ?? 0) - (right.sort ?? 0)), failureKey: null, failureText: null }),
          },
          { target: 'empty', actions: assign({ articles: [], failureKey: null, failureText: null }) },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      tags: [TAGS.ready],
      on: { SEARCH: { actions: assign({ query: ({ event }) => event.query }) } },
    },
    empty: { tags: [TAGS.empty] },
    failure: retryableFailure(),
  },
});

export type HelpCentreMachine = typeof helpCentreMachine;
