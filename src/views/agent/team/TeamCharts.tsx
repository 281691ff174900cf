/**
 * The team overview's charts over time: money per day (deposits, withdrawals, bets, profit) and
 * members per day (new, active), drawn by uPlot on a canvas. Its own lazy chunk, loaded only by the
 * team overview, so uPlot reaches no other page. uPlot sets its sizes through CSSOM (no style
 * attributes, no <style>), which the app's Content-Security-Policy allows. Colours are the theme's
 * CSS variables, read when drawn. The canvas is an image to assistive tech: its label names what
 * it shows, and the figures themselves are in the page's cards and level table.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TeamOverview } from '@api/index';
import { styled } from '../../../ui/theme';

type Series = TeamOverview['series'];

interface Line {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  readonly values: (row: Series[number]) => number;
}

/** The theme colour of a token, as the page shows it now (dark or light). */
function themeColor(element: Element, token: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(`--colors-${token}`).trim() || fallback;
}

/** A day (yyyy-mm-dd, the platform's UTC days) as uPlot's seconds. */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const CHART_HEIGHT = 220;

function TimeChart({ series, lines, label, testId, language }: { series: Series; lines: readonly Line[]; label: string; testId: string; language: string }) {
  const holder = useRef<HTMLDivElement | null>(null);
  // the axis says 3.5M rather than 3,500,000: the team's sums are large and the axis narrow
  const number = useMemo(() => new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }), [language]);
  const day = useMemo(() => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }), [language]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const muted = themeColor(element, 'textMuted', '#a9b3c7');
    const grid = themeColor(element, 'border', '#263350');
    const data: uPlot.AlignedData = [series.map((row) => secondsOf(row.date)), ...lines.map((line) => series.map(line.values))];
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { ...axis, values: (_, ticks) => ticks.map((tick) => day.format(tick * 1000)) },
          { ...axis, size: 64, values: (_, ticks) => ticks.map((tick) => number.format(tick)) },
        ],
        series: [{}, ...lines.map((line) => ({ label: line.label, stroke: themeColor(element, line.color, '#8ab4ff'), width: 2, points: { show: series.length <= 31 } }))],
      },
      data,
      element,
    );
    // the chart follows its column's width (a phone turned, the desktop menu column)
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 240), height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, lines, day, number]);

  return (
    <Figure data-testid={testId}>
      <figcaption>
        <strong>{label}</strong>
        <Legend aria-hidden="true">
          {lines.map((line) => (
            <li key={line.key} data-color={line.color}>
              {line.label}
            </li>
          ))}
        </Legend>
      </figcaption>
      <Plot ref={holder} role="img" aria-label={`${label}: ${lines.map((line) => line.label).join(', ')}`} />
    </Figure>
  );
}

export function TeamCharts({ series }: { series: Series }) {
  const { t, i18n } = useTranslation('team');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMemo<Line[]>(
    () => [
      { key: 'deposit', label: t('overview.figures.deposits'), color: 'greenText', values: (row) => row.depositAmount },
      { key: 'withdraw', label: t('overview.figures.withdrawals'), color: 'dangerText', values: (row) => row.withdrawAmount },
      { key: 'bet', label: t('overview.figures.bets'), color: 'gold', values: (row) => row.betAmount },
      { key: 'profit', label: t('overview.figures.profit'), color: 'info', values: (row) => row.profitAndLoss },
    ],
    [t],
  );
  const members = useMemo<Line[]>(
    () => [
      { key: 'new', label: t('overview.figures.newMembers'), color: 'greenText', values: (row) => row.newMembers },
      { key: 'active', label: t('overview.figures.activeMembers'), color: 'gold', values: (row) => row.activeMembers },
    ],
    [t],
  );
  return (
    <Charts data-testid="team-charts">
      <TimeChart series={series} lines={money} label={t('overview.charts.money')} testId="team-chart-money" language={language} />
      <TimeChart series={series} lines={members} label={t('overview.charts.members')} testId="team-chart-members" language={language} />
    </Charts>
  );
}

export default TeamCharts;

const Charts = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: '1fr', '@lg': { gridTemplateColumns: '1fr 1fr' } });

const Figure = styled('figure', {
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  '& figcaption': { display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'baseline', justifyContent: 'space-between', fontSize: '$sm' },
});

const Legend = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1 $3',
  color: '$textMuted',
  fontSize: '$xs',
  '& li::before': { content: '""', display: 'inline-block', width: '10px', height: '3px', marginRight: '$1', verticalAlign: 'middle', borderRadius: '2px' },
  '& li[data-color="greenText"]::before': { backgroundColor: '$greenText' },
  '& li[data-color="dangerText"]::before': { backgroundColor: '$dangerText' },
  '& li[data-color="gold"]::before': { backgroundColor: '$gold' },
  '& li[data-color="info"]::before': { backgroundColor: '$info' },
});

const Plot = styled('div', { width: '100%', minHeight: `${CHART_HEIGHT}px`, overflow: 'hidden' });
