/** The blog's or the news's flow, open while its page is; the address gives the article or the list's page. */
import type { ArticleKind } from '@api/index';
import { connectArticles, type ArticlesView } from '@machines/home/articles.connect';
import { useFlow } from '../../app/actors';
import { articlesLogic } from '../../app/wiring/home/articles';
import { FLOW } from '../../app/flowKeys';

/** The address (an article's slug, or the list's page) and the language are told as SHOW and LANGUAGE when the flow starts and when they change. */
export const useArticles = (kind: ArticleKind, language: string, slug: string | null, page: number): ArticlesView =>
  useFlow(`${FLOW.articles}:${kind}`, articlesLogic, connectArticles, {
    input: { kind, language },
    props: [
      { type: 'SHOW', slug, page },
      { type: 'LANGUAGE', language },
    ],
  });
