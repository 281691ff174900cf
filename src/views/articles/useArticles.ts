/** The blog's or the news's flow, open while its page is; the address gives the article or the list's page. */
import type { ArticleKind } from '@api/index';
import { connectArticles, type ArticlesApi } from '@machines/home/articles.connect';
import { useFlow } from '../../app/actors';
import { articlesLogic } from '../../app/wiring/home/articles';

export const useArticles = (kind: ArticleKind, language: string): ArticlesApi => useFlow(`articles:${kind}`, articlesLogic, connectArticles, { kind, language });
