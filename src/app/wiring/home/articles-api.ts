/**
 * The blog and news area of the adapter, built from the app's requester by the lazily
 * loaded /blog and /news pages only. `api.articles` reads the shared `api` first, so a test that
 * swaps the adapter under src/app/wiring/platform (the chart-level fault matrix) reaches these
 * calls too.
 */
import { createArticlesApi, type ArticlesApi } from '@api/articles';
import * as platform from '../platform';

const own = createArticlesApi(platform.requester);

export const api = {
  get articles(): ArticlesApi {
    const shared: object = platform.api;
    return 'articles' in shared ? (shared as { articles: ArticlesApi }).articles : own;
  },
};
