/** The blog and news pages as their view sees them: the list or the article, the paging, the intents. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { Article, ArticleKind } from '../../src/api';
import { firstTagOf, TAGS, type Send } from '../kit';
import { ARTICLES_TAGS, type ArticlesEvent, type ArticlesMachine } from './articles.machine';

/** `missing`: the address names an article the platform does not have. */
export type ArticlesStatus = 'loading' | 'ready' | 'empty' | 'missing' | 'failed';

export interface ArticlesView {
  readonly kind: ArticleKind;
  /** What the address shows: the list or one article. */
  readonly view: 'list' | 'article';
  readonly status: ArticlesStatus;
  readonly busy: boolean;
  /** The chart has not been told the address yet (the view tells it until it has). */
  readonly waiting: boolean;
  /** The article shown or asked for (null: the list). */
  readonly slug: string | null;
  /** The language the chart reads the articles in. */
  readonly language: string;
  readonly articles: readonly Article[];
  readonly page: number;
  readonly totalPages: number;
  readonly article: Article | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  retry(): void;
}

export function connectArticles(snapshot: SnapshotFrom<ArticlesMachine>, send: Send<ArticlesEvent>): ArticlesView {
  const { kind, slug, page, language, totalPages, articles, article, failureKey, failureText } = snapshot.context;
  const view = slug === null ? 'list' : 'article';
  const status: ArticlesStatus = firstTagOf(
    snapshot,
    [
      [TAGS.busy, 'loading'],
      [TAGS.failed, 'failed'],
      // nothing there: an article asked by its address is missing, a list is empty
      [TAGS.empty, view === 'article' ? 'missing' : 'empty'],
      [TAGS.ready, 'ready'],
    ],
    'loading',
  );
  return {
    kind,
    view,
    status,
    busy: status === 'loading',
    waiting: snapshot.hasTag(ARTICLES_TAGS.waiting),
    slug,
    language,
    articles: view === 'list' && status === 'ready' ? articles : [],
    page,
    totalPages,
    article: view === 'article' && status === 'ready' ? article : null,
    failureKey: status === 'failed' ? failureKey : null,
    failureText: status === 'failed' ? failureText : null,
    retry: () => send({ type: 'RETRY' }),
  };
}
