/**
 * A contract page's "payout records" view: the whole list's totals (pending, paid), a page of 20
 * periods (the pending ones first) and the pages (the contractRecords chart's). From `md` up a
 * table; on a phone each period is a compact two-line row: the period, the status and the payout,
 * then the game type, rate and valid bets.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPayout } from '@api/index';
import { Amount } from '../../../ui/Amount';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { Empty } from '../../../ui/Empty';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { Notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { styled } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useContractRecords } from './useContractRecords';
import { dateTimeFormat, formatPercent } from '../../../ui/formats';
import { readableCode } from '../../../ui/readableCode';

/** A period as "24/11/26 11:25 – 11:30" when it starts and ends on one day (UTC), else both dates; its start machine-readable. */
function usePeriod(): (row: ContractPayout) => ReactNode {
  const { i18n } = useTranslation();
  const dateTime = dateTimeFormat(i18n.language, { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' });
  const time = dateTimeFormat(i18n.language, { timeZone: 'UTC', timeStyle: 'short' });
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return (row) => (
    <time dateTime={new Date(row.periodStart).toISOString()} data-testid="payout-period">
      {`${dateTime.format(row.periodStart)} – ${(day(row.periodStart) === day(row.periodEnd) ? time : dateTime).format(row.periodEnd)}`}
    </time>
  );
}

export function PayoutRecords({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation('contracts');
  const records = useContractRecords(kind);
  const wide = useMediaQuery(MEDIA.md);
  const period = usePeriod();
  const gameType = (row: ContractPayout) => t(`gameTypes.${row.gameType}`, { defaultValue: readableCode(row.gameType) });
  const rate = (row: ContractPayout) => (row.rateType === 'F' ? <Amount value={row.rate} /> : formatPercent(row.rate, i18n.language));
  const status = (row: ContractPayout) => (
    <Badge tone={row.status === 'PENDING' ? 'gold' : 'green'} data-testid="payout-status" data-status={row.status}>
      {t(`payouts.statuses.${row.status}`, { defaultValue: readableCode(row.status) })}
    </Badge>
  );
  const columns: readonly DataTableColumn<ContractPayout>[] = [
    { key: 'period', header: t('payouts.period'), cell: period },
    { key: 'gameType', header: t('payouts.gameType'), cell: gameType },
    { key: 'validBet', header: t('payouts.validBet'), align: 'end', cell: (row) => <Amount value={row.validBetAmount} /> },
    { key: 'rate', header: t('payouts.rate'), align: 'end', cell: rate },
    { key: 'amount', header: t('payouts.amount'), align: 'end', cell: (row) => <Amount value={row.amount} /> },
    { key: 'status', header: t('payouts.status'), cell: status },
  ];
  const caption = t('payouts.caption', { kind: t(`kinds.${kind}`) });
  // the rows of the last page stay on screen while another page loads; skeletons only at first
  const loading = records.busy && records.payouts.length === 0 && records.status !== 'failed';
  return (
    <Panel data-testid="payout-records" data-status={records.status} data-busy={records.busy || undefined} data-page={records.page} aria-busy={records.busy || undefined}>
      {records.failureKey ? (
        <Notice tone="error" onRetry={records.retry} retryLabel={t('retry')} data-testid="contract-records-failure">
          {records.failureText ?? t(records.failureKey)}
        </Notice>
      ) : null}
      <Totals>
        <span>
          {t('payouts.pending')}: <Amount value={records.pendingAmount} data-testid="payouts-pending" />
        </span>
        <span>
          {t('payouts.settled')}: <Amount value={records.settledAmount} data-testid="payouts-settled" />
        </span>
        <Button size="sm" variant="outline" onClick={records.reload} disabled={records.busy} data-testid="payouts-reload">
          {t('payouts.reload')}
        </Button>
      </Totals>
      {records.totalCount > 0 ? (
        <Count data-testid="payouts-count" data-value={records.totalCount}>
          {t('payouts.count', { count: records.totalCount })}
        </Count>
      ) : null}
      {wide ? (
        <DataTable columns={columns} rows={records.payouts} rowKey={(row) => row.id} caption={caption} hideCaption manualSort loading={loading} emptyMessage={t('payouts.none')} data-testid="payout-table" />
      ) : (
        <section aria-label={caption} data-testid="payout-table" data-layout="list">
          {loading ? (
            <>
              <VisuallyHidden role="status">{t('payouts.loading')}</VisuallyHidden>
              <List aria-hidden="true">
                {[0, 1, 2].map((index) => (
                  <Item key={index}>
                    <Skeleton shape="text" />
                    <Skeleton shape="text" />
                  </Item>
                ))}
              </List>
            </>
          ) : records.payouts.length === 0 && records.status === 'ready' ? (
            <Empty>{t('payouts.none')}</Empty>
          ) : (
            <List>
              {records.payouts.map((row) => (
                <Item key={row.id} data-testid="payout-row">
                  <Line>
                    <PeriodText>{period(row)}</PeriodText>
                    <Paid>
                      {status(row)}
                      <Payout>
                        <VisuallyHidden>{t('payouts.amount')}: </VisuallyHidden>
                        <Amount value={row.amount} />
                      </Payout>
                    </Paid>
                  </Line>
                  <Details>
                    {gameType(row)} · {t('payouts.rate')} {rate(row)} · {t('payouts.validBet')} <Amount value={row.validBetAmount} />
                  </Details>
                </Item>
              ))}
            </List>
          )}
        </section>
      )}
      {records.totalPages > 1 ? <Pagination current={records.page} total={records.totalPages} onChange={records.setPage} data-testid="payout-pages" /> : null}
    </Panel>
  );
}

const Panel = styled('div', { display: 'grid', gap: '$3', paddingTop: '$3' });
const Totals = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2 $4', fontSize: '$sm' });
const Count = styled('p', { margin: 0, fontSize: '$xs', color: '$textMuted' });
const List = styled('ul', { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
const Item = styled('li', { display: 'grid', gap: '$1', padding: '$2 $3', borderRadius: '$md', border: '1px solid $border', backgroundColor: '$surface1' });
const Line = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2', minWidth: 0 });
const PeriodText = styled('span', { fontSize: '$sm', fontWeight: '$semibold', fontVariantNumeric: 'tabular-nums' });
const Paid = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2', flexShrink: 0 });
const Payout = styled('span', { fontSize: '$md', fontWeight: '$bold', whiteSpace: 'nowrap' });
const Details = styled('span', { fontSize: '$xs', color: '$textMuted', minWidth: 0 });
