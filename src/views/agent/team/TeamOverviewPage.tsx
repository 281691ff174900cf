/**
 * /agentHome/agentTeamOverview: the agent's team for a period (presets or a range of at most 93
 * days) — size, new and active members, deposits, withdrawals, bets, profit — the charts of the
 * per-day series (their own lazy chunk: the charting library loads with this page only) and a
 * table per level whose totals row is the team's figures. The teamOverview chart owns the period,
 * loading, failure and retry, and the empty team.
 */
import { useTranslation } from 'react-i18next';
import type { TeamOverview } from '@api/index';
import { parseDay } from '@machines/money';
import { Amount } from '../../../ui/Amount';
import { ChunkBoundary } from '../../../ui/ChunkBoundary';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { RangeFilter } from '../../../ui/RangeFilter';
import { Empty } from '../../../ui/Empty';
import { lazyChunk } from '../../../ui/loadChunk';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { Figures, Page, PageHead } from './parts';
import { useTeamOverview } from './useTeamOverview';
import { SuspenseBoundary } from '../../../ui/SuspenseBoundary';
import { dateTimeFormat, numberFormat } from '../../../ui/formats';

const TeamCharts = lazyChunk(() => import('./TeamCharts'));

type LevelRow = TeamOverview['levels'][number];

function TeamOverviewPage() {
  const { t, i18n } = useTranslation(['team', 'errors', 'common']);
  const overview = useTeamOverview();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const from = parseDay(overview.period.from) ?? new Date();
  const to = parseDay(overview.period.to) ?? new Date();
  const dayFormat = dateTimeFormat(language, { dateStyle: 'medium' });
  const count = numberFormat(language);

  const figures = overview.figures;
  const columns: DataTableColumn<LevelRow>[] = [
    { key: 'level', header: t('overview.levels.level'), cell: (row) => <span data-testid="level-name">{t('overview.levels.levelName', { level: row.level })}</span> },
    { key: 'teamSize', header: t('overview.figures.teamSize'), align: 'end', cell: (row) => <span data-testid="level-size" data-value={row.teamSize}>{count.format(row.teamSize)}</span> },
    { key: 'newMembers', header: t('overview.figures.newMembers'), align: 'end', cell: (row) => count.format(row.newMembers) },
    { key: 'activeMembers', header: t('overview.figures.activeMembers'), align: 'end', cell: (row) => count.format(row.activeMembers) },
    { key: 'deposit', header: t('overview.figures.deposits'), align: 'end', cell: (row) => <Amount value={row.depositAmount} data-testid="level-deposit" data-value={row.depositAmount} /> },
    { key: 'withdraw', header: t('overview.figures.withdrawals'), align: 'end', cell: (row) => <Amount value={row.withdrawAmount} data-testid="level-withdraw" data-value={row.withdrawAmount} /> },
    { key: 'bet', header: t('overview.figures.bets'), align: 'end', cell: (row) => <Amount value={row.betAmount} data-testid="level-bet" data-value={row.betAmount} /> },
    { key: 'profit', header: t('overview.figures.profit'), align: 'end', cell: (row) => <Amount value={row.profitAndLoss} signed colorPositive data-testid="level-profit" data-value={row.profitAndLoss} /> },
  ];
  // the totals row is the team's own figures: the platform sums the same cents as the rows
  const totals = figures
    ? {
        teamSize: count.format(figures.teamSize),
        newMembers: count.format(figures.newMembers),
        activeMembers: count.format(figures.activeMembers),
        deposit: <Amount value={figures.depositAmount} />,
        withdraw: <Amount value={figures.withdrawAmount} />,
        bet: <Amount value={figures.betAmount} />,
        profit: <Amount value={figures.profitAndLoss} signed colorPositive />,
      }
    : undefined;

  return (
    <Page aria-labelledby="agent-page-title" data-testid="team-overview" data-status={overview.status}>
      <PageHead title={<span id="agent-page-title">{t('overview.title')}</span>} intro={t('overview.intro')} />
      <div>
        <RangeFilter
          label={t('overview.period')}
          from={overview.period.from}
          to={overview.period.to}
          presets={[{ days: 1, label: t('overview.presets.today') }, { days: 7, label: t('overview.presets.week') }, { days: 30, label: t('overview.presets.month') }, { days: 90, label: t('overview.presets.quarter') }]}
          onRange={(from, to) => overview.setPeriod(from, to)}
          error={overview.periodErrorKey ? t(overview.periodErrorKey) : null}
          data-testid="team-period"
        />
      </div>

      {overview.status === 'failed' ? (
        <Notice tone="error" onRetry={overview.retry} retryLabel={t('overview.retry')} data-testid="team-failure">
          {t(overview.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : overview.status === 'empty' ? (
        <Empty role="status" data-testid="team-empty">
          {t('overview.empty')}
        </Empty>
      ) : (
        <>
          <Figures role="group" aria-label={t('overview.figures.label')} aria-busy={overview.busy} data-testid="team-figures">
            <StatCard label={t('overview.figures.teamSize')} value={figures ? <span data-testid="team-size" data-value={figures.teamSize}>{count.format(figures.teamSize)}</span> : <Skeleton shape="text" />} hint={figures ? t('overview.figures.direct', { count: figures.directMembers }) : '\u00a0'} />
            <StatCard label={t('overview.figures.newMembers')} value={figures ? <span data-testid="team-new" data-value={figures.newMembers}>{count.format(figures.newMembers)}</span> : <Skeleton shape="text" />} />
            <StatCard label={t('overview.figures.activeMembers')} value={figures ? <span data-testid="team-active" data-value={figures.activeMembers}>{count.format(figures.activeMembers)}</span> : <Skeleton shape="text" />} />
            <StatCard label={t('overview.figures.deposits')} value={figures ? <Amount value={figures.depositAmount} data-testid="team-deposit" data-value={figures.depositAmount} /> : <Skeleton shape="text" />} />
            <StatCard label={t('overview.figures.withdrawals')} value={figures ? <Amount value={figures.withdrawAmount} data-testid="team-withdraw" data-value={figures.withdrawAmount} /> : <Skeleton shape="text" />} />
            <StatCard label={t('overview.figures.bets')} value={figures ? <Amount value={figures.betAmount} data-testid="team-bet" data-value={figures.betAmount} /> : <Skeleton shape="text" />} />
            <StatCard label={t('overview.figures.profit')} value={figures ? <Amount value={figures.profitAndLoss} signed colorPositive data-testid="team-profit" data-value={figures.profitAndLoss} /> : <Skeleton shape="text" />} />
          </Figures>
          {overview.series.length > 0 ? (
            <ChunkBoundary area="section">
              <SuspenseBoundary fallback={<Skeleton css={{ height: '260px' }} />}>
                <TeamCharts series={overview.series} />
              </SuspenseBoundary>
            </ChunkBoundary>
          ) : null}
          <DataTable
            caption={t('overview.levels.caption', { from: dayFormat.format(from), to: dayFormat.format(to) })}
            columns={columns}
            rows={overview.levels}
            rowKey={(row) => row.level}
            manualSort
            totals={totals}
            loading={overview.busy && overview.levels.length === 0}
            emptyMessage={t('overview.levels.empty')}
            data-testid="team-levels"
          />
        </>
      )}
    </Page>
  );
}

export default TeamOverviewPage;
