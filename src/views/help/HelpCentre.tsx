/**
 * The help centre modal over the lobby (/help, /help#term; SPEC.md §2): the topics from the
 * platform in the reader's language with a search, the open topic's text (SafeHtml). A topic is a
 * link to its #term, so the address names what is open and the footer's links land on their term.
 */
import { useId } from 'react';
import type { UntrustedHtml } from '@api/index';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Empty } from '../../ui/Empty';
import { Notice } from '../../ui/Notice';
import { SafeHtml } from '../../ui/SafeHtml';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { useHashTerm } from './useHashTerm';
import { useHelpCentre } from './useHelpCentre';

export default function HelpCentre() {
  const { t, i18n } = useTranslation(['popups', 'errors']);
  const [, navigate] = useLocation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const hashTerm = useHashTerm();
  const help = useHelpCentre(hashTerm, language);
  const searchId = useId();
  const close = () => navigate('/');
  const failure = help.failureKey ? (help.failureKey === 'errors:unknown' && help.failureText ? help.failureText : t(help.failureKey)) : null;

  return (
    <Dialog
      open
      onClose={close}
      size="xl"
      title={t('help.title')}
      closeLabel={t('help.close')}
      footer={
        <Button variant="primary" onClick={close}>
          {t('help.close')}
        </Button>
      }
    >
      <Layout data-testid="help-centre" data-status={help.status} data-term={help.term ?? ''} aria-busy={help.busy}>
        {help.status === 'loading' ? (
          <>
            <Skeleton css={{ height: '40px' }} />
            <Skeleton css={{ height: '160px' }} />
          </>
        ) : null}
        {help.status === 'failed' ? (
          <Notice tone="error" data-testid="help-failure" onRetry={help.retry}>
            {failure}
          </Notice>
        ) : null}
        {help.status === 'empty' ? <Empty data-testid="help-empty">{t('help.empty')}</Empty> : null}
        {help.status === 'ready' ? (
          <Columns>
            <Aside>
              <label htmlFor={searchId}>{t('help.search')}</label>
              <SearchInput
                id={searchId}
                type="search"
                value={help.query}
                placeholder={t('help.searchPlaceholder')}
                onChange={(event) => help.search(event.target.value)}
                data-testid="help-search"
              />
              <nav aria-label={t('help.topics')}>
                {help.noMatch ? (
                  <Empty data-testid="help-no-match">{t('help.noMatch', { query: help.query })}</Empty>
                ) : (
                  <TopicList role="list">
                    {help.topics.map((topic) => (
                      <li key={topic.term}>
                        <TopicLink href={`#${topic.term}`} aria-current={topic.term === help.term ? 'true' : undefined} data-testid="help-topic" data-term={topic.term}>
                          {topic.title}
                        </TopicLink>
                      </li>
                    ))}
                  </TopicList>
                )}
              </nav>
            </Aside>
            {help.article ? (
              <Article id={help.term ?? undefined} aria-labelledby="help-article-title" data-testid="help-article" data-term={help.term ?? ''}>
                <h3 id="help-article-title">{help.article.title}</h3>
                <SafeHtml html={help.article.content ?? ('' as UntrustedHtml)} data-testid="help-article-content" />
              </Article>
            ) : null}
          </Columns>
        ) : null}
      </Layout>
    </Dialog>
  );
}

const Layout = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', minHeight: '240px' });

const Columns = styled('div', {
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: 'minmax(200px, 1fr) 2fr', alignItems: 'start' },
});

const Aside = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& > label': { fontSize: '$sm', fontWeight: '$bold', color: '$text' },
});

const SearchInput = styled('input', {
  minHeight: '$touch',
  px: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface2',
  color: '$text',
  fontSize: '$md',
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
});

const TopicList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@md': { flexDirection: 'column', flexWrap: 'nowrap', gap: '2px' },
});

const TopicLink = styled('a', {
  display: 'flex',
  alignItems: 'center',
  minHeight: '$touch',
  px: '$3',
  borderRadius: '$md',
  color: '$text',
  textDecoration: 'none',
  border: '1px solid $border',
  backgroundColor: '$surface2',
  '@md': { border: 'none', backgroundColor: 'transparent' },
  '@hover': { '&:hover': { color: '$goldText' } },
  '&[aria-current="true"]': { backgroundColor: '$goldSoft', color: '$goldText', fontWeight: '$bold' },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
});

const Article = styled('article', {
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$surface2',
  border: '1px solid $border',
  lineHeight: '$normal',
  '& h3': { fontSize: '$lg', marginBottom: '$3' },
  '& ol, & ul': { paddingLeft: '$5' },
  '& p + p, & h3 + p': { marginTop: '$2' },
});
