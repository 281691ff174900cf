/**
 * The blog and the news: the list of one kind's articles, a page at a time, and one
 * article by its slug, in the reader's language. The address says what is shown (/blog?page=2,
 * /blog/<slug>), so the view tells the chart with SHOW whenever it changes; a link can be shared.
 *
 * `waiting` (the view tells the address with SHOW once the flow is open) → `list` (`loading`
 * busy → `ready` | `empty` | `failure` RETRY) when the address names no article, else `article`
 * (`loading` → `ready` | `missing` (no such article: said, no retry) | `failure` RETRY). SHOW
 * with another slug or page loads that; LANGUAGE with another language reloads what is shown.
 */
import { assign, setup } from 'xstate';
import type { Article, ArticleKind, ArticlePage } from '../../src/api';
import { errorOf, failureOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

export interface ArticlesInput {
  readonly kind: ArticleKind;
  readonly language: string;
}

export interface ArticlesContext {
  readonly kind: ArticleKind;
  readonly slug: string | null;
  readonly page: number;
  readonly language: string;
  readonly articles: readonly Article[];
  readonly totalPages: number;
  readonly article: Article | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type ArticlesEvent =
  | { type: 'SHOW'; slug: string | null; page: number }
  | { type: 'LANGUAGE'; language: string }
  | { type: 'RETRY' };

export interface ArticleListLoad {
  readonly kind: ArticleKind;
  readonly page: number;
  readonly language: string;
}

export interface ArticleLoad {
  readonly kind: ArticleKind;
  readonly slug: string;
  readonly language: string;
}

/** The platform's answer for an article it does not have. */
export const ARTICLE_NOT_FOUND = 'article.not.found';

const pageOf = (page: number): number => (Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1);

const cleared = { failureKey: null, failureText: null } as const;

/** The chart's own tag: the address has not been told yet. */
export const ARTICLES_TAGS = { waiting: 'waiting' } as const;

export const articlesMachine = setup({
  types: { context: {} as ArticlesContext, events: {} as ArticlesEvent, input: {} as ArticlesInput },
  actors: {
    loadList: notProvided<ArticlePage, ArticleListLoad>('loadList'),
    loadArticle: notProvided<Article, ArticleLoad>('loadArticle'),
  },
  guards: {
    namesArticle: ({ event }) => event.type === 'SHOW' && event.slug !== null,
    otherArticle: ({ context, event }) => event.type === 'SHOW' && event.slug !== null && event.slug !== context.slug,
    otherList: ({ context, event }) => event.type === 'SHOW' && event.slug === null && (context.slug !== null || pageOf(event.page) !== context.page),
    otherLanguage: ({ context, event }) => event.type === 'LANGUAGE' && event.language !== context.language,
    otherLanguageOnArticle: ({ context, event }) => event.type === 'LANGUAGE' && event.language !== context.language && context.slug !== null,
    notFound: ({ event }) => failureOf((event as { error?: unknown }).error).errorCode === ARTICLE_NOT_FOUND,
  },
  actions: {
    showArticle: assign({ slug: ({ event }) => (event.type === 'SHOW' ? event.slug : null), article: null }),
    showList: assign({ slug: null, article: null, page: ({ event }) => (event.type === 'SHOW' ? pageOf(event.page) : 1) }),
    storeLanguage: assign({ language: ({ context, event }) => (event.type === 'LANGUAGE' ? event.language : context.language) }),
    storeFailure: storeFailure({ withText: true }),
  },
}).createMachine({
  id: 'articles',
  context: ({ input }) => ({
    kind: input.kind,
    slug: null,
    page: 1,
    language: input.language,
    articles: [],
    totalPages: 1,
    article: null,
    ...cleared,
  }),
  initial: 'waiting',
  on: {
    SHOW: [
      { guard: 'otherArticle', target: '.article', actions: 'showArticle' },
      { guard: 'otherList', target: '.list', actions: 'showList' },
    ],
    LANGUAGE: [
      { guard: 'otherLanguageOnArticle', target: '.article', actions: 'storeLanguage' },
      { guard: 'otherLanguage', target: '.list', actions: 'storeLanguage' },
    ],
  },
  states: {
    // the address is not told yet (the view tells it once the flow is open)
    waiting: {
      tags: [TAGS.busy, ARTICLES_TAGS.waiting],
      on: {
        SHOW: [
          { guard: 'namesArticle', target: 'article', actions: 'showArticle' },
          { target: 'list', actions: 'showList' },
        ],
        LANGUAGE: { actions: 'storeLanguage' },
      },
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: [TAGS.busy],
          invoke: {
            id: 'loadList',
            src: 'loadList',
            input: ({ context }) => ({ kind: context.kind, page: context.page, language: context.language }),
            onDone: [
              {
                guard: ({ event }) => event.output.articles.length > 0,
                target: 'ready',
                actions: assign({ articles: ({ event }) => event.output.articles, totalPages: ({ event }) => event.output.totalPages, ...cleared }),
              },
              { target: 'empty', actions: assign({ articles: [], totalPages: 1, ...cleared }) },
            ],
            onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        ready: { tags: [TAGS.ready] },
        empty: { tags: [TAGS.empty] },
        failure: retryableFailure(),
      },
    },
    article: {
      initial: 'loading',
      states: {
        loading: {
          tags: [TAGS.busy],
          invoke: {
            id: 'loadArticle',
            src: 'loadArticle',
            input: ({ context }) => ({ kind: context.kind, slug: context.slug ?? '', language: context.language }),
            onDone: { target: 'ready', actions: assign({ article: ({ event }) => event.output, ...cleared }) },
            onError: [
              { guard: 'notFound', target: 'missing', actions: assign({ article: null, ...cleared }) },
              { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
            ],
          },
        },
        ready: { tags: [TAGS.ready] },
        missing: { tags: [TAGS.empty] },
        failure: retryableFailure(),
      },
    },
  },
});

export type ArticlesMachine = typeof articlesMachine;
