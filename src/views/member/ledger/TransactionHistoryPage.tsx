/**
 * /member/transactionHistory: the account's movements by type and range of days (at most 30,
 * default today), 10 a page newest first, the range's totals, an empty state. The filter lives in
 * the URL (the chart keeps it there).
 */
import { useTranslation } from 'react-i18next';
import type { TransactionRecordRow } from '@api/index';
import { parseDay } from '@machines/money';
import type { HistoryType } from '@machines/records/transactionHistory.machine';
import { Amount } from '../../../ui/Amount';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { RangeFilter } from '../../../ui/RangeFilter';
import { Empty } from '../../../ui/Empty';
import { Select } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { Figures, Filters, Page, PageHead } from './parts';
import { remarkText } from './remarkText';
import { useTransactionHistory } from './useTransactionHistory';
import { dateTimeFormat } from '../../../ui/formats';
import { readableCode } from '../../../ui/readableCode';

function TransactionHistoryPage() {
  const { t, i18n } = useTranslation(['ledger', 'errors', 'common']);
  const history = useTransactionHistory();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { query, summary } = history;
  const from = parseDay(query.from) ?? new Date();
  const to = parseDay(query.to) ?? new Date();
  const dateTime = dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const dayFormat = dateTimeFormat(language, { dateStyle: 'medium' });

  const columns: DataTableColumn<TransactionRecordRow>[] = [
    { key: 'time', header: t('history.columns.time'), cell: (row) => <time dateTime={new Date(row.txTimeInTimestamp).toISOString()}>{dateTime.format(row.txTimeInTimestamp)}</time> },
    { key: 'type', header: t('history.columns.type'), cell: (row) => <span data-testid="history-type-cell">{t(`history.codeTypes.${row.txTypeName}`, { defaultValue: readableCode(row.txTypeName) })}</span> },
    { key: 'amount', header: t('history.columns.amount'), align: 'end', cell: (row) => <Amount value={row.amount} signed colorPositive data-testid="history-amount" data-value={row.amount} /> },
    { key: 'balance', header: t('history.columns.balance'), align: 'end', cell: (row) => <Amount value={row.currentAvailBalance} /> },
    { key: 'orderNo', header: t('history.columns.orderNo'), cell: (row) => <span data-testid="history-order">{row.orderNo || '—'}</span> },
    { key: 'remark', header: t('history.columns.remark'), cell: (row) => <span data-testid="history-remark">{remarkText(t, row.remark, language) || '—'}</span> },
  ];

  return (
    <Page aria-labelledby="history-title" data-testid="transaction-history" data-status={history.status} data-outdated={history.outdated}>
      <PageHead title={<span id="history-title">{t('history.title')}</span>} intro={t('history.intro')} />
      <Filters>
        <Select
          label={t('history.type')}
          value={query.type}
          onChange={(event) => history.setType(event.currentTarget.value as HistoryType)}
          options={history.types.map((type) => ({ value: type, label: t(`history.types.${type}`) }))}
          data-testid="history-type"
        />
        <div>
          <RangeFilter
            label={t('history.range')}
            from={query.from}
            to={query.to}
            presets={[{ days: 1, label: t('history.presets.today') }, { days: 7, label: t('history.presets.week') }, { days: 30, label: t('history.presets.month') }]}
            onRange={(from, to) => history.setRange(from, to)}
            error={history.rangeErrorKey ? t(history.rangeErrorKey) : null}
            data-testid="history-range"
          />
        </div>
      </Filters>

      {history.status === 'failed' ? (
        <Notice tone="error" onRetry={history.retry} retryLabel={t('history.retry')} data-testid="history-failure">
          {t(history.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : (
        <>
          {/* drawn while the first page loads too, so the table below does not move when the totals arrive */}
          <Figures role="group" aria-label={t('history.totals.label')} aria-busy={summary ? undefined : true} data-testid="history-totals">
            <StatCard label={t('history.totals.in')} value={summary ? <Amount value={summary.totalIn} data-testid="total-in" /> : <Skeleton shape="text" />} />
            <StatCard label={t('history.totals.out')} value={summary ? <Amount value={summary.totalOut} data-testid="total-out" /> : <Skeleton shape="text" />} />
            <StatCard label={t('history.totals.net')} value={summary ? <Amount value={summary.net} signed colorPositive data-testid="total-net" data-value={summary.net} /> : <Skeleton shape="text" />} />
            <StatCard label={t('history.totals.count')} value={summary ? <span data-testid="total-count">{summary.count}</span> : <Skeleton shape="text" />} />
          </Figures>
          {history.status === 'empty' ? (
            <Empty role="status" data-testid="history-empty">
              {t('history.empty')}
            </Empty>
          ) : (
            <DataTable
              caption={t('history.caption', { from: dayFormat.format(from), to: dayFormat.format(to) })}
              columns={columns}
              rows={history.rows}
              rowKey={(row) => row.txId}
              manualSort
              loading={history.busy && history.rows.length === 0}
              emptyMessage={t('history.empty')}
              data-testid="history-table"
            />
          )}
          {history.totalPages > 1 && history.status !== 'empty' ? <Pagination current={history.page} total={history.totalPages} onChange={history.setPage} data-testid="history-pages" /> : null}
        </>
      )}
    </Page>
  );
}

export default TransactionHistoryPage;
