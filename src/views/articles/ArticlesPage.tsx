/**
 * /blog, /blog/<slug>, /news, /news/<slug> (SPEC.md §1 blog, news): the list of a
 * kind's articles (picture, date, title, summary), a page of six at a time with the page in the
 * address (?page=2), and an article (its HTML through SafeHtml) at its own address, which can be
 * shared. The articles chart owns the loading; the address is what the page shows.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { Article, ArticleKind } from '@api/index';
import type { ArticlesView } from '@machines/home/articles.connect';
import { Empty } from '../../ui/Empty';
import { Notice } from '../../ui/Notice';
import { PageHead } from '../../ui/PageHead';
import { Pagination } from '../../ui/Pagination';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { SafeHtml } from '../../ui/SafeHtml';
import { ChevronLeftIcon } from '../../ui/icons';
import { inLanguage } from '../games/imageUrl';
import { usePlatformPicture } from '../games/usePlatformPicture';
import { useArticles } from './useArticles';
import { dateTimeFormat } from '../../ui/formats';

const BASE: Readonly<Record<ArticleKind, string>> = { BLOG: '/blog', NEWS: '/news' };

/** The article a path names (/blog/<slug>), else null (the list). */
export function slugOf(path: string, kind: ArticleKind): string | null {
  const match = new RegExp(`^${BASE[kind]}/([^/?#]+)/?$`, 'i').exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The list's page of a query string (?page=2), 1 when absent or not a page. */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function ArticlesPage({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation(['articles', 'errors']);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const slug = slugOf(path, kind);
  const page = pageOf(search);
  const articles = useArticles(kind, language, slug, page);
  const name = kind === 'BLOG' ? 'blog' : 'news';
  const toPage = (next: number) => {
    navigate(next > 1 ? `${BASE[kind]}?page=${next}` : BASE[kind]);
    window.scrollTo({ top: 0 });
  };

  return (
    <Page aria-label={t(`${name}.title`)} data-testid="articles-page" data-kind={kind} data-view={articles.view} data-status={articles.status} aria-busy={articles.busy}>
      {articles.view === 'list' ? (
        <PageHead title={<span id="articles-title">{t(`${name}.title`)}</span>} intro={t(`${name}.intro`)} />
      ) : (
        <Back href={BASE[kind]} data-testid="articles-back">
          <ChevronLeftIcon size={16} aria-hidden="true" />
          {t(`${name}.back`)}
        </Back>
      )}
      {articles.status === 'loading' ? <Skeleton css={{ height: articles.view === 'list' ? '320px' : '480px' }} aria-label={t('loading')} /> : null}
      {articles.status === 'failed' ? <Failure articles={articles} /> : null}
      {articles.status === 'empty' ? (
        <Empty role="status" data-testid="articles-empty">
          {t(`${name}.empty`)}
        </Empty>
      ) : null}
      {articles.status === 'missing' ? (
        <Empty role="status" data-testid="articles-missing">
          {t('errors:articleNotFound')}
        </Empty>
      ) : null}
      {articles.view === 'list' && articles.status === 'ready' ? (
        <>
          <Cards data-testid="articles-list">
            {articles.articles.map((article) => (
              <ArticleCard key={article.id} kind={kind} article={article} />
            ))}
          </Cards>
          {articles.totalPages > 1 ? <Pagination current={articles.page} total={articles.totalPages} onChange={toPage} data-testid="articles-pages" /> : null}
        </>
      ) : null}
      {articles.article ? <ArticleBody kind={kind} article={articles.article} /> : null}
    </Page>
  );
}

function Failure({ articles }: { articles: ArticlesView }) {
  const { t } = useTranslation(['articles', 'errors']);
  const failure = articles.failureKey ? (articles.failureKey === 'errors:unknown' && articles.failureText ? articles.failureText : t(articles.failureKey)) : null;
  return (
    <Notice tone="error" onRetry={articles.retry} retryLabel={t('retry')} data-testid="articles-failure">
      {failure}
    </Notice>
  );
}

function useDate() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' });
  return (iso: string) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? '' : format.format(time);
  };
}

/** An article's picture on the platform's image host, drawn in the reader's language (its title is in it). */
function usePicture() {
  const { i18n } = useTranslation();
  const picture = usePlatformPicture();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (path: string) => picture(inLanguage(path, language)) ?? '';
}

function ArticleCard({ kind, article }: { kind: ArticleKind; article: Article }) {
  const dateOf = useDate();
  const picture = usePicture();
  const href = `${BASE[kind]}/${encodeURIComponent(article.slug)}`;
  return (
    <li>
      <Card href={href} data-testid="article-card" data-slug={article.slug}>
        {article.imageUrl ? <Picture src={picture(article.imageUrl)} alt="" loading="lazy" width={320} height={180} /> : null}
        <CardBody>
          {article.publishTime ? <time dateTime={article.publishTime}>{dateOf(article.publishTime)}</time> : null}
          <h2>{article.title}</h2>
          {article.summary ? <p>{article.summary}</p> : null}
        </CardBody>
      </Card>
    </li>
  );
}

function ArticleBody({ kind, article }: { kind: ArticleKind; article: Article }) {
  const { t } = useTranslation('articles');
  const dateOf = useDate();
  const picture = usePicture();
  const address = typeof window === 'undefined' ? '' : `${window.location.origin}${BASE[kind]}/${encodeURIComponent(article.slug)}`;
  const shared = encodeURIComponent(address);
  const shareLinks = [
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${article.title} ${address}`)}` },
    { network: 'telegram', href: `https://t.me/share/url?url=${shared}&text=${encodeURIComponent(article.title)}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${shared}` },
  ] as const;
  return (
    <Full aria-labelledby="articles-title" data-testid="article" data-slug={article.slug}>
      <header>
        <h1 id="articles-title">{article.title}</h1>
        <Muted>
          {article.publishTime ? <time dateTime={article.publishTime}>{dateOf(article.publishTime)}</time> : null}
          {article.author ? <span>{t('by', { author: article.author })}</span> : null}
        </Muted>
      </header>
      {article.imageUrl ? <Picture src={picture(article.imageUrl)} alt="" width={960} height={540} /> : null}
      <SafeHtml html={article.content} data-testid="article-content" />
      <Share aria-label={t('share.label')} data-testid="article-share">
        <span>{t('share.label')}</span>
        {shareLinks.map((link) => (
          <a key={link.network} href={link.href} target="_blank" rel="noopener noreferrer" data-network={link.network}>
            {t(`share.${link.network}`)}
          </a>
        ))}
      </Share>
    </Full>
  );
}

export function BlogPage() {
  return <ArticlesPage kind="BLOG" />;
}

export function NewsPage() {
  return <ArticlesPage kind="NEWS" />;
}

const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', padding: '$4', maxWidth: '1100px', width: '100%', margin: '0 auto', boxSizing: 'border-box' });
const Cards = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } });
const Card = styled(Link, {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  overflow: 'hidden',
  color: '$text',
  textDecoration: 'none',
  '@hover': { '&:hover': { borderColor: '$gold' } },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
});
const CardBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  '& h2': { margin: 0, fontSize: '$lg' },
  '& p': { margin: 0, color: '$textMuted' },
  '& time': { fontSize: '$sm', color: '$textMuted' },
});
const Picture = styled('img', { width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', backgroundColor: '$surface2', display: 'block', borderRadius: '$md' });
const Back = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  alignSelf: 'flex-start',
  minHeight: '$touch',
  color: '$goldText',
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
});
const Full = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  maxWidth: '760px',
  lineHeight: '$normal',
  '& h1': { margin: 0, fontSize: '$2xl' },
  '& p': { margin: 0 },
  '& p + p': { marginTop: '$2' },
});
const Muted = styled('p', { display: 'flex', gap: '$3', flexWrap: 'wrap', color: '$textMuted', fontSize: '$sm' });
const Share = styled('nav', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2',
  paddingTop: '$3',
  borderTop: '1px solid $border',
  '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '$touch', px: '$3', borderRadius: '$md', border: '1px solid $border', color: '$text', textDecoration: 'none' },
});
