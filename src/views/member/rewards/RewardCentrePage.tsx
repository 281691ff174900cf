/**
 * /member/rewardCenter (SPEC.md §2): the rewards waiting, each claimed once (the bonus
 * wallet, the header balance and the menu's badge follow), this month's raffle claimed with its
 * prize shown, and the claims made. The rewardCentre chart owns loading, claiming (one at a time,
 * a double click claims once), paging and failures.
 */
import { useTranslation } from 'react-i18next';
import type { RewardClaim } from '@api/inbox';
import { Amount, formatAmount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { Empty } from '../../../ui/Empty';
import { GiftIcon, TicketIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { styled } from '../../../ui/theme';
import { Card, Page, PageHead } from '../ledger/parts';
import { useRewardCentre } from './useRewardCentre';
import { dateTimeFormat } from '../../../ui/formats';
import { readableCode } from '../../../ui/readableCode';

export function RewardCentrePage() {
  const { t, i18n } = useTranslation(['rewards', 'errors']);
  const centre = useRewardCentre();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateTime = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const monthFormat = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const when = (time: string) => (Number.isNaN(Date.parse(time)) ? '' : dateTime.format(Date.parse(time)));
  const month = (value: string) => (Number.isNaN(Date.parse(`${value}-01T00:00:00Z`)) ? value : monthFormat.format(Date.parse(`${value}-01T00:00:00Z`)));
  const failure = centre.failureKey ? (centre.failureKey === 'errors:unknown' && centre.failureText ? centre.failureText : t(centre.failureKey)) : null;

  const columns: DataTableColumn<RewardClaim>[] = [
    { key: 'time', header: t('centre.columns.time'), cell: (row) => <time dateTime={row.claimedTime}>{when(row.claimedTime)}</time> },
    { key: 'reward', header: t('centre.columns.reward'), cell: (row) => row.title || t(`centre.kinds.${row.kind}`, { defaultValue: readableCode(row.kind) }) },
    { key: 'amount', header: t('centre.columns.amount'), align: 'end', cell: (row) => <Amount value={row.amount} /> },
  ];

  return (
    <Page aria-labelledby="rewards-title" data-testid="reward-centre" data-status={centre.status} data-busy={centre.busy ? 'true' : 'false'} data-available={centre.status === 'ready' ? centre.rewards.length : ''}>
      <PageHead title={<span id="rewards-title">{t('centre.title')}</span>} intro={t('centre.intro')} />
      {centre.claimed ? (
        <Notice tone="info" data-testid="reward-claimed">
          {/* an answer without the amount says claimed, never "0" */}
          {centre.claimed.amount === null ? (
            t('centre.claimedNoAmount', { title: centre.claimed.title || t(`centre.kinds.${centre.claimed.kind}`, { defaultValue: readableCode(centre.claimed.kind) }) })
          ) : (
            <>
              {t('centre.claimed', { title: centre.claimed.title || t(`centre.kinds.${centre.claimed.kind}`, { defaultValue: readableCode(centre.claimed.kind) }) })} <Amount value={centre.claimed.amount} />
            </>
          )}
        </Notice>
      ) : null}
      {centre.raffleWon ? (
        <Notice tone="info" data-testid="raffle-won">
          {t('centre.raffleWon')} {centre.raffleWon.prize !== null ? <Amount value={centre.raffleWon.prize} data-testid="raffle-prize" /> : null}
        </Notice>
      ) : null}
      {centre.unconfirmed ? (
        <OutcomeNotice
          outcome={centre.outcome}
          what={
            centre.unconfirmed.kind === 'raffle'
              ? t('centre.raffleWhat', { month: month(centre.unconfirmed.month) })
              : t('centre.claimWhat', { title: centre.unconfirmed.title || t(`centre.kinds.${centre.unconfirmed.rewardKind}`, { defaultValue: readableCode(centre.unconfirmed.rewardKind) }), amount: formatAmount(centre.unconfirmed.amount, language) })
          }
          onCheckAgain={centre.checkAgain}
          recordsHref="/member/transactionHistory"
          data-testid="claim-outcome"
        />
      ) : null}
      {centre.actionFailureKey ? (
        <Notice tone="error" data-testid="reward-action-failure">
          {t(centre.actionFailureKey)}
        </Notice>
      ) : null}
      {centre.status === 'failed' ? (
        <Notice tone="error" onRetry={centre.retry} retryLabel={t('retry')} data-testid="reward-failure">
          {failure}
        </Notice>
      ) : centre.status === 'loading' ? (
        <Skeleton css={{ height: '160px' }} aria-label={t('loading')} />
      ) : (
        <>
          <section aria-labelledby="rewards-waiting">
            <h3 id="rewards-waiting">{t('centre.waiting')}</h3>
            {centre.rewards.length === 0 ? (
              <Empty role="status" data-testid="rewards-empty">
                {t('centre.none')}
              </Empty>
            ) : (
              <Cards data-testid="rewards-list">
                {centre.rewards.map((reward) => (
                  <Card as="li" key={reward.rewardId} data-testid="reward-item" data-id={reward.rewardId}>
                    <Head>
                      <GiftIcon size={20} aria-hidden="true" />
                      <strong>{reward.title || t(`centre.kinds.${reward.kind}`, { defaultValue: readableCode(reward.kind) })}</strong>
                    </Head>
                    <Amount value={reward.amount} data-testid="reward-amount" />
                    <small>{t('centre.expires', { date: when(reward.expiresTime) })}</small>
                    <Button
                      onClick={() => centre.claim(reward.rewardId)}
                      loading={centre.claimingId === reward.rewardId}
                      disabled={centre.claiming && centre.claimingId !== reward.rewardId}
                      ignoreRepeatClicks
                      data-testid="reward-claim"
                    >
                      {t('centre.claim')}
                    </Button>
                  </Card>
                ))}
              </Cards>
            )}
          </section>
          <section aria-labelledby="rewards-raffles">
            <h3 id="rewards-raffles">{t('centre.raffles')}</h3>
            <Cards data-testid="raffles">
              {centre.raffles.map((raffle) => (
                <Card as="li" key={raffle.raffleId} data-testid="raffle-item" data-id={raffle.raffleId} data-claimed={raffle.claimed ? 'true' : 'false'}>
                  <Head>
                    <TicketIcon size={20} aria-hidden="true" />
                    <strong>{t('centre.raffleOf', { month: month(raffle.month) })}</strong>
                  </Head>
                  {raffle.claimed ? (
                    <span>
                      {t('centre.prize')} {raffle.prize !== undefined ? <Amount value={raffle.prize} /> : '—'}
                    </span>
                  ) : (
                    <Button
                      variant="success"
                      onClick={() => centre.claimRaffle(raffle.raffleId)}
                      loading={centre.claimingId === raffle.raffleId}
                      disabled={centre.claiming && centre.claimingId !== raffle.raffleId}
                      ignoreRepeatClicks
                      data-testid="raffle-claim"
                    >
                      {t('centre.raffleClaim')}
                    </Button>
                  )}
                </Card>
              ))}
            </Cards>
          </section>
          <section aria-labelledby="rewards-history">
            <h3 id="rewards-history">{t('centre.history')}</h3>
            <DataTable columns={columns} rows={centre.claims} rowKey={(row) => row.claimId} caption={t('centre.history')} hideCaption emptyMessage={t('centre.noHistory')} manualSort data-testid="reward-history" />
            {centre.claimsTotalPages > 1 ? <Pagination current={centre.claimsPage} total={centre.claimsTotalPages} onChange={centre.setClaimsPage} data-testid="reward-history-pages" /> : null}
          </section>
        </>
      )}
    </Page>
  );
}

export default RewardCentrePage;

const Cards = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } });

const Head = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', '& svg': { color: '$goldText', flexShrink: 0 } });
