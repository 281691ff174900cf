/**
 * The team overview's charts over time: money per day (deposits, withdrawals, bets, profit) and
 * members per day (new, active), drawn by the shared uPlot chart (src/ui/TimeChart.tsx). Its own
 * lazy chunk, loaded only by the team overview, so uPlot reaches no other page. The figures
 * themselves are in the page's cards and level table.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverview } from '@api/index';
import { TimeChart, type ChartLine } from '../../../ui/TimeChart';
import { styled } from '../../../ui/theme';

type Row = TeamOverview['series'][number];

/** A day (yyyy-mm-dd, the platform's UTC days) in ms. */
const timeOf = (row: Row) => Date.parse(`${row.date}T00:00:00Z`);
const UTC_DAY_TICKS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

function TeamCharts({ series }: { series: readonly Row[] }) {
  const { t, i18n } = useTranslation('team');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMemo<ChartLine<Row>[]>(
    () => [
      { key: 'deposit', label: t('overview.figures.deposits'), color: 'greenText', values: (row) => row.depositAmount },
      { key: 'withdraw', label: t('overview.figures.withdrawals'), color: 'dangerText', values: (row) => row.withdrawAmount },
      { key: 'bet', label: t('overview.figures.bets'), color: 'gold', values: (row) => row.betAmount },
      { key: 'profit', label: t('overview.figures.profit'), color: 'info', values: (row) => row.profitAndLoss },
    ],
    [t],
  );
  const members = useMemo<ChartLine<Row>[]>(
    () => [
      { key: 'new', label: t('overview.figures.newMembers'), color: 'greenText', values: (row) => row.newMembers },
      { key: 'active', label: t('overview.figures.activeMembers'), color: 'gold', values: (row) => row.activeMembers },
    ],
    [t],
  );
  return (
    <Charts data-testid="team-charts">
      <TimeChart rows={series} at={timeOf} lines={money} label={t('overview.charts.money')} language={language} tickFormat={UTC_DAY_TICKS} data-testid="team-chart-money" />
      <TimeChart rows={series} at={timeOf} lines={members} label={t('overview.charts.members')} language={language} tickFormat={UTC_DAY_TICKS} data-testid="team-chart-members" />
    </Charts>
  );
}

export default TeamCharts;

const Charts = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: '1fr', '@lg': { gridTemplateColumns: '1fr 1fr' } });
