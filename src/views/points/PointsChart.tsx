/**
 * The points balance over time on the points mall's details tab: the connect's chart points (the
 * balance at the end of each day the ledger moved) drawn by the shared uPlot chart. Its own lazy
 * chunk, loaded only by the details tab, so uPlot reaches no other page.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsBalanceChartPoint } from '@machines/points/pointsRecords.connect';
import { TimeChart, type ChartLine } from '../../ui/TimeChart';

const atOf = (point: PointsBalanceChartPoint) => point.at;
const valueOf = (point: PointsBalanceChartPoint) => point.value;

function PointsChart({ points }: { points: readonly PointsBalanceChartPoint[] }) {
  const { t, i18n } = useTranslation('points');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const lines = useMemo<ChartLine<PointsBalanceChartPoint>[]>(() => [{ key: 'points', label: t('details.chartLine'), color: 'gold', values: valueOf }], [t]);
  return <TimeChart rows={points} at={atOf} lines={lines} label={t('details.chart')} language={language} data-testid="points-chart" />;
}

export default PointsChart;
