/**
 * The announcement popup (SPEC.md §2; lazily loaded): opened by `?announcement` on any page (the
 * menu) or `?announcement=<id>` (a click on a notice of the marquee opens that one). The list on
 * the left, 9 a page with paging, the open item on the right (HTML through SafeHtml, its
 * pictures); on a phone the list, then the item with a back button. An item with a promotionType
 * offers the way to the reward centre, which leaves this address and so closes the popup.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useInTurn } from '../../app/dialogs';
import { Button, LinkButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Empty } from '../../ui/Empty';
import { ChevronLeftIcon } from '../../ui/icons';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import { SafeHtml } from '../../ui/SafeHtml';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { MEDIA, useMediaQuery } from '../../ui/useMediaQuery';
import { useAnnouncements } from './useAnnouncements';
import { dateTimeFormat } from '../../ui/formats';
import { usePlatformPicture } from '../games/usePlatformPicture';

export const REWARD_CENTRE_HREF = '/member/rewardCenter';

export default function AnnouncementPopup({ openId }: { openId: string | null }) {
  const { t, i18n } = useTranslation(['popups', 'errors']);
  const [location, navigate] = useLocation();
  const wide = useMediaQuery(MEDIA.md);
  const news = useAnnouncements();
  const picture = usePlatformPicture();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dayFormat = dateTimeFormat(language, { dateStyle: 'medium' });
  const dateOf = (time: string | undefined) => {
    const parsed = time ? Date.parse(time) : Number.NaN;
    return Number.isNaN(parsed) ? null : dayFormat.format(parsed);
  };
  // the item the address names is opened once the list has it
  const asked = useRef(false);
  const { status, items, openItem } = news;
  useEffect(() => {
    if (asked.current || !openId || status !== 'ready') return;
    asked.current = true;
    if (items.some((item) => item.id === openId)) openItem(openId);
  }, [openId, status, items, openItem]);

  const close = () => navigate(location);
  // information: in its turn (src/app/dialogs.tsx)
  const shown = useInTurn('announcements', 'info', true);
  const open = news.open;
  const failure = news.failureKey ? (news.failureKey === 'errors:unknown' && news.failureText ? news.failureText : t(news.failureKey)) : null;
  const showList = wide || !open;
  const showDetail = wide || open !== null;

  return (
    <Dialog open={shown} managed onClose={close} size="xl" title={t('announcements.title')} closeLabel={t('announcements.close')} flush>
      <Layout data-testid="announcements" data-status={news.status} data-open={open?.id ?? ''} data-busy={news.busy ? 'true' : 'false'}>
        {news.status === 'loading' && !news.items.length ? (
          <Padded>
            <Skeleton css={{ height: '48px' }} />
            <Skeleton css={{ height: '48px' }} />
            <Skeleton css={{ height: '48px' }} />
          </Padded>
        ) : null}
        {news.status === 'failed' ? (
          <Padded>
            <Notice tone="error" data-testid="announcements-failure" onRetry={news.retry}>
              {failure}
            </Notice>
          </Padded>
        ) : null}
        {news.status === 'empty' ? (
          <Padded>
            <Empty data-testid="announcements-empty">{t('announcements.empty')}</Empty>
          </Padded>
        ) : null}
        {news.status === 'ready' ? (
          <Columns>
            {showList ? (
              <ListPane aria-label={t('announcements.list')}>
                <ItemList role="list">
                  {news.items.map((item) => (
                    <li key={item.id}>
                      <ItemButton
                        type="button"
                        aria-current={open?.id === item.id ? 'true' : undefined}
                        onClick={() => (open?.id === item.id ? undefined : open ? (news.close(), news.openItem(item.id ?? '')) : news.openItem(item.id ?? ''))}
                        data-testid="announcement-item"
                        data-id={item.id}
                      >
                        <strong>{item.title}</strong>
                        {dateOf(item.publishTime) ? <small>{dateOf(item.publishTime)}</small> : null}
                      </ItemButton>
                    </li>
                  ))}
                </ItemList>
                <Pagination current={news.page} total={news.totalPages} onChange={news.setPage} data-testid="announcements-pages" />
              </ListPane>
            ) : null}
            {showDetail ? (
              <DetailPane>
                {open ? (
                  <article aria-labelledby="announcement-title" data-testid="announcement-detail" data-id={open.id}>
                    {!wide ? (
                      <Button variant="ghost" size="sm" icon={<ChevronLeftIcon size={16} />} onClick={news.close} data-testid="announcement-back">
                        {t('announcements.back')}
                      </Button>
                    ) : null}
                    <h3 id="announcement-title">{open.title}</h3>
                    {dateOf(open.publishTime) ? <small>{dateOf(open.publishTime)}</small> : null}
                    {open.announcementImages.filter(Boolean).map((url) => (
                      <Picture key={url} src={picture(url)} alt="" loading="lazy" decoding="async" />
                    ))}
                    <SafeHtml html={open.content} data-testid="announcement-content" />
                    {open.promotionType ? (
                      <LinkButton href={REWARD_CENTRE_HREF} data-testid="announcement-promotion">
                        {t('announcements.toPromotion')}
                      </LinkButton>
                    ) : null}
                  </article>
                ) : (
                  <Empty>{t('announcements.choose')}</Empty>
                )}
              </DetailPane>
            ) : null}
          </Columns>
        ) : null}
      </Layout>
    </Dialog>
  );
}

const Layout = styled('div', { minHeight: '320px' });
const Padded = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', padding: '$4' });

const Columns = styled('div', {
  display: 'grid',
  '@md': { gridTemplateColumns: 'minmax(240px, 1fr) 2fr', minHeight: '420px' },
});

const ListPane = styled('nav', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$3',
  '@md': { borderRight: '1px solid $border' },
});

const ItemList = styled('ul', { display: 'flex', flexDirection: 'column', gap: '2px', padding: 0, margin: 0, listStyle: 'none' });

const ItemButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  width: '100%',
  minHeight: '$touch',
  padding: '$2 $3',
  borderRadius: '$md',
  cursor: 'pointer',
  color: '$text',
  '& strong': { fontWeight: '$medium', fontSize: '$sm', lineHeight: '$snug' },
  '& small': { color: '$textMuted', fontSize: '$xs' },
  '@hover': { '&:hover': { backgroundColor: '$surface2' } },
  '&[aria-current="true"]': { backgroundColor: '$goldSoft', color: '$goldText' },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
});

const DetailPane = styled('div', {
  padding: '$4',
  lineHeight: '$normal',
  '& article': { display: 'flex', flexDirection: 'column', gap: '$3', alignItems: 'flex-start' },
  '& h3': { fontSize: '$lg' },
  '& small': { color: '$textMuted', fontSize: '$xs' },
});

const Picture = styled('img', { width: '100%', height: 'auto', maxHeight: '260px', objectFit: 'cover', borderRadius: '$md', backgroundColor: '$surface2' });
