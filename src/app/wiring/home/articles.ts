/** Wiring of the blog and news pages: /wps/system/article/list and /wps/system/article, in the reader's language. */
import { createArticlesApi } from '@api/articles';
import type { Article, ArticlePage } from '@api/index';
import { articlesMachine, type ArticleListLoad, type ArticleLoad } from '@machines/home/articles.machine';
import { lazyArea, platformCall } from '../platform';

const articlesArea = lazyArea('articles', createArticlesApi);

export const articlesLogic = articlesMachine.provide({
  actors: {
    loadList: platformCall<ArticlePage, ArticleListLoad>(({ kind, page, language }, { signal }) => articlesArea().getArticles({ kind, page, lang: language }, { signal })),
    loadArticle: platformCall<Article, ArticleLoad>(({ kind, slug, language }, { signal }) => articlesArea().getArticle({ kind, slug, lang: language }, { signal })),
  },
});
