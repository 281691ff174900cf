/**
 * Blog and news (routes in routes.ts, ours): a page of one kind's articles, newest
 * first, and one article by its slug, in the reader's language. Only the lazily loaded /blog and
 * /news pages build this area.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import type { UntrustedHtml } from './schemas';
import { amount, keptListOf, map, preprocess, rowsOf, safeUrlOrEmpty, text, time } from './wire-values';

export const ARTICLE_KINDS = ['BLOG', 'NEWS'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Articles per page of the list. */
export const ARTICLE_PAGE_SIZE = 6;

/** HTML kept as it arrived: only SafeHtml renders it (type-only brand, as in schemas.ts). */
const html = text as unknown as z.ZodMiniType<UntrustedHtml, unknown>;

export const articleSchema = /* @__PURE__ */ z.object({
  /** Ours: a string or a number; an article is found by its slug, so an absent id is ''. */
  id: /* @__PURE__ */ preprocess((value) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value), z.string()),
  slug: text,
  title: text,
  summary: text,
  content: html,
  imageUrl: safeUrlOrEmpty,
  author: text,
  /** Text or ms. */
  publishTime: time,
});

/** Rows bare or under list / content / records; an article that cannot be read is left out. */
export const articlePageSchema = /* @__PURE__ */ map(
  preprocess(
    (value) => ({ ...(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}), list: rowsOf(value) }),
    z.object({ list: keptListOf(articleSchema), pageNum: amount, totalPages: amount, totalCount: amount }),
  ),
  (value) => ({ articles: value.list.filter((article) => article.slug !== ''), page: Math.max(1, value.pageNum), totalPages: Math.max(1, value.totalPages), totalCount: value.totalCount }),
);

export type Article = z.output<typeof articleSchema>;
export type ArticlePage = z.output<typeof articlePageSchema>;

export interface ArticleListQuery {
  readonly kind: ArticleKind;
  readonly page: number;
  readonly lang: string;
}

export interface ArticleQuery {
  readonly kind: ArticleKind;
  readonly slug: string;
  readonly lang: string;
}

export function createArticlesApi({ request }: PlatformRequester) {
  return {
    /** GET /wps/system/article/list: a page of one kind's articles (ARTICLE_PAGE_SIZE a page). */
    getArticles(query: ArticleListQuery, options: CallOptions = {}) {
      return request('articleList', { schema: articlePageSchema, query: { kind: query.kind, pageNo: query.page, pageSize: ARTICLE_PAGE_SIZE, lang: query.lang }, ...options });
    },
    /** GET /wps/system/article: one article by its slug (article.not.found when there is none). */
    getArticle(query: ArticleQuery, options: CallOptions = {}) {
      return request('article', { schema: articleSchema, query: { kind: query.kind, slug: query.slug, lang: query.lang }, ...options });
    },
  };
}

export type ArticlesApi = ReturnType<typeof createArticlesApi>;
