/** Wiring of the blog and news pages: /wps/system/article/list and /wps/system/article, in the reader's language. */
import type { Article, ArticlePage } from '@api/index';
import { articlesMachine, type ArticleListLoad, type ArticleLoad } from '@machines/home/articles.machine';
import { platformCall } from '../platform';
import { api } from './articles-api';

export const articlesLogic = articlesMachine.provide({
  actors: {
    loadList: platformCall<ArticlePage, ArticleListLoad>(({ kind, page, language }, { signal }) => api.articles.getArticles({ kind, page, lang: language }, { signal })),
    loadArticle: platformCall<Article, ArticleLoad>(({ kind, slug, language }, { signal }) => api.articles.getArticle({ kind, slug, lang: language }, { signal })),
  },
});
