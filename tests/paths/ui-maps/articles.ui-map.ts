/**
 * How the Chromium path runner sees and drives the blog: /blog (data-view and
 * data-status on [data-testid=articles-page]); SHOW is a change of address (an article's link or
 * the list's page, /blog/<slug> or /blog?page=n, by the router's history as a link click makes
 * it), LANGUAGE the stored language and a reload, RETRY the failure's button. The list and the
 * article calls are held until the path's step answers them. Only tests import this file.
 */
import { expect } from '@playwright/test';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

let listGate = new AnswerGate();
let articleGate = new AnswerGate();
const articles = (ui: UiContext) => ui.page.getByTestId('articles-page');
const shows = (view: 'list' | 'article', status: string) => async (ui: UiContext) => {
  await expect(articles(ui)).toHaveAttribute('data-view', view, { timeout: ui.timeout });
  await expect(articles(ui)).toHaveAttribute('data-status', status, { timeout: ui.timeout });
};

interface Sample {
  readonly articles?: readonly unknown[];
  readonly page?: number;
  readonly totalPages?: number;
  readonly totalCount?: number;
}

export const uiMap: UiMap = {
  machineId: 'articles',

  async start({ page }) {
    listGate = new AnswerGate();
    articleGate = new AnswerGate();
    const list = listGate;
    const one = articleGate;
    await page.route(endsWith('/wps/system/article/list'), (route) => list.request(route));
    await page.route(endsWith('/wps/system/article'), (route) => one.request(route));
    await page.goto('/blog');
  },

  states: {
    // the page tells its address at once: the list is loading
    'articles.waiting': shows('list', 'loading'),
    'articles.list.loading': shows('list', 'loading'),
    'articles.list.ready': async (ui) => {
      await shows('list', 'ready')(ui);
      await expect(ui.page.getByTestId('article-card').first()).toBeVisible({ timeout: ui.timeout });
    },
    'articles.list.empty': async (ui) => {
      await shows('list', 'empty')(ui);
      await expect(ui.page.getByTestId('articles-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'articles.list.failure': async (ui) => {
      await shows('list', 'failed')(ui);
      await expect(ui.page.getByTestId('articles-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'articles.article.loading': shows('article', 'loading'),
    'articles.article.ready': async (ui) => {
      await shows('article', 'ready')(ui);
      await expect(ui.page.getByTestId('article-content')).toBeVisible({ timeout: ui.timeout });
    },
    'articles.article.missing': async (ui) => {
      await shows('article', 'missing')(ui);
      await expect(ui.page.getByTestId('articles-missing')).toBeVisible({ timeout: ui.timeout });
    },
    'articles.article.failure': async (ui) => {
      await shows('article', 'failed')(ui);
      await expect(ui.page.getByTestId('articles-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SHOW({ page }, event) {
      const { slug, page: number } = event as unknown as { slug: string | null; page: number };
      const address = slug ? `/blog/${slug}` : number > 1 ? `/blog?page=${number}` : '/blog';
      await page.evaluate((url) => window.history.pushState(null, '', url), address);
    },
    async LANGUAGE({ page }, event) {
      const language = (event as unknown as { language: string }).language;
      const current = await page.evaluate(() => window.localStorage.getItem('lang') ?? 'es');
      if (current === language) return;
      await page.evaluate((value) => {
        window.localStorage.setItem('lang', value);
        window.localStorage.setItem('hisLang', value);
      }, language);
      await page.reload();
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('articles-failure').getByRole('button', { name: uiText('articles:retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadList'() {},
    async 'xstate.error.actor.loadList'() {},
    async 'xstate.done.actor.loadArticle'() {},
    async 'xstate.error.actor.loadArticle'() {},
  },

  settles: {
    async 'xstate.done.actor.loadList'(_ui, event) {
      const output = ((event as { output?: Sample }).output ?? {}) as Sample;
      await listGate.answer({ list: output.articles ?? [], pageNum: output.page ?? 1, totalPages: output.totalPages ?? 1, totalCount: output.totalCount ?? 0 });
    },
    async 'xstate.error.actor.loadList'() {
      await listGate.refuse();
    },
    async 'xstate.done.actor.loadArticle'(_ui, event) {
      await articleGate.answer((event as { output?: unknown }).output ?? {});
    },
    async 'xstate.error.actor.loadArticle'(_ui, event) {
      const errorCode = (event as { error?: { errorCode?: string } }).error?.errorCode;
      await articleGate.refuse(errorCode === 'article.not.found' ? errorCode : '#727');
    },
  },

  holds: {
    async loadList() {},
    async loadArticle() {},
  },
};
