/**
 * uPlot's time axis as TimeChart builds it (src/ui/timeAxis.ts), laid out in the process's own
 * time zone, for tests/unit/ui/time-axis.test.ts, which runs it in a process of the zone it names
 * (tests/unit/in-time-zone.ts). uPlot runs on a jsdom page with a canvas that draws nothing (it
 * only measures text): what is read back is where the axis put its ticks and how it labelled them.
 */
import { createRequire } from 'node:module';
import { parseDay } from '../../../machines/money';

/** jsdom (no type declarations in this repository; the UI tests reach it as Vitest's environment). */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: { pretendToBeVisual: boolean }) => { window: Window & typeof globalThis } };

export interface AxisTicks {
  /** Each point's time, ISO (UTC). */
  readonly points: string[];
  /** Each tick's time, ISO (UTC). */
  readonly at: string[];
  readonly labels: string[];
}

function fakePage(): HTMLElement {
  const dom = new JSDOM('<!doctype html><div id="chart"></div>', { pretendToBeVisual: true });
  const page = dom.window as unknown as Record<string, unknown>;
  for (const name of ['window', 'document', 'navigator', 'HTMLElement', 'HTMLCanvasElement', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'Event', 'CustomEvent', 'MouseEvent']) {
    Object.defineProperty(globalThis, name, { value: page[name], configurable: true, writable: true });
  }
  const quiet = () => undefined;
  Object.assign(globalThis, {
    devicePixelRatio: 1,
    matchMedia: () => ({ matches: false, addListener: quiet, removeListener: quiet, addEventListener: quiet, removeEventListener: quiet }),
    Path2D: class {
      moveTo = quiet;
      lineTo = quiet;
      rect = quiet;
      arc = quiet;
      closePath = quiet;
      bezierCurveTo = quiet;
      quadraticCurveTo = quiet;
    },
  });
  const context = new Proxy({ measureText: (text: string) => ({ width: text.length * 7 }) } as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : quiet),
    set: () => true,
  });
  Object.defineProperty(dom.window.HTMLCanvasElement.prototype, 'getContext', { value: () => context });
  return dom.window.document.getElementById('chart') as unknown as HTMLElement;
}

/** The x axis of a chart `width` px wide over points at `at` (epoch ms, or a yyyy-mm-dd local day's start), ticks written with `tickFormat` in `language`. */
export async function axisTicks(at: readonly (number | string)[], width: number, language: string, tickFormat: Intl.DateTimeFormatOptions): Promise<AxisTicks> {
  const times = at.map((point) => (typeof point === 'number' ? point : (parseDay(point)?.getTime() ?? Number.NaN)));
  const holder = fakePage();
  const { default: uPlot } = await import('uplot');
  const { timeAxis } = await import('../../../src/ui/timeAxis');
  const axis = timeAxis(language, tickFormat);
  const plot = new uPlot(
    {
      width,
      height: 220,
      scales: { x: { time: true } },
      ...(axis.tzDate ? { tzDate: axis.tzDate } : {}),
      axes: [{ values: axis.values }, {}],
      series: [{}, { stroke: 'red' }],
    },
    [times.map((time) => time / 1000), times.map((_, index) => index)],
    holder,
  );
  // uPlot lays out and draws in a microtask after it is built
  await new Promise((resolve) => setTimeout(resolve, 20));
  const drawn = plot.axes[0] as unknown as { _splits: number[]; _values: string[] };
  const ticks = { points: times.map((time) => new Date(time).toISOString()), at: drawn._splits.map((tick) => new Date(tick * 1000).toISOString()), labels: [...drawn._values] };
  plot.destroy();
  return ticks;
}
