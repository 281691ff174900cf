/**
 * The member's profit or bonuses over time: the connect's chart points (the table's periods, so
 * the chart and the table show the same figures) drawn by the shared uPlot chart. Its own lazy
 * chunk, loaded only by personal profit and bonus details, so uPlot reaches no other page.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordPeriod } from '@api/index';
import type { ChartPoint } from '@machines/records/memberRecords.connect';
import { TimeChart, type ChartLine } from '../../../ui/TimeChart';

const atOf = (point: ChartPoint) => point.at;
const valueOf = (point: ChartPoint) => point.value;
const TICKS: Readonly<Record<RecordPeriod, Intl.DateTimeFormatOptions>> = {
  DAY: { day: 'numeric', month: 'short' },
  WEEK: { day: 'numeric', month: 'short' },
  MONTH: { month: 'short', year: '2-digit' },
};

function RecordsChart({ kind, points, period, label }: { kind: 'profit' | 'bonus'; points: readonly ChartPoint[]; period: RecordPeriod; label: string }) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const lines = useMemo<ChartLine<ChartPoint>[]>(
    () => [{ key: kind === 'profit' ? 'profitAndLoss' : 'amount', label: t(kind === 'profit' ? 'columns.profitAndLoss' : 'columns.amount'), color: kind === 'profit' ? 'info' : 'gold', values: valueOf }],
    [kind, t],
  );
  return <TimeChart rows={points} at={atOf} lines={lines} label={label} language={language} tickFormat={TICKS[period]} data-testid="records-chart" />;
}

export default RecordsChart;
