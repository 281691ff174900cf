/**
 * /member/manualRebate (SPEC.md §2): the rebate per game type the platform worked out
 * from the member's valid bets since the last claim, claimed in one press (once: a double click
 * claims once), and the claims made. A claim whose answer was lost is checked: the
 * button holds under the outcome notice until the rebate tells. The manualRebate chart owns it all.
 */
import { useTranslation } from 'react-i18next';
import type { RebateClaim, RebateRow } from '@api/inbox';
import { Amount, formatAmount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { Figures, Page, PageHead, Row } from '../ledger/parts';
import { useManualRebate } from './useManualRebate';
import { dateTimeFormat, numberFormat } from '../../../ui/formats';
import { readableCode } from '../../../ui/readableCode';

export function ManualRebatePage() {
  const { t, i18n } = useTranslation(['rewards', 'errors']);
  const rebate = useManualRebate();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateTime = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const when = (time: string | null) => (time && !Number.isNaN(Date.parse(time)) ? dateTime.format(Date.parse(time)) : '—');
  const failure = rebate.failureKey ? (rebate.failureKey === 'errors:unknown' && rebate.failureText ? rebate.failureText : t(rebate.failureKey)) : null;

  const rowColumns: DataTableColumn<RebateRow>[] = [
    { key: 'gameType', header: t('rebate.columns.gameType'), cell: (row) => t(`rebate.gameTypes.${row.gameType}`, { defaultValue: readableCode(row.gameType) }) },
    { key: 'validBet', header: t('rebate.columns.validBet'), align: 'end', cell: (row) => <Amount value={row.validBet} /> },
    { key: 'rate', header: t('rebate.columns.rate'), align: 'end', cell: (row) => percent.format(row.rate / 100) },
    { key: 'amount', header: t('rebate.columns.amount'), align: 'end', cell: (row) => <Amount value={row.amount} data-testid="rebate-row-amount" /> },
  ];
  const claimColumns: DataTableColumn<RebateClaim>[] = [
    { key: 'time', header: t('rebate.columns.claimedTime'), cell: (row) => <time dateTime={row.claimedTime}>{when(row.claimedTime)}</time> },
    { key: 'validBet', header: t('rebate.columns.validBet'), align: 'end', cell: (row) => <Amount value={row.validBet} /> },
    { key: 'amount', header: t('rebate.columns.amount'), align: 'end', cell: (row) => <Amount value={row.amount} /> },
  ];

  return (
    <Page aria-labelledby="rebate-title" data-testid="manual-rebate" data-status={rebate.status} data-busy={rebate.busy ? 'true' : 'false'} data-total={rebate.status === 'ready' ? rebate.total : ''}>
      <PageHead title={<span id="rebate-title">{t('rebate.title')}</span>} intro={t('rebate.intro')} />
      {rebate.claimed ? (
        <Notice tone="info" data-testid="rebate-claimed">
          {/* an answer without the amount says claimed, never "0" */}
          {rebate.claimed.amount === null ? (
            t('rebate.claimedNoAmount')
          ) : (
            <>
              {t('rebate.claimed')} <Amount value={rebate.claimed.amount} />
            </>
          )}
        </Notice>
      ) : null}
      <OutcomeNotice
        outcome={rebate.outcome}
        what={t('rebate.what', { amount: formatAmount(rebate.unconfirmedAmount ?? rebate.total, language) })}
        onCheckAgain={rebate.checkAgain}
        recordsHref="/member/transactionHistory"
        data-testid="rebate-outcome"
      />
      {rebate.actionFailureKey ? (
        <Notice tone="error" data-testid="rebate-action-failure">
          {t(rebate.actionFailureKey)}
        </Notice>
      ) : null}
      {rebate.status === 'failed' ? (
        <Notice tone="error" onRetry={rebate.retry} retryLabel={t('retry')} data-testid="rebate-failure">
          {failure}
        </Notice>
      ) : rebate.status === 'loading' ? (
        <Skeleton css={{ height: '160px' }} aria-label={t('loading')} />
      ) : (
        <>
          <Figures>
            <StatCard label={t('rebate.total')} value={<Amount value={rebate.total} data-testid="rebate-total" />} hint={t('rebate.since', { date: when(rebate.since) })} />
          </Figures>
          <Row>
            <Button onClick={rebate.claim} disabled={!rebate.canClaim} loading={rebate.claiming} ignoreRepeatClicks data-testid="rebate-claim">
              {t('rebate.claim')}
            </Button>
            {rebate.total <= 0 ? <span data-testid="rebate-nothing">{t('rebate.nothing')}</span> : null}
          </Row>
          <DataTable columns={rowColumns} rows={rebate.rows} rowKey={(row) => row.gameType} caption={t('rebate.byGameType')} data-testid="rebate-rows" />
          <section aria-labelledby="rebate-history">
            <h3 id="rebate-history">{t('rebate.history')}</h3>
            <DataTable columns={claimColumns} rows={rebate.claims} rowKey={(row) => row.claimId} caption={t('rebate.history')} hideCaption emptyMessage={t('rebate.noHistory')} manualSort data-testid="rebate-history" />
            {rebate.claimsTotalPages > 1 ? <Pagination current={rebate.claimsPage} total={rebate.claimsTotalPages} onChange={rebate.setClaimsPage} data-testid="rebate-history-pages" /> : null}
          </section>
        </>
      )}
    </Page>
  );
}

export default ManualRebatePage;
