/**
 * /member/referral (SPEC.md §6 "Referral invite only if referral promo is enabled"):
 * the invite link (this site's register page with the member's referral code, never a token),
 * copied or shown as a QR code (uqr, in its own lazy chunk), the rules (sanitized HTML), the
 * friends invited with their registration date, status and reward, and the totals. With the
 * referral promotion off the page says it is not available. The referral chart owns the flow.
 */
import { useTranslation } from 'react-i18next';
import type { ReferralFriend } from '@api/promotions';
import type { ReferralView } from '@machines/member/referral.connect';
import { Amount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { Empty } from '../../../ui/Empty';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { StaticChip } from '../../../ui/Chip';
import { TextInput } from '../../../ui/Field';
import { styled } from '../../../ui/theme';
import { CheckIcon, QrCodeIcon, UserPlusIcon } from '../../../ui/icons';
import { lazyChunk } from '../../../ui/loadChunk';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Card, Figures, Page, PageHead, Row } from '../ledger/parts';
import { useReferral } from './useReferral';
import { dateTimeFormat, numberFormat } from '../../../ui/formats';
import { readableCode } from '../../../ui/readableCode';

const QrImage = lazyChunk(() => import('../../agent/register/QrImage'));

const FRIEND_TONE: Readonly<Record<string, 'neutral' | 'gold' | 'green'>> = { REGISTERED: 'neutral', DEPOSITED: 'gold', QUALIFIED: 'green' };

function ReferralPage() {
  const { t, i18n } = useTranslation(['promotions', 'errors']);
  const referral = useReferral();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateFormat = dateTimeFormat(language, { dateStyle: 'medium' });
  const number = numberFormat(language);
  const failure = referral.failureKey ? (referral.failureKey === 'errors:unknown' && referral.failureText ? referral.failureText : t(referral.failureKey)) : null;

  const columns: DataTableColumn<ReferralFriend>[] = [
    { key: 'friend', header: t('referral.columns.friend'), cell: (row) => row.username },
    { key: 'registered', header: t('referral.columns.registered'), cell: (row) => <time dateTime={row.registeredTime}>{Number.isNaN(Date.parse(row.registeredTime)) ? '' : dateFormat.format(Date.parse(row.registeredTime))}</time> },
    {
      key: 'status',
      header: t('referral.columns.status'),
      cell: (row) => (
        <StaticChip tone={FRIEND_TONE[row.status] ?? 'neutral'} data-status={row.status}>
          {row.status === 'QUALIFIED' ? <CheckIcon size={14} aria-hidden="true" /> : null}
          {t(`referral.friendStatus.${row.status}`, { defaultValue: readableCode(row.status) })}
        </StaticChip>
      ),
    },
    { key: 'reward', header: t('referral.columns.reward'), align: 'end', cell: (row) => <Amount value={row.reward} /> },
  ];

  return (
    <Page aria-labelledby="referral-title" data-testid="referral" data-status={referral.status}>
      <PageHead title={<span id="referral-title">{t('referral.title')}</span>} intro={t('referral.intro')} />
      {referral.status === 'unavailable' ? (
        <Empty role="status" data-testid="referral-unavailable">
          <strong>{t('referral.unavailable')}</strong>
          <br />
          {t('referral.unavailableBody')}
        </Empty>
      ) : null}
      {referral.status === 'loading' ? <Skeleton css={{ height: '200px' }} aria-label={t('referral.loading')} /> : null}
      {referral.status === 'failed' ? (
        <Notice tone="error" onRetry={referral.retry} retryLabel={t('retry')} data-testid="referral-failure">
          {failure}
        </Notice>
      ) : null}
      {referral.status === 'ready' ? (
        <>
          <Card as="section" aria-labelledby="referral-link-title">
            <Heading id="referral-link-title">{t('referral.linkTitle')}</Heading>
            <TextInput label={t('referral.linkLabel')} value={referral.inviteUrl} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="referral-link" />
            <Muted data-testid="referral-code">{t('referral.code', { code: referral.referralCode })}</Muted>
            <Row>
              <Button onClick={referral.copy} loading={referral.copyState === 'copying'} icon={<UserPlusIcon size={16} />} data-testid="referral-copy">
                {t('referral.copy')}
              </Button>
              <Button variant="secondary" onClick={referral.showQr} icon={<QrCodeIcon size={16} />} data-testid="referral-qr">
                {t('referral.qr')}
              </Button>
              <span role="status" data-testid="referral-copy-status" data-state={referral.copyState}>
                {referral.copyState === 'copied' ? t('referral.copied') : referral.copyState === 'failed' ? t('referral.copyFailed') : ''}
              </span>
            </Row>
          </Card>
          <Figures role="group" aria-label={t('referral.friendsTitle')} data-testid="referral-totals">
            <StatCard label={t('referral.totals.friends')} value={<span data-testid="referral-total-friends">{number.format(referral.totals.friends)}</span>} icon={<UserPlusIcon size={18} />} />
            <StatCard label={t('referral.totals.qualified')} value={<span data-testid="referral-total-qualified">{number.format(referral.totals.qualified)}</span>} />
            <StatCard label={t('referral.totals.reward')} value={<Amount value={referral.totals.reward} data-testid="referral-total-reward" />} />
          </Figures>
          <Card as="section" aria-labelledby="referral-rules-title">
            <Heading id="referral-rules-title">{t('referral.rules')}</Heading>
            {referral.rules ? <SafeHtml html={referral.rules} data-testid="referral-rules" /> : null}
            <Muted>
              {t('referral.perFriend')} <Amount value={referral.rewardPerFriend} />
            </Muted>
          </Card>
          <section aria-labelledby="referral-friends-title">
            <Heading id="referral-friends-title">{t('referral.friendsTitle')}</Heading>
            <DataTable
              columns={columns}
              rows={referral.friends}
              rowKey={(row) => `${row.username}-${row.registeredTime}`}
              caption={t('referral.friendsTitle')}
              hideCaption
              emptyMessage={t('referral.noFriends')}
              manualSort
              totals={referral.friends.length > 0 ? { friend: number.format(referral.totals.friends), reward: <Amount value={referral.totals.reward} /> } : undefined}
              totalsLabel={t('referral.totalsLabel')}
              data-testid="referral-friends"
            />
          </section>
          <QrDialog referral={referral} />
        </>
      ) : null}
    </Page>
  );
}

export default ReferralPage;

function QrDialog({ referral }: { referral: ReferralView }) {
  const { t } = useTranslation('promotions');
  return (
    <Dialog open={referral.qrOpen} onClose={referral.closeQr} title={t('referral.qrTitle')} description={referral.inviteUrl} size="sm" closeLabel={t('close')}>
      {referral.qrOpen ? (
        <QrBody data-testid="referral-qr-dialog">
          <QrImage text={referral.inviteUrl} alt={t('referral.qrAlt')} />
        </QrBody>
      ) : null}
    </Dialog>
  );
}

const Heading = styled('h2', { margin: '0 0 $2', fontSize: '$lg', fontWeight: '$bold' });
const Muted = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm' });
const QrBody = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$3', '& img': { width: '240px', height: '240px', maxWidth: '100%', backgroundColor: 'white', padding: '$2', borderRadius: '$md' } });
