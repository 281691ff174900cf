/**
 * /agentHome/downlineManagmentView: the agent's team a page at a time (the platform searches,
 * sorts and pages, so thousands of members send 20 rows), each row with its team's figures for a
 * range of days and the totals row of the whole query; a downline agent's row opens its own team,
 * the breadcrumb leads back up; a direct downline's row sends it money with the payment password
 * (the transfer chart, in a dialog). The downlineList chart owns the query and keeps it in the URL.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineRow, DownlineSort } from '@api/index';
import type { DownlineListView } from '@machines/team/downlineList.connect';
import { DOWNLINE_SORTS, type SortOrder } from '@machines/team/downlineList.machine';
import { parseDay } from '@machines/money';
import { Amount } from '../../../ui/Amount';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { RangeFilter } from '../../../ui/RangeFilter';
import { Empty } from '../../../ui/Empty';
import { Select, TextInput } from '../../../ui/Field';
import { LazyDialog } from '../../../ui/LazyDialog';
import { Notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { lazyChunk } from '../../../ui/loadChunk';
import { SuspenseBoundary } from '../../../ui/SuspenseBoundary';
import { Filters, Page, PageHead } from './parts';
import { useDownlineList } from './useDownlineList';
import { dateTimeFormat, numberFormat } from '../../../ui/formats';

/**
 * The transfer to a downline (its chart, the transfer form, the ledger's texts): its own chunk,
 * loaded when its dialog opens, so the page's first load does not wait on code few visits use.
 */
const DownlineTransfer = lazyChunk(() => import('./DownlineTransfer'));

function DownlinePage() {
  const { t, i18n } = useTranslation(['team', 'errors', 'common']);
  const list = useDownlineList();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { query } = list;
  const from = parseDay(query.from) ?? new Date();
  const to = parseDay(query.to) ?? new Date();
  const count = numberFormat(language);
  const dayFormat = dateTimeFormat(language, { dateStyle: 'medium' });
  // what is typed stays while a search loads or fails; the chart gets it on submit
  const [keyword, setKeyword] = useState(query.keyword);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    list.search(keyword);
  };

  const columns: DataTableColumn<DownlineRow>[] = [
    {
      key: 'username',
      header: t('downlines.columns.username'),
      cell: (row) => (
        <Name>
          <span data-testid="downline-name">{row.username}</span>
          {row.isAgent ? <Badge>{t('downlines.agent')}</Badge> : null}
        </Name>
      ),
    },
    // secondary facts ride under another column at 1280 px, so every column fits the table's box
    // beside the agent menu, Profit and Registered included (a card shows each as its own pair)
    { key: 'level', header: t('downlines.columns.level'), align: 'end', under: 'username', cell: (row) => count.format(row.level) },
    { key: 'teamSize', header: t('downlines.columns.teamSize'), align: 'end', cell: (row) => <span data-testid="downline-team-size" data-value={row.teamSize}>{count.format(row.teamSize)}</span> },
    { key: 'balance', header: t('downlines.columns.balance'), align: 'end', cell: (row) => <Amount value={row.balance} data-testid="downline-balance" data-value={row.balance} /> },
    { key: 'deposit', header: t('overview.figures.deposits'), align: 'end', cell: (row) => <Amount value={row.depositAmount} /> },
    { key: 'withdraw', header: t('overview.figures.withdrawals'), align: 'end', under: 'deposit', cell: (row) => <Amount value={row.withdrawAmount} /> },
    { key: 'bet', header: t('overview.figures.bets'), align: 'end', cell: (row) => <Amount value={row.betAmount} data-testid="downline-bet" data-value={row.betAmount} /> },
    { key: 'profit', header: t('overview.figures.profit'), align: 'end', cell: (row) => <Amount value={row.profitAndLoss} signed colorPositive data-testid="downline-profit" /> },
    { key: 'registered', header: t('downlines.columns.registered'), cell: (row) => <time dateTime={new Date(row.registerTime).toISOString()} data-testid="downline-registered">{dayFormat.format(row.registerTime)}</time> },
    {
      key: 'actions',
      header: t('downlines.columns.actions'),
      pinEnd: true,
      cell: (row) => (
        <Actions>
          {row.isAgent ? (
            <Button size="sm" variant="secondary" onClick={() => list.openTeam(row.username)} aria-label={t('downlines.openTeamOf', { name: row.username })} data-testid="downline-open-team">
              {t('downlines.openTeam')}
            </Button>
          ) : null}
          {row.level === 1 ? (
            <Button size="sm" variant="ghost" onClick={() => list.openTransfer(row.username)} aria-label={t('downlines.transferTo', { name: row.username })} data-testid="downline-transfer">
              {t('downlines.transfer')}
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];
  const totals = list.totals
    ? {
        deposit: <Amount value={list.totals.depositAmount} />,
        withdraw: <Amount value={list.totals.withdrawAmount} />,
        bet: <Amount value={list.totals.betAmount} data-testid="downlines-total-bet" data-value={list.totals.betAmount} />,
        profit: <Amount value={list.totals.profitAndLoss} signed colorPositive />,
      }
    : undefined;

  return (
    <Page aria-labelledby="agent-page-title" data-testid="downline-management" data-status={list.status} data-agent={query.agent ?? ''}>
      <PageHead title={<span id="agent-page-title">{t('downlines.title')}</span>} intro={t('downlines.intro')} />
      <Breadcrumb list={list} />
      <Filters>
        <SearchForm role="search" onSubmit={submitSearch} data-testid="downline-search">
          <TextInput label={t('downlines.search')} type="search" value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} autoComplete="off" data-testid="downline-keyword" />
          <Button type="submit" variant="secondary">
            {t('downlines.searchButton')}
          </Button>
        </SearchForm>
        <SortFields>
          <Select
            label={t('downlines.sortBy')}
            value={query.sortBy}
            onChange={(event) => list.sort(event.currentTarget.value as DownlineSort, query.sortOrder)}
            options={DOWNLINE_SORTS.map((sort) => ({ value: sort, label: t(`downlines.sorts.${sort}`) }))}
            data-testid="downline-sort"
          />
          <Select
            label={t('downlines.order')}
            value={query.sortOrder}
            onChange={(event) => list.sort(query.sortBy, event.currentTarget.value as SortOrder)}
            options={[
              { value: 'desc', label: t('downlines.orders.desc') },
              { value: 'asc', label: t('downlines.orders.asc') },
            ]}
            data-testid="downline-order"
          />
        </SortFields>
        <div>
          <RangeFilter
            label={t('downlines.range')}
            from={query.from}
            to={query.to}
            presets={[{ days: 1, label: t('overview.presets.today') }, { days: 7, label: t('overview.presets.week') }, { days: 30, label: t('overview.presets.month') }]}
            onRange={(from, to) => list.setRange(from, to)}
            error={list.rangeErrorKey ? t(list.rangeErrorKey) : null}
            data-testid="downline-range"
          />
        </div>
      </Filters>

      {list.status === 'failed' ? (
        <Notice tone="error" onRetry={list.retry} retryLabel={t('overview.retry')} data-testid="downline-failure">
          {t(list.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : list.status === 'empty' ? (
        <Empty role="status" data-testid="downline-empty">
          {query.keyword ? t('downlines.noMatch', { keyword: query.keyword }) : t('downlines.empty')}
        </Empty>
      ) : (
        <>
          <Count role="status" data-testid="downline-count">
            {list.busy && list.rows.length === 0 ? '' : t('downlines.count', { count: list.totalCount })}
          </Count>
          <DataTable
            caption={t('downlines.caption', { from: dayFormat.format(from), to: dayFormat.format(to) })}
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.username}
            manualSort
            totals={totals}
            loading={list.busy && list.rows.length === 0}
            emptyMessage={t('downlines.empty')}
            data-testid="downline-table"
          />
          {list.totalPages > 1 ? <Pagination current={list.page} total={list.totalPages} onChange={list.setPage} data-testid="downline-pages" /> : null}
        </>
      )}
      <LazyDialog open={list.transferTo !== null} onClose={list.closeTransfer} title={t('downlines.transferTitle', { name: list.transferTo ?? '' })} size="sm">
        {list.transferTo ? (
          <SuspenseBoundary fallback={<Spinner size="lg" />}>
            <DownlineTransfer downline={list.transferTo} onDone={list.transferred} />
          </SuspenseBoundary>
        ) : null}
      </LazyDialog>
    </Page>
  );
}

export default DownlinePage;

function Breadcrumb({ list }: { list: DownlineListView }) {
  const { t } = useTranslation('team');
  if (list.breadcrumb.length === 0) return null;
  return (
    <nav aria-label={t('downlines.breadcrumb')} data-testid="downline-breadcrumb">
      <Steps>
        {list.breadcrumb.map((step, index) => (
          <li key={step.agent ?? ''}>
            {step.current ? (
              <span aria-current="page" data-testid="breadcrumb-current">
                {index === 0 ? t('downlines.myTeam') : step.username}
              </span>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => list.showTeam(step.agent)} data-testid="breadcrumb-step">
                {index === 0 ? t('downlines.myTeam') : step.username}
              </Button>
            )}
          </li>
        ))}
      </Steps>
    </nav>
  );
}

const Name = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2', fontWeight: '$semibold' });
const Actions = styled('span', { display: 'inline-flex', flexWrap: 'wrap', gap: '$1' });
const SearchForm = styled('form', { display: 'flex', gap: '$2', alignItems: 'end', '& > :first-child': { flex: 1, minWidth: 0 } });
// a phone has the two choices one under the other: side by side, 'Mayor o más reciente primero' was cut
const SortFields = styled('div', { display: 'grid', gap: '$2', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: 'auto auto' } });
const Count = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm', minHeight: '1.4em' });
const Steps = styled('ol', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  fontSize: '$sm',
  '& li + li::before': { content: '"›"', color: '$textMuted', marginRight: '$1' },
  '& [aria-current="page"]': { fontWeight: '$bold', padding: '0 $2' },
});
