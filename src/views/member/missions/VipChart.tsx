/**
 * The member's monthly turnover over the last months, drawn by the shared uPlot chart. Its own
 * lazy chunk, loaded only by the VIP page, so uPlot reaches no other page.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipMonthPoint } from '@machines/rewards/vip.connect';
import { TimeChart, type ChartLine } from '../../../ui/TimeChart';

const atOf = (point: VipMonthPoint) => point.at;
const turnoverOf = (point: VipMonthPoint) => point.turnover;
const MONTH_TICKS: Intl.DateTimeFormatOptions = { month: 'short', year: '2-digit', timeZone: 'UTC' };

function VipChart({ months, label }: { months: readonly VipMonthPoint[]; label: string }) {
  const { t, i18n } = useTranslation('missions');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const lines = useMemo<ChartLine<VipMonthPoint>[]>(() => [{ key: 'turnover', label: t('vip.columns.turnover'), color: 'gold', values: turnoverOf }], [t]);
  return <TimeChart rows={months} at={atOf} lines={lines} label={label} language={language} tickFormat={MONTH_TICKS} points data-testid="vip-chart" />;
}

export default VipChart;
