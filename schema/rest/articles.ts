/**
 * The blog and the news (ours): a page of articles of one kind, newest first, and one
 * article by its slug, in the reader's language (`lang`, else the Language header). Control
 * setContent BLOG / NEWS replaces a kind's articles (an item's slug is its id).
 */
import { z } from 'zod';
import type { ArticleKind, ArticleRecord } from '../seed/articles.js';
import { languageFrom, type Language } from '../seed/text.js';
import { contentOverride } from './content.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, type RouteContext } from './http.js';

const kindField = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(['BLOG', 'NEWS']));

interface ArticleWire {
  readonly id: string;
  readonly kind: ArticleKind;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly imageUrl: string;
  readonly author: string;
  readonly publishTime: string;
}

/** A kind's articles in one language: the scenario's replacement, else the catalogue's. */
function articlesOf(context: RouteContext, kind: ArticleKind, language: Language): ArticleWire[] {
  const replaced = contentOverride(context.scenario, kind);
  if (replaced) {
    return replaced.map((item) => ({ id: item.id, kind, slug: item.id, title: item.title ?? '', summary: '', content: item.content, imageUrl: '', author: '', publishTime: new Date(context.now - item.index * 86_400_000).toISOString() }));
  }
  return context.catalogue.articles
    .filter((article: ArticleRecord) => article.kind === kind)
    .map((article) => ({ ...article, title: article.title[language], summary: article.summary[language], content: article.content[language] }))
    .sort((left, right) => right.publishTime.localeCompare(left.publishTime));
}

const languageOf = (context: RouteContext, lang: string | undefined): Language => (lang ? languageFrom(lang) : context.language);

export const articleHandlers = defineHandlers({
  articleList: (context) => {
    const fields = input(context, z.object({ kind: kindField, pageNo: field.page(1), pageSize: field.page(6, 50), lang: field.optionalText() }));
    const { page, totalPages, totalCount } = paginate(articlesOf(context, fields.kind, languageOf(context, fields.lang)), fields.pageNo, fields.pageSize);
    return ok({ list: page, pageNum: fields.pageNo, totalPages, totalCount });
  },

  article: (context) => {
    const fields = input(context, z.object({ kind: kindField, slug: field.text(), lang: field.optionalText() }));
    const article = articlesOf(context, fields.kind, languageOf(context, fields.lang)).find((candidate) => candidate.slug === fields.slug);
    if (!article) throw new PlatformError(ERROR.articleNotFound);
    return ok(article);
  },
});
