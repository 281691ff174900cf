/**
 * The agent centre's reports: team betting, user profit and loss, my income and the
 * downline deposits and withdrawals, one page drawn from the agentReport chart of its kind — the
 * kind's filters (a member, a game type or a movement, bet or settlement time), a range of at most
 * 31 days (the chart refuses a longer one), the platform's page of rows with the totals of the whole
 * query, the pages, and a CSV export of every row the query selects (the chart asks for the pages,
 * with its progress, a cancel and a failure's retry shown here; machines/team/agentReport.csv.ts).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportCell, ReportColumn, ReportRow } from '@machines/team/agentReport.connect';
import { reportTexts } from '@machines/team/agentReport.csv';
import { REPORT_GAME_TYPES, REPORT_TX_TYPES, type TimeBasis } from '@machines/team/agentReport.machine';
import type { ReportKind } from '@machines/team/agentReport.pages';
import { parseDay } from '@machines/money';
import { Amount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { RangeFilter } from '../../../ui/RangeFilter';
import { Empty } from '../../../ui/Empty';
import { Select, TextInput } from '../../../ui/Field';
import { DownloadIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { Tabs } from '../../../ui/Tabs';
import { styled } from '../../../ui/theme';
import { Filters, Page, PageHead } from '../team/parts';
import { useAgentReport } from './useAgentReport';
import { dateTimeFormat, numberFormat } from '../../../ui/formats';
import { readableCode } from '../../../ui/readableCode';

const BASES: readonly TimeBasis[] = ['BET', 'SETTLE'];

function ReportPage({ kind }: { kind: ReportKind }) {
  const { t, i18n } = useTranslation(['reports', 'errors', 'common']);
  const report = useAgentReport(kind);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { query, filters } = report;
  const from = parseDay(query.from) ?? new Date();
  const to = parseDay(query.to) ?? new Date();
  const count = numberFormat(language);
  const dayFormat = dateTimeFormat(language, { dateStyle: 'medium' });
  const timeFormat = dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' });
  // what is typed stays while the report loads or fails; the chart gets it on submit
  const [member, setMember] = useState(query.member);

  // the CSV writes the same names (the wiring builds its texts the same way)
  const { header, label } = reportTexts((key, options) => t(key, options ?? {}), readableCode);

  const cell = (column: ReportColumn, value: ReportCell | undefined, testId: string): ReactNode => {
    // nothing there (a deposit has no withdrawal): a dash, which the CSV leaves empty
    if (value === null || value === undefined) return <Nothing aria-hidden="true">—</Nothing>;
    switch (column.type) {
      case 'money':
        return <Amount value={Number(value)} data-testid={testId} data-value={value} />;
      case 'signedMoney':
        return <Amount value={Number(value)} signed colorPositive data-testid={testId} data-value={value} />;
      case 'count':
        return (
          <span data-testid={testId} data-value={value}>
            {count.format(Number(value))}
          </span>
        );
      case 'time':
        return (
          <time dateTime={new Date(Number(value)).toISOString()} data-testid={testId} data-value={value}>
            {timeFormat.format(Number(value))}
          </time>
        );
      default:
        return (
          <span data-testid={testId} data-value={value}>
            {label(column.type, String(value))}
          </span>
        );
    }
  };

  const columns: DataTableColumn<ReportRow>[] = report.columns.map((column) => ({
    key: column.key,
    header: header(column),
    align: column.type === 'money' || column.type === 'signedMoney' || column.type === 'count' ? 'end' : 'start',
    cell: (row) => cell(column, row.cells[column.key], `cell-${column.key}`),
  }));
  const totals = report.totals ? Object.fromEntries(report.columns.filter((column) => report.totals && column.key in report.totals).map((column) => [column.key, cell(column, report.totals?.[column.key], `total-${column.key}`)])) : undefined;

  const submitMember = (event: FormEvent) => {
    event.preventDefault();
    report.filter({ member });
  };


  const title = t(`kinds.${kind}.title`);
  const results =
    report.status === 'failed' ? (
      <Notice tone="error" onRetry={report.retry} retryLabel={t('retry')} data-testid="report-failure">
        {t(report.failureKey ?? 'errors:unknown')}
      </Notice>
    ) : report.status === 'empty' ? (
      <Empty role="status" data-testid="report-empty">
        {report.memberNotInTeam ? t('memberNotInTeam', { member: query.member }) : t(`kinds.${kind}.empty`)}
      </Empty>
    ) : (
      <>
        <Summary>
          <Counts lines={kind === 'income' ? 'two' : 'one'}>
            <Count role="status" data-testid="report-count" data-value={report.busy && report.rows.length === 0 ? '' : report.totalCount}>
              {/* the count written as the export's progress and the table write numbers ('2,721', not '2721') */}
              {report.busy && report.rows.length === 0 ? '' : t('count', { count: report.totalCount, total: count.format(report.totalCount) })}
              {report.totalPages > 1 ? ` · ${t('pagedTotals', { count: report.totalCount, total: count.format(report.totalCount) })}` : ''}
            </Count>
            {/* the income report's split has its line while the report loads, so the table does not move when it comes */}
            {report.incomeSplit ? (
              <Count data-testid="report-income-split">
                <IncomeSplit settled={report.incomeSplit.settled} pending={report.incomeSplit.pending} />
              </Count>
            ) : kind === 'income' ? (
              <Count aria-hidden="true" />
            ) : null}
          </Counts>
          <Button
            variant="secondary"
            size="sm"
            icon={<DownloadIcon size={16} />}
            onClick={report.exportCsv}
            disabled={!report.canExport}
            loading={report.exporting}
            data-testid="report-export"
          >
            {t('export')}
          </Button>
        </Summary>
        {report.exporting && report.exportProgress ? (
          <ExportBar data-testid="report-export-progress">
            <p role="status">
              {report.exportProgress.total > 0
                ? t('exportProgress', { done: count.format(report.exportProgress.done), total: count.format(report.exportProgress.total) })
                : t('exportStarting')}
            </p>
            <progress max={Math.max(1, report.exportProgress.total)} value={report.exportProgress.done} aria-label={t('export')} />
            <Button variant="secondary" size="sm" onClick={report.cancelExport} data-testid="report-export-cancel">
              {t('exportCancel')}
            </Button>
          </ExportBar>
        ) : null}
        {report.exportFailureKey ? (
          // what stopped, what is kept (the rows already in) and the way on: the retry first
          <Notice tone="error" title={t('exportFailed')} data-testid="report-export-failure">
            <p data-testid="report-export-kept">
              {report.exportProgress && report.exportProgress.done > 0
                ? t('exportFailedAt', { done: count.format(report.exportProgress.done), total: count.format(report.exportProgress.total) })
                : t('exportFailedStart')}
            </p>
            <Reason>{t('exportFailedReason', { reason: t(report.exportFailureKey) })}</Reason>
            <ExportActions>
              <Button variant="primary" onClick={report.retryExport} data-testid="report-export-retry">
                {t('exportRetry')}
              </Button>
              <Button variant="secondary" onClick={report.cancelExport} data-testid="report-export-cancel">
                {t('exportCancel')}
              </Button>
            </ExportActions>
          </Notice>
        ) : null}
        {report.exportChange ? (
          <Notice tone="info" data-testid="report-export-changed">
            {t('exportChanged', { count: report.exportChange.exported, exported: count.format(report.exportChange.exported), shown: count.format(report.exportChange.shown) })}
          </Notice>
        ) : null}
        <DataTable
          caption={t(`kinds.${kind}.caption`, { from: dayFormat.format(from), to: dayFormat.format(to) })}
          columns={columns}
          rows={report.rows}
          rowKey={(row) => row.id}
          manualSort
          totals={totals}
          totalsLabel={t('totals')}
          loading={report.busy && report.rows.length === 0}
          emptyMessage={t(`kinds.${kind}.empty`)}
          data-testid="report-table"
        />
        {report.totalPages > 1 ? <Pagination current={report.page} total={report.totalPages} onChange={report.setPage} data-testid="report-pages" /> : null}
      </>
    );

  return (
    <Page aria-labelledby="agent-page-title" data-testid="agent-report" data-kind={kind} data-from={query.from} data-to={query.to} data-status={report.status} data-busy={report.busy || undefined}>
      <PageHead title={<span id="agent-page-title">{title}</span>} intro={t(`kinds.${kind}.intro`)} />
      <Filters role="group" aria-label={t('filters.label')} data-testid="report-filters">
        {filters.member ? (
          <MemberForm role="search" onSubmit={submitMember} data-testid="report-member-form">
            <TextInput label={t('filters.member')} type="search" value={member} onChange={(event) => setMember(event.currentTarget.value)} autoComplete="off" data-testid="report-member" />
            <Button type="submit" variant="secondary">
              {t('filters.apply')}
            </Button>
          </MemberForm>
        ) : null}
        {filters.gameType ? (
          <Select
            label={t('filters.gameType')}
            value={query.gameType}
            onChange={(event) => report.filter({ gameType: event.currentTarget.value as (typeof REPORT_GAME_TYPES)[number] | '' })}
            options={[{ value: '', label: t('filters.allGameTypes') }, ...REPORT_GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) }))]}
            data-testid="report-game-type"
          />
        ) : null}
        {filters.txType ? (
          <Select
            label={t('filters.txType')}
            value={query.txType}
            onChange={(event) => report.filter({ txType: event.currentTarget.value as (typeof REPORT_TX_TYPES)[number] | '' })}
            options={[{ value: '', label: t('filters.allTxTypes') }, ...REPORT_TX_TYPES.map((type) => ({ value: type, label: t(`txTypes.${type}`) }))]}
            data-testid="report-tx-type"
          />
        ) : null}
        <div>
          <RangeFilter
            label={t('filters.range')}
            from={query.from}
            to={query.to}
            presets={[{ days: 1, label: t('filters.presets.today') }, { days: 7, label: t('filters.presets.week') }, { days: 30, label: t('filters.presets.month') }]}
            onRange={(from, to) => report.setRange(from, to)}
            error={report.rangeErrorKey ? t(report.rangeErrorKey) : null}
            data-testid="report-range"
          />
        </div>
      </Filters>
      {filters.basis ? (
        <Tabs label={t('filters.basis')} tabs={BASES.map((basis) => ({ id: basis, label: t(`basis.${basis}`) }))} value={query.basis} onChange={report.setBasis}>
          <Results data-testid="report-results" data-basis={query.basis}>
            {results}
          </Results>
        </Tabs>
      ) : (
        <Results data-testid="report-results">{results}</Results>
      )}
    </Page>
  );
}

/** My income's total split into paid and running, each an amount. */
function IncomeSplit({ settled, pending }: { settled: number; pending: number }) {
  const { t } = useTranslation('reports');
  const [before = '', between = '', after = ''] = t('incomeSplit', { settled: '\u0000', pending: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <Amount value={settled} data-testid="report-income-settled" data-value={settled} />
      {between}
      <Amount value={pending} data-testid="report-income-pending" data-value={pending} />
      {after}
    </>
  );
}

export default ReportPage;

const MemberForm = styled('form', { display: 'flex', gap: '$2', alignItems: 'end', '& > :first-child': { flex: 1, minWidth: 0 } });
// The counts arrive with the data, above the table: their lines are kept while the report loads
// (a phone's line wraps once more, and the export button goes under them there), so the table does
// not move when they come (CLS 0.012–0.027 on the report pages).
const Summary = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2 $4',
  '& > button': { alignSelf: 'flex-end', flexShrink: 0 },
  '@md': { flexDirection: 'row', alignItems: 'flex-start', '& > button': { marginLeft: 'auto', alignSelf: 'auto' } },
});
const LINE = '1.4em';
const Counts = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  fontSize: '$sm',
  variants: {
    lines: {
      one: { minHeight: `calc(2 * ${LINE})`, '@md': { minHeight: LINE } },
      two: { minHeight: `calc(3 * ${LINE} + $space$1)`, '@md': { minHeight: `calc(2 * ${LINE} + $space$1)` } },
    },
  },
});
const Count = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm', minHeight: '1.4em' });
const Nothing = styled('span', { color: '$textMuted' });
const Results = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Reason = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm' });

/** The failed export's way on, the retry first; side by side where they fit, one above the other on a narrow phone. */
const ExportActions = styled('div', { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '$2' });

const ExportBar = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  fontSize: '$sm',
  '& > p': { margin: 0, flex: '1 1 12em' },
  '& > progress': { flex: '1 1 8em', height: '8px', accentColor: 'var(--colors-gold, currentColor)' },
});
