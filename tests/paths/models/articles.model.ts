/** The path model of the blog and news pages: the list (some, none) or its failure retried, another page, an article (shown, missing), a language change. */
import type { Article } from '../../../src/api';
import type { ArticlesMachine } from '../../../machines/home/articles.machine';
import type { PathModel } from '../registry';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

const article = (slug: string, title: string, content: string): Article =>
  ({ id: slug, slug, title, summary: `${title}.`, content, imageUrl: '', author: 'Ana Castillo', publishTime: '2025-05-20T12:00:00.000Z' }) as unknown as Article;

export const ARTICLE_SAMPLES: readonly Article[] = [
  article('bankroll-basico', 'Administra tu saldo', '<p>Fija un presupuesto.</p>'),
  article('juego-responsable', 'Juego responsable', '<p>Pon límites.</p>'),
];

const events = {
  [done('loadList')]: [
    { type: done('loadList'), output: { articles: ARTICLE_SAMPLES, page: 1, totalPages: 2, totalCount: 8 } },
    { type: done('loadList'), output: { articles: [], page: 1, totalPages: 1, totalCount: 0 } },
  ],
  [error('loadList')]: [{ type: error('loadList'), error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  [done('loadArticle')]: [{ type: done('loadArticle'), output: ARTICLE_SAMPLES[0] }],
  [error('loadArticle')]: [
    { type: error('loadArticle'), error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } },
    { type: error('loadArticle'), error: { kind: 'envelope', errorCode: 'article.not.found', messageKey: 'errors:articleNotFound' } },
  ],
  SHOW: [
    { type: 'SHOW', slug: 'bankroll-basico', page: 1 },
    { type: 'SHOW', slug: null, page: 2 },
    { type: 'SHOW', slug: null, page: 1 },
  ],
  LANGUAGE: [
    { type: 'LANGUAGE', language: 'en' },
    { type: 'LANGUAGE', language: 'es' },
  ],
  RETRY: [{ type: 'RETRY' }],
};

export const articlesModel: PathModel<ArticlesMachine> = {
  input: { kind: 'BLOG', language: 'es' },
  stitchTours: true,
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, slug: snapshot.context.slug, page: snapshot.context.page, language: snapshot.context.language }),
  describeEvent: (event) => JSON.stringify(event).slice(0, 120),
};
