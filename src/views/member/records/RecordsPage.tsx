/**
 * The member's own records, one page drawn from the memberRecords chart of its kind:
 * the betting record (/member/personalHistoryCopy: game type, vendor, bet or settlement time, the
 * platform's page of bets with the totals of the whole query, a detail per bet), personal profit
 * (/member/personalProfit) and bonus details (/member/bonusDetails): periods of a day, a week or a
 * month over the range, a chart of the figure over time (RecordsChart, a lazy chunk with uPlot)
 * and the same periods as a table with the platform's totals.
 */
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord, BetGameType, BonusType, RecordPeriod } from '@api/index';
import type { PeriodRow } from '@machines/records/memberRecords.connect';
import { RECORD_BONUS_TYPES, RECORD_GAME_TYPES, RECORD_PERIOD_LIST, type RecordBasis, type RecordKind } from '@machines/records/memberRecords.machine';
import { parseDay } from '@machines/money';
import { Amount } from '../../../ui/Amount';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { RangeFilter } from '../../../ui/RangeFilter';
import { Empty } from '../../../ui/Empty';
import { Select } from '../../../ui/Field';
import { LazyDialog } from '../../../ui/LazyDialog';
import { lazyChunk } from '../../../ui/loadChunk';
import { Notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { Tabs } from '../../../ui/Tabs';
import { css, styled } from '../../../ui/theme';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { Figures, Page, PageHead } from '../ledger/parts';
import { useMemberRecords } from './useMemberRecords';
import { SuspenseBoundary } from '../../../ui/SuspenseBoundary';
import { dateTimeFormat, numberFormat } from '../../../ui/formats';
import { readableCode } from '../../../ui/readableCode';

const RecordsChart = lazyChunk(() => import('./RecordsChart'));

const BASES: readonly RecordBasis[] = ['BET', 'SETTLE'];
const MONEY_FIGURES = new Set(['betAmount', 'validBetAmount', 'winAmount', 'amount']);
const SIGNED_FIGURES = new Set(['profitAndLoss']);

function RecordsPage({ kind }: { kind: RecordKind }) {
  const { t, i18n } = useTranslation(['records', 'errors', 'common']);
  const records = useMemberRecords(kind);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { query, filters } = records;
  const from = parseDay(query.from) ?? new Date();
  const to = parseDay(query.to) ?? new Date();
  const dayFormat = dateTimeFormat(language, { dateStyle: 'medium' });
  const timeFormat = dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const monthFormat = dateTimeFormat(language, { month: 'long', year: 'numeric' });
  const count = numberFormat(language);

  const time = (value: number, testId: string) => (
    <time dateTime={new Date(value).toISOString()} data-testid={testId} data-value={value}>
      {timeFormat.format(value)}
    </time>
  );
  const figure = (key: string, value: number | undefined, testId: string): ReactNode => {
    const amount = value ?? 0;
    if (SIGNED_FIGURES.has(key)) return <Amount value={amount} signed colorPositive data-testid={testId} data-value={amount} />;
    if (MONEY_FIGURES.has(key)) return <Amount value={amount} data-testid={testId} data-value={amount} />;
    return (
      <span data-testid={testId} data-value={amount}>
        {count.format(amount)}
      </span>
    );
  };
  const periodLabel = (row: PeriodRow) => {
    if (query.period === 'MONTH') return monthFormat.format(row.start);
    if (query.period === 'WEEK') return t('period.range', { from: dayFormat.format(row.start), to: dayFormat.format(row.end) });
    return dayFormat.format(row.start);
  };

  const betTable = useMediaQuery(MEDIA.lg);
  const betColumns: DataTableColumn<BetRecord>[] = [
    { key: 'betTime', header: t('columns.betTime'), cell: (bet) => time(query.basis === 'SETTLE' ? bet.settleTimeInTimestamp : bet.betTimeInTimestamp, 'cell-time') },
    {
      key: 'game',
      header: t('columns.game'),
      // the game opens the bet's detail (a button named for the bet)
      cell: (bet) => (
        <GameCell>
          <GameButton type="button" onClick={() => records.showBet(bet.orderNo)} aria-label={t('detail.open', { game: bet.gameName, orderNo: bet.orderNo })} data-testid="bet-open">
            <strong data-testid="cell-game">{bet.gameName}</strong>
          </GameButton>
          <span>{t(`gameTypes.${bet.gameType}`, { defaultValue: readableCode(bet.gameType) })}</span>
        </GameCell>
      ),
    },
    { key: 'vendor', header: t('columns.vendor'), cell: (bet) => <span data-testid="cell-vendor" data-value={bet.vendor}>{bet.vendorName || bet.vendor}</span> },
    { key: 'betAmount', header: t('columns.betAmount'), align: 'end', cell: (bet) => figure('betAmount', bet.betAmount, 'cell-betAmount') },
    { key: 'validBetAmount', header: t('columns.validBetAmount'), align: 'end', cell: (bet) => figure('validBetAmount', bet.validBetAmount, 'cell-validBetAmount') },
    { key: 'winAmount', header: t('columns.winAmount'), align: 'end', cell: (bet) => figure('winAmount', bet.winAmount, 'cell-winAmount') },
    { key: 'profitAndLoss', header: t('columns.profitAndLoss'), align: 'end', cell: (bet) => figure('profitAndLoss', bet.profitAndLoss, 'cell-profitAndLoss') },
    { key: 'status', header: t('columns.status'), cell: (bet) => <Status data-status={bet.status}>{t(`statuses.${bet.status}`, { defaultValue: readableCode(bet.status) })}</Status> },
  ];
  const betTotals = records.betTotals
    ? {
        betAmount: figure('betAmount', records.betTotals.betAmount, 'total-betAmount'),
        validBetAmount: figure('validBetAmount', records.betTotals.validBetAmount, 'total-validBetAmount'),
        winAmount: figure('winAmount', records.betTotals.winAmount, 'total-winAmount'),
        profitAndLoss: figure('profitAndLoss', records.betTotals.profitAndLoss, 'total-profitAndLoss'),
      }
    : undefined;

  const periodColumns: DataTableColumn<PeriodRow>[] = [
    { key: 'period', header: t(`periods.${query.period}`), cell: (row) => <span data-testid="cell-period" data-value={row.start}>{periodLabel(row)}</span> },
    ...records.periodFigures.map(
      (key): DataTableColumn<PeriodRow> => ({ key, header: t(`columns.${key}`), align: 'end', cell: (row) => figure(key, row.figures[key], `cell-${key}`) }),
    ),
  ];
  const periodTotals = records.periodTotals ? Object.fromEntries(records.periodFigures.map((key) => [key, figure(key, records.periodTotals?.[key], `total-${key}`)])) : undefined;

  const caption = t(`kinds.${kind}.caption`, { from: dayFormat.format(from), to: dayFormat.format(to) });
  const results =
    records.status === 'failed' ? (
      <Notice tone="error" onRetry={records.retry} retryLabel={t('retry')} data-testid="records-failure">
        {t(records.failureKey ?? 'errors:unknown')}
      </Notice>
    ) : records.status === 'empty' ? (
      <Empty role="status" data-testid="records-empty">
        {t(`kinds.${kind}.empty`)}
      </Empty>
    ) : kind === 'betting' ? (
      <>
        <Count role="status" data-testid="records-count" data-value={records.busy && records.bets.length === 0 ? '' : records.totalCount}>
          {records.busy && records.bets.length === 0 ? '' : t('count', { count: records.totalCount })}
        </Count>
        <DataTable
          caption={caption}
          columns={betColumns}
          // eight columns: a table only where they all fit (the desktop overlay), cards below
          layout={betTable ? 'table' : 'cards'}
          className={compactTable()}
          rows={records.bets}
          rowKey={(bet) => bet.orderNo}
          manualSort
          totals={betTotals}
          totalsLabel={records.totalPages > 1 ? t('totalsAll') : t('totals')}
          loading={records.busy && records.bets.length === 0}
          emptyMessage={t(`kinds.${kind}.empty`)}
          data-testid="records-table"
        />
        {records.totalPages > 1 ? <Pagination current={records.page} total={records.totalPages} onChange={records.setPage} data-testid="records-pages" /> : null}
      </>
    ) : (
      <>
        {records.bonusTypes.length > 0 ? (
          <Figures role="group" aria-label={t('byType')} data-testid="bonus-types">
            {records.bonusTypes.map((sum) => (
              <StatCard key={sum.bonusType} label={t(`bonusTypes.${sum.bonusType}`, { defaultValue: readableCode(sum.bonusType) })} value={<Amount value={sum.amount} data-testid="bonus-type-amount" data-value={sum.amount} />} hint={t('bonusCount', { count: sum.count })} data-type={sum.bonusType} />
            ))}
          </Figures>
        ) : null}
        {records.chart ? (
          <SuspenseBoundary fallback={<Skeleton css={{ height: '260px' }} />}>
            <RecordsChart kind={kind === 'profit' ? 'profit' : 'bonus'} points={records.chart.points} period={query.period} label={t(`kinds.${kind}.chart`)} />
          </SuspenseBoundary>
        ) : (
          <Skeleton css={{ height: '260px' }} />
        )}
        <DataTable
          caption={caption}
          columns={periodColumns}
          rows={records.periods}
          rowKey={(row) => row.id}
          manualSort
          totals={periodTotals}
          totalsLabel={t('totals')}
          loading={records.busy && records.periods.length === 0}
          emptyMessage={t(`kinds.${kind}.empty`)}
          data-testid="records-table"
        />
      </>
    );

  const bet = records.openBet;
  return (
    <Page aria-labelledby="records-title" data-testid="member-records" data-kind={kind} data-status={records.status} data-busy={records.busy || undefined}>
      <PageHead title={<span id="records-title">{t(`kinds.${kind}.title`)}</span>} intro={t(`kinds.${kind}.intro`)} />
      <Filters role="group" aria-label={t('filters.label')} data-testid="records-filters">
        {filters.gameType ? (
          <Select
            label={t('filters.gameType')}
            value={query.gameType}
            onChange={(event) => records.filter({ gameType: event.currentTarget.value as BetGameType | '' })}
            options={[{ value: '', label: t('filters.allGameTypes') }, ...RECORD_GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) }))]}
            data-testid="records-game-type"
          />
        ) : null}
        {filters.vendor ? (
          <Select
            label={t('filters.vendor')}
            value={query.vendor}
            onChange={(event) => records.filter({ vendor: event.currentTarget.value })}
            options={[
              { value: '', label: t('filters.allVendors') },
              ...records.vendors.map((vendor) => ({ value: vendor.code, label: vendor.name })),
              // a vendor from the URL the list does not have (yet) stays selectable
              ...(query.vendor && !records.vendors.some((vendor) => vendor.code === query.vendor) ? [{ value: query.vendor, label: query.vendor }] : []),
            ]}
            data-testid="records-vendor"
          />
        ) : null}
        {filters.bonusType ? (
          <Select
            label={t('filters.bonusType')}
            value={query.bonusType}
            onChange={(event) => records.filter({ bonusType: event.currentTarget.value as BonusType | '' })}
            options={[{ value: '', label: t('filters.allBonusTypes') }, ...RECORD_BONUS_TYPES.map((type) => ({ value: type, label: t(`bonusTypes.${type}`) }))]}
            data-testid="records-bonus-type"
          />
        ) : null}
        {filters.period ? (
          <Select
            label={t('filters.period')}
            value={query.period}
            onChange={(event) => records.setPeriod(event.currentTarget.value as RecordPeriod)}
            options={RECORD_PERIOD_LIST.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
            data-testid="records-period"
          />
        ) : null}
        <RangeBox>
          <RangeFilter
            label={t('filters.range', { days: records.maxDays })}
            from={query.from}
            to={query.to}
            presets={[
              { days: 1, label: t('filters.presets.today') },
              { days: 7, label: t('filters.presets.week') },
              { days: 30, label: t('filters.presets.month') },
              ...(records.maxDays >= 90 ? [{ days: 90, label: t('filters.presets.quarter') }] : []),
            ]}
            onRange={(from, to) => records.setRange(from, to)}
            error={records.rangeErrorKey ? t(records.rangeErrorKey, { days: records.maxDays }) : null}
            data-testid="records-range"
          />
        </RangeBox>
      </Filters>
      {filters.basis ? (
        <Tabs label={t('filters.basis')} tabs={BASES.map((basis) => ({ id: basis, label: t(`basis.${basis}`) }))} value={query.basis} onChange={records.setBasis}>
          <Results data-testid="records-results" data-basis={query.basis}>
            {results}
          </Results>
        </Tabs>
      ) : (
        <Results data-testid="records-results">{results}</Results>
      )}
      <LazyDialog open={bet !== null} onClose={records.closeBet} title={t('detail.title')} size="sm" id="bet-detail">
        {bet ? (
          <Detail data-testid="bet-detail">
            <dt>{t('detail.orderNo')}</dt>
            <dd data-testid="detail-orderNo">{bet.orderNo}</dd>
            <dt>{t('detail.roundId')}</dt>
            <dd data-testid="detail-roundId">{bet.roundId}</dd>
            <dt>{t('columns.game')}</dt>
            <dd data-testid="detail-game">
              {bet.gameName} · {t(`gameTypes.${bet.gameType}`, { defaultValue: readableCode(bet.gameType) })}
            </dd>
            <dt>{t('columns.vendor')}</dt>
            <dd>{bet.vendorName || bet.vendor}</dd>
            <dt>{t('basis.BET')}</dt>
            <dd>{time(bet.betTimeInTimestamp, 'detail-betTime')}</dd>
            <dt>{t('basis.SETTLE')}</dt>
            <dd>{bet.status === 'PENDING' ? t('statuses.PENDING') : time(bet.settleTimeInTimestamp, 'detail-settleTime')}</dd>
            <dt>{t('columns.betAmount')}</dt>
            <dd>{figure('betAmount', bet.betAmount, 'detail-betAmount')}</dd>
            <dt>{t('columns.validBetAmount')}</dt>
            <dd>{figure('validBetAmount', bet.validBetAmount, 'detail-validBetAmount')}</dd>
            <dt>{t('columns.winAmount')}</dt>
            <dd>{figure('winAmount', bet.winAmount, 'detail-winAmount')}</dd>
            <dt>{t('columns.profitAndLoss')}</dt>
            <dd>{figure('profitAndLoss', bet.profitAndLoss, 'detail-profitAndLoss')}</dd>
            <dt>{t('detail.result')}</dt>
            <dd>
              <Status data-status={bet.status} data-testid="detail-status">
                {t(`statuses.${bet.status}`, { defaultValue: readableCode(bet.status) })}
              </Status>
            </dd>
          </Detail>
        ) : null}
      </LazyDialog>
    </Page>
  );
}

export const BettingRecordPage = () => <RecordsPage kind="betting" />;
export const PersonalProfitPage = () => <RecordsPage kind="profit" />;
export const BonusDetailsPage = () => <RecordsPage kind="bonus" />;

const Filters = styled('div', { display: 'grid', gap: '$3', alignItems: 'end', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))' } });
const Count = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm', minHeight: '1.4em' });
const Results = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const RangeBox = styled('div', { minWidth: 0, '@md': { gridColumn: 'span 2' } });
const GameCell = styled('span', { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', '& > span': { color: '$textMuted', fontSize: '$xs' } });
const GameButton = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  color: '$text',
  textDecoration: 'underline',
  textDecorationColor: '$gold',
  textUnderlineOffset: '3px',
  borderRadius: '$sm',
  '&:hover': { color: '$gold' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
/**
 * The betting record's eight columns in the member centre's content (about 770 px in the desktop
 * overlay): tighter cell padding and headers that may wrap, so the last one (status) is in view.
 */
const compactTable = css({
  '& th, & td': { paddingLeft: '$2', paddingRight: '$2' },
  '& th:first-child, & td:first-child': { paddingLeft: '$4' },
  '& th:last-child, & td:last-child': { paddingRight: '$4' },
  '& thead th': { whiteSpace: 'normal' },
});

const Status = styled('span', {
  fontSize: '$sm',
  fontWeight: 600,
  '&[data-status="WIN"]': { color: '$greenText' },
  '&[data-status="LOSE"]': { color: '$dangerText' },
  '&[data-status="PENDING"]': { color: '$gold' },
  '&[data-status="TIE"]': { color: '$textMuted' },
});
const Detail = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, textAlign: 'end', overflowWrap: 'anywhere' },
});
