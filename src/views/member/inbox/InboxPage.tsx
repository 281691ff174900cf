/**
 * /member/messageV2 (SPEC.md §2): the member's platform messages, 10 a page newest first,
 * unread ones marked and counted (the same count the menu badge shows). A message opens in a
 * dialog — its HTML through SafeHtml only — and is marked read; one (from the dialog) or several
 * (ticked) are deleted after a confirmation. The agent centre shows the same page for an agent.
 * The inbox chart owns all of it.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Empty } from '../../../ui/Empty';
import { Notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Skeleton } from '../../../ui/Skeleton';
import { styled } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Page, PageHead, Row } from '../ledger/parts';
import { useInbox } from './useInbox';
import { dateTimeFormat } from '../../../ui/formats';

function InboxPage() {
  const { t, i18n } = useTranslation(['inbox', 'errors']);
  const inbox = useInbox();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateTime = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const dateOf = (time: string) => {
    const parsed = Date.parse(time);
    return Number.isNaN(parsed) ? '' : dateTime.format(parsed);
  };
  const open = inbox.open;
  const failure = inbox.failureKey ? (inbox.failureKey === 'errors:unknown' && inbox.failureText ? inbox.failureText : t(inbox.failureKey)) : null;

  return (
    <Page aria-labelledby="inbox-title" data-testid="inbox" data-status={inbox.status} data-unread={inbox.status === 'ready' || inbox.status === 'empty' ? inbox.unread : ''}>
      <PageHead title={<span id="inbox-title">{t('title')}</span>} intro={t('intro')} />
      {inbox.status === 'ready' || inbox.status === 'empty' ? (
        <p role="status" data-testid="inbox-unread">
          {t('unread', { count: inbox.unread })}
        </p>
      ) : null}
      {inbox.deleted !== null ? (
        <Notice tone="info" data-testid="inbox-deleted">
          {t('deleted', { count: inbox.deleted })}
        </Notice>
      ) : null}
      {inbox.actionFailureKey ? (
        <Notice tone="error" data-testid="inbox-action-failure">
          {t(inbox.actionFailureKey)}
        </Notice>
      ) : null}
      {inbox.status === 'failed' ? (
        <Notice tone="error" onRetry={inbox.retry} retryLabel={t('retry')} data-testid="inbox-failure">
          {failure}
        </Notice>
      ) : inbox.status === 'empty' ? (
        <Empty role="status" data-testid="inbox-empty">
          {t('empty')}
        </Empty>
      ) : inbox.status === 'loading' ? (
        <Items aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton css={{ height: '60px' }} />
            </li>
          ))}
        </Items>
      ) : (
        <>
          <Row>
            <Button variant="outline" size="sm" disabled={inbox.selected.length === 0} onClick={inbox.deleteSelected} data-testid="inbox-delete-selected">
              {t('deleteSelected', { count: inbox.selected.length })}
            </Button>
            {inbox.selected.length > 0 ? (
              <Button variant="secondary" size="sm" onClick={inbox.clearSelection}>
                {t('clearSelection')}
              </Button>
            ) : null}
          </Row>
          <Items aria-label={t('listLabel')} data-testid="inbox-list">
            {inbox.items.map((message) => (
              <Item key={message.id} data-testid="inbox-item" data-id={message.id} data-read={message.read ? 'true' : 'false'}>
                <Tick>
                  <input type="checkbox" checked={inbox.selected.includes(message.id)} onChange={() => inbox.toggle(message.id)} data-testid="inbox-tick" />
                  <VisuallyHidden>{t('select', { title: message.title })}</VisuallyHidden>
                </Tick>
                <Open type="button" onClick={() => inbox.openItem(message.id)} data-testid="inbox-open">
                  {message.read ? null : <Dot aria-hidden="true" />}
                  <span>
                    <strong data-unread={message.read ? undefined : ''}>{message.title}</strong>
                    <small>{dateOf(message.sentTime)}</small>
                  </span>
                  {message.read ? null : <VisuallyHidden>{`, ${t('unreadMark')}`}</VisuallyHidden>}
                </Open>
              </Item>
            ))}
          </Items>
          {inbox.totalPages > 1 ? <Pagination current={inbox.page} total={inbox.totalPages} onChange={inbox.setPage} data-testid="inbox-pages" /> : null}
        </>
      )}
      <Dialog
        open={open !== null}
        onClose={inbox.close}
        title={open?.title ?? ''}
        description={open ? dateOf(open.sentTime) : undefined}
        size="md"
        footer={
          <>
            <Button variant="outline" onClick={inbox.deleteOpen} data-testid="inbox-delete-open">
              {t('delete')}
            </Button>
            <Button variant="secondary" onClick={inbox.close} data-testid="inbox-close">
              {t('close')}
            </Button>
          </>
        }
      >
        {open ? (
          <Body>
            <SafeHtml html={open.content} as="article" data-testid="inbox-content" />
          </Body>
        ) : null}
      </Dialog>
      <Dialog
        open={inbox.confirmingCount > 0}
        onClose={inbox.cancelDelete}
        title={t('confirmTitle', { count: inbox.confirmingCount })}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={inbox.cancelDelete} disabled={inbox.deleting} data-testid="inbox-cancel-delete">
              {t('cancel')}
            </Button>
            <Button onClick={inbox.confirmDelete} loading={inbox.deleting} ignoreRepeatClicks data-testid="inbox-confirm-delete">
              {t('delete')}
            </Button>
          </>
        }
      >
        <p>{t('confirmText', { count: inbox.confirmingCount })}</p>
      </Dialog>
    </Page>
  );
}

export default InboxPage;

const Items = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' });

const Item = styled('li', {
  display: 'flex',
  alignItems: 'stretch',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  '&[data-read="false"]': { borderColor: '$goldText' },
});

const Tick = styled('label', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$touch',
  minHeight: '$touch',
  cursor: 'pointer',
  '& input': { width: '18px', height: '18px' },
});

const Open = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$touch',
  padding: '$2 $3 $2 0',
  color: '$text',
  cursor: 'pointer',
  '& > span': { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 },
  '& strong': { fontWeight: 400, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& strong[data-unread]': { fontWeight: 700 },
  '& small': { color: '$textMuted', fontSize: '$xs' },
  '@hover': { '&:hover': { backgroundColor: '$surface2' } },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const Dot = styled('span', { width: '8px', height: '8px', borderRadius: '$pill', backgroundColor: '$goldText', flexShrink: 0 });

const Body = styled('div', { '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: '$goldText' } });
