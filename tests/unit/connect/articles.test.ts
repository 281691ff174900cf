/** connectArticles without React, and the articles chart with a fake load: the list and its pages, an article, a missing one, a failure retried, a language change. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Article } from '../../../src/api';
import { articlesMachine, type ArticleListLoad, type ArticleLoad, type ArticlesContext } from '../../../machines/home/articles.machine';
import type { ArticlePage } from '../../../src/api';
import { connectArticles } from '../../../machines/home/articles.connect';

const article = (slug: string, title: string): Article => ({ id: slug, slug, title, summary: `${title}.`, content: `<p>${title}</p>` as Article['content'], imageUrl: '/img.svg', author: 'Ana', publishTime: '2025-05-01T12:00:00.000Z' });
const A = article('uno', 'Uno');
const B = article('dos', 'Dos');
const base: ArticlesContext = { kind: 'BLOG', slug: null, page: 1, language: 'es', articles: [A, B], totalPages: 2, article: null, failureKey: null, failureText: null };
type Value = { list: 'loading' | 'ready' | 'empty' | 'failure' } | { article: 'loading' | 'ready' | 'missing' | 'failure' };
const at = (value: Value, context: Partial<ArticlesContext> = {}) => articlesMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectArticles', () => {
  it('shows the list with its pages, or the article the address names', () => {
    expect(connectArticles(at({ list: 'ready' }), vi.fn())).toMatchObject({ view: 'list', status: 'ready', articles: [A, B], page: 1, totalPages: 2, article: null });
    expect(connectArticles(at({ article: 'ready' }, { slug: 'uno', article: A }), vi.fn())).toMatchObject({ view: 'article', status: 'ready', article: A, articles: [] });
  });

  it('says when the list is empty, the article missing, or the load failed', () => {
    expect(connectArticles(at({ list: 'empty' }, { articles: [] }), vi.fn())).toMatchObject({ view: 'list', status: 'empty' });
    expect(connectArticles(at({ article: 'missing' }, { slug: 'nope' }), vi.fn())).toMatchObject({ view: 'article', status: 'missing', article: null });
    expect(connectArticles(at({ list: 'failure' }, { failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal', articles: [] });
    expect(connectArticles(at({ list: 'loading' }), vi.fn())).toMatchObject({ status: 'loading', busy: true, failureKey: null });
  });

  it('intents send RETRY', () => {
    const send = vi.fn();
    const api = connectArticles(at({ list: 'ready' }), send);
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'RETRY' }]);
  });
});

describe('articles chart', () => {
  type Load = (ArticleListLoad & { slug: null }) | ArticleLoad;
  function start(answer: (load: Load) => Promise<ArticlePage | Article>) {
    const loads: Load[] = [];
    const machine = articlesMachine.provide({
      actors: {
        loadList: fromPromise<ArticlePage, ArticleListLoad>(({ input }) => {
          const load = { ...input, slug: null };
          loads.push(load);
          return answer(load) as Promise<ArticlePage>;
        }),
        loadArticle: fromPromise<Article, ArticleLoad>(({ input }) => {
          loads.push(input);
          return answer(input) as Promise<Article>;
        }),
      },
    });
    return { actor: createActor(machine, { input: { kind: 'NEWS', language: 'es' } }).start(), loads };
  }
  const list = (articles: Article[], totalPages = 2): ArticlePage => ({ articles, page: 1, totalPages, totalCount: articles.length });
  const api = (actor: ReturnType<typeof start>['actor']) => connectArticles(actor.getSnapshot(), (event) => actor.send(event));

  it('loads the page the address names, then the article, then the list again; the same address loads nothing', async () => {
    const { actor, loads } = start(async (load) => (load.slug ? A : list([A, B])));
    expect(api(actor)).toMatchObject({ waiting: true, status: 'loading' });
    actor.send({ type: 'SHOW', slug: null, page: 1 });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'SHOW', slug: null, page: 2 });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready') && snapshot.context.page === 2);
    actor.send({ type: 'SHOW', slug: null, page: 2 });
    actor.send({ type: 'SHOW', slug: 'uno', page: 2 });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready') && api(actor).view === 'article');
    expect(api(actor).article).toEqual(A);
    actor.send({ type: 'SHOW', slug: null, page: 2 });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready') && api(actor).view === 'list');
    actor.send({ type: 'LANGUAGE', language: 'es' });
    actor.send({ type: 'LANGUAGE', language: 'en' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready') && snapshot.context.language === 'en');
    expect(loads).toEqual([
      { kind: 'NEWS', slug: null, page: 1, language: 'es' },
      { kind: 'NEWS', slug: null, page: 2, language: 'es' },
      { kind: 'NEWS', slug: 'uno', language: 'es' },
      { kind: 'NEWS', slug: null, page: 2, language: 'es' },
      { kind: 'NEWS', slug: null, page: 2, language: 'en' },
    ]);
  });

  it('an article the platform does not have is missing (no retry); another failure is retried', async () => {
    let fail = true;
    const { actor } = start(async (load) => {
      if (load.slug === 'nope') throw { kind: 'envelope', errorCode: 'article.not.found', messageKey: 'errors:articleNotFound' };
      if (fail) throw { kind: 'http', messageKey: 'errors:networkAbnormal' };
      return list([]);
    });
    actor.send({ type: 'SHOW', slug: null, page: 1 });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(api(actor).failureKey).toBe('errors:networkAbnormal');
    fail = false;
    api(actor).retry();
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'));
    expect(api(actor).status).toBe('empty');
    actor.send({ type: 'SHOW', slug: 'nope', page: 1 });
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty') && api(actor).view === 'article');
    expect(api(actor)).toMatchObject({ status: 'missing', failureKey: null });
  });
});
