/**
 * /agentHome/agentAnnouncement (SPEC.md §2): the platform's announcements for agents, 9
 * a page, each opened in a dialog to read its whole HTML — through SafeHtml, the one sanitising
 * component, never any other way. The agentAnnouncements chart owns loading, paging, the open
 * item, the empty list and the failure with its retry.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Empty } from '../../../ui/Empty';
import { MegaphoneIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Skeleton } from '../../../ui/Skeleton';
import { styled } from '../../../ui/theme';
import { PageHead } from '../team/parts';
import { useAgentAnnouncements } from './useAgentAnnouncements';
import { dateTimeFormat } from '../../../ui/formats';

function AnnouncementsPage() {
  const { t, i18n } = useTranslation(['agentAnnouncements', 'agent', 'errors']);
  const announcements = useAgentAnnouncements();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dayFormat = dateTimeFormat(language, { dateStyle: 'medium' });
  const dateOf = (time: string | undefined) => {
    const parsed = time ? Date.parse(time) : Number.NaN;
    return Number.isNaN(parsed) ? null : dayFormat.format(parsed);
  };
  const open = announcements.open;
  const failure = announcements.failureKey ? (announcements.failureKey === 'errors:unknown' && announcements.failureText ? announcements.failureText : t(announcements.failureKey)) : null;

  return (
    <Page data-testid="agent-announcements" data-status={announcements.status}>
      <PageHead title={<span id="agent-page-title">{t('agent:pages.agentAnnouncement')}</span>} intro={t('intro')} />
      {announcements.status === 'failed' ? (
        <Notice tone="error" onRetry={announcements.retry} retryLabel={t('retry')} data-testid="announcements-failure">
          {failure}
        </Notice>
      ) : announcements.status === 'empty' ? (
        <Empty role="status" data-testid="announcements-empty">
          {t('empty')}
        </Empty>
      ) : announcements.status === 'loading' ? (
        <Items aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton css={{ height: '72px' }} />
            </li>
          ))}
        </Items>
      ) : (
        <>
          <Items aria-label={t('listLabel')} data-testid="announcements-list">
            {announcements.items.map((item) => (
              <li key={item.id}>
                <Item type="button" onClick={() => item.id && announcements.openItem(item.id)} data-testid="announcement-item" data-id={item.id}>
                  <MegaphoneIcon size={20} aria-hidden="true" />
                  <span>
                    <strong>{item.title}</strong>
                    {dateOf(item.publishTime) ? <small>{dateOf(item.publishTime)}</small> : null}
                  </span>
                </Item>
              </li>
            ))}
          </Items>
          {announcements.totalPages > 1 ? <Pagination current={announcements.page} total={announcements.totalPages} onChange={announcements.setPage} data-testid="announcements-pages" /> : null}
        </>
      )}
      <Dialog
        open={open !== null}
        onClose={announcements.close}
        title={open?.title ?? ''}
        description={open ? (dateOf(open.publishTime) ?? undefined) : undefined}
        size="md"
        footer={
          <Button variant="secondary" onClick={announcements.close} data-testid="announcement-close">
            {t('close')}
          </Button>
        }
      >
        {open ? (
          <Body>
            <SafeHtml html={open.content} as="article" data-testid="announcement-content" />
          </Body>
        ) : null}
      </Dialog>
    </Page>
  );
}

export default AnnouncementsPage;

// a plain block: the shell's page region (#agent-page) is already named after the page
const Page = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', width: '100%', minWidth: 0, boxSizing: 'border-box' });

// minmax(0, …): a column is as wide as the page gives, never as wide as its longest title
const Items = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2', gridTemplateColumns: 'minmax(0, 1fr)', '@md': { gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))' } });

const Item = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  width: '100%',
  minHeight: '$touch',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  color: '$text',
  cursor: 'pointer',
  '& svg': { color: '$goldText', flexShrink: 0 },
  '& span': { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 },
  // a title is the platform's text: a word longer than the row (a pasted link, a run of characters) breaks
  '& strong': { overflowWrap: 'anywhere' },
  '& small': { color: '$textMuted', fontSize: '$xs' },
  '@hover': { '&:hover': { backgroundColor: '$surface2' } },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const Body = styled('div', { '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: '$goldText' } });
