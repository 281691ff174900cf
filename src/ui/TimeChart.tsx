/**
 * A chart of figures over time, drawn by uPlot on a canvas: the team overview's charts and the
 * member's profit and bonus charts. Import it only from a lazily loaded module (the team overview's
 * TeamCharts chunk, the member records' RecordsChart chunk), so uPlot reaches no other page; it is
 * not in the src/ui index. uPlot sets its sizes through CSSOM (no style attributes, no <style>),
 * which the app's Content-Security-Policy allows. Colours are the theme's CSS variables, read when
 * drawn. The canvas is an image to assistive tech: its label names what it shows; the figures
 * themselves are in the page's table, and each legend entry carries its line's values
 * (`data-values`), so a test can hold the chart to the table.
 */
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { styled } from './theme';
import { numberFormat } from './formats';
import { timeAxis } from './timeAxis';
import { inNextTask } from '../boot/nextTask';

/** Theme colours a line may take (each has its legend swatch below). */
export type ChartColor = 'greenText' | 'dangerText' | 'gold' | 'info';

export interface ChartLine<Row> {
  readonly key: string;
  readonly label: string;
  readonly color: ChartColor;
  readonly values: (row: Row) => number;
}

export interface TimeChartProps<Row> {
  readonly rows: readonly Row[];
  /** A row's time in ms (oldest first). */
  readonly at: (row: Row) => number;
  readonly lines: readonly ChartLine<Row>[];
  readonly label: string;
  readonly language: string;
  /** How the time axis writes a tick (a day by default); with a `timeZone`, the ticks fall on that zone's calendar (timeAxis.ts). */
  readonly tickFormat?: Intl.DateTimeFormatOptions;
  /** Dots on every point (a short series); by default up to 31 points. */
  readonly points?: boolean;
  readonly 'data-testid'?: string;
}

/** The theme colour of a token, as the page shows it now (dark or light). */
function themeColor(element: Element, token: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(`--colors-${token}`).trim() || fallback;
}

const CHART_HEIGHT = 220;
const DAY_TICKS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

export function TimeChart<Row>({ rows, at, lines, label, language, tickFormat = DAY_TICKS, points, 'data-testid': testId }: TimeChartProps<Row>) {
  const holder = useRef<HTMLDivElement | null>(null);
  // the axis says 3.5M rather than 3,500,000: sums are large and the axis narrow
  const number = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const axisOfTime = useMemo(() => timeAxis(language, tickFormat), [language, tickFormat]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    let plot: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    // uPlot measures the axes' labels and draws the canvas in one go (about 90 ms at 4x CPU on a
    // records page): built in a task of its own, after the page's render has committed, it does
    // not lengthen that render's task (a 130 ms task on /member/bonusDetails)
    const cancel = inNextTask(() => {
      const muted = themeColor(element, 'textMuted', '#a9b3c7');
      const grid = themeColor(element, 'border', '#263350');
      const data: uPlot.AlignedData = [rows.map((row) => at(row) / 1000), ...lines.map((line) => rows.map(line.values))];
      const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      const built = new uPlot(
        {
          width: Math.max(element.clientWidth, 240),
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          ...(axisOfTime.tzDate ? { tzDate: axisOfTime.tzDate } : {}),
          axes: [
            { ...axis, values: axisOfTime.values },
            { ...axis, size: 64, values: (_, ticks) => ticks.map((value) => number.format(value)) },
          ],
          series: [{}, ...lines.map((line) => ({ label: line.label, stroke: themeColor(element, line.color, '#8ab4ff'), width: 2, points: { show: points ?? rows.length <= 31 } }))],
        },
        data,
        element,
      );
      plot = built;
      // the chart follows its column's width (a phone turned, the desktop menu column)
      resize = new ResizeObserver(() => built.setSize({ width: Math.max(element.clientWidth, 240), height: CHART_HEIGHT }));
      resize.observe(element);
    });
    return () => {
      cancel();
      resize?.disconnect();
      plot?.destroy();
    };
  }, [rows, at, lines, axisOfTime, number, points]);

  return (
    <Figure data-testid={testId}>
      <figcaption>
        <strong>{label}</strong>
        <Legend aria-hidden="true">
          {lines.map((line) => (
            <li key={line.key} data-color={line.color} data-line={line.key} data-values={rows.map(line.values).join(',')}>
              {line.label}
            </li>
          ))}
        </Legend>
      </figcaption>
      <Plot ref={holder} role="img" aria-label={`${label}: ${lines.map((line) => line.label).join(', ')}`} />
    </Figure>
  );
}


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
