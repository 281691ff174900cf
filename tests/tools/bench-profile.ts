/**
 * `npm run bench -- --profile`: the long tasks of a first load of a route on a phone at 4x CPU (the
 * slowdown Lighthouse's mobile preset simulates), each with the script frames that took its time.
 * A fresh visitor: no stored session, consent or closed popups, no service worker. Task bounds come
 * from a trace (the renderer main thread's `RunTask`s over 50 ms), their contents from a sampled
 * CPU profile of the same load (both on the browser's monotonic clock). Frame names are whatever
 * the build in dist/ has: a build with `--minify false` makes them readable. Figures only.
 */
import type { Browser, CDPSession } from '@playwright/test';

/** A main-thread task over 50 ms, with the frames that ran longest inside it (inclusive time). */
export interface LongTask {
  /** From navigation start, ms. */
  readonly atMs: number;
  readonly durationMs: number;
  readonly frames: readonly { readonly label: string; readonly ms: number }[];
  /** Where the time itself went: the innermost frame of each sample (native ones too, such as a forced layout). */
  readonly selfFrames: readonly { readonly label: string; readonly ms: number }[];
  /** The renderer's own work inside the task, from the trace: style, layout, paint (ms, 4x). */
  readonly rendering: { readonly style: number; readonly layout: number; readonly paint: number };
}

export interface ProfiledLoad {
  readonly tasks: readonly LongTask[];
  /** Every long task's time together. */
  readonly longMs: number;
  /** Each long task's time past 50 ms, together (what Lighthouse calls blocking time, unsimulated). */
  readonly blockingMs: number;
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly documentLoaderURL?: string; readonly isLoadingMainFrame?: boolean } };
}

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface CpuProfile {
  readonly nodes: readonly { readonly id: number; readonly callFrame: CallFrame; readonly children?: readonly number[] }[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const LONG_TASK_US = 50_000;
const FRAMES_PER_TASK = 8;
const SELF_FRAMES_PER_TASK = 5;

async function traceEvents(cdp: CDPSession, run: () => Promise<CpuProfile>): Promise<{ events: TraceEvent[]; profile: CpuProfile }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (params) => events.push(...(params.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] } });
  const profile = await run();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return { events, profile };
}

/** One first load of `url`, profiled for `settleMs` after it starts. */
export async function profileFirstLoad(browser: Browser, url: string, settleMs = 9000): Promise<ProfiledLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const { events, profile } = await traceEvents(cdp, async () => {
      await cdp.send('Profiler.start');
      await page.goto(url);
      await page.waitForTimeout(settleMs);
      return (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
    });
    return longTasksOf(events, profile);
  } finally {
    await context.close();
  }
}

function longTasksOf(events: readonly TraceEvent[], profile: CpuProfile): ProfiledLoad {
  // the page's main thread: the renderer main thread that ran the most tasks
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busy = (thread: TraceEvent) => events.filter((event) => event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid).reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = [...mains].sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  const navigation = events.find((event) => onMain(event) && event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'));
  const origin = navigation?.ts ?? profile.startTime;

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const sampleTimes: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    sampleTimes.push(at);
  }

  const tasks = events
    .filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > LONG_TASK_US && event.ts >= origin)
    .sort((a, b) => a.ts - b.ts)
    .map((task): LongTask => {
      const end = task.ts + (task.dur ?? 0);
      const inclusive = new Map<string, number>();
      const self = new Map<string, number>();
      profile.samples.forEach((id, index) => {
        const time = sampleTimes[index]!;
        if (time < task.ts || time > end) return;
        const weight = profile.timeDeltas[index + 1] ?? 0;
        const leaf = byId.get(id)!.callFrame;
        const leafLabel = `${leaf.functionName || '(anonymous)'}${leaf.url ? ` ${leaf.url.split('/').pop()}:${leaf.lineNumber + 1}` : ''}`;
        self.set(leafLabel, (self.get(leafLabel) ?? 0) + weight);
        const seen = new Set<string>();
        for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
          const frame = byId.get(node)!.callFrame;
          if (!frame.url) continue;
          const label = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
          if (seen.has(label)) continue;
          seen.add(label);
          inclusive.set(label, (inclusive.get(label) ?? 0) + weight);
        }
      });
      const frames = [...inclusive]
        .sort((a, b) => b[1] - a[1])
        .slice(0, FRAMES_PER_TASK)
        .map(([label, us]) => ({ label, ms: us / 1000 }));
      const selfFrames = [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, SELF_FRAMES_PER_TASK)
        .map(([label, us]) => ({ label, ms: us / 1000 }));
      const inTask = (name: string) =>
        events.filter((event) => onMain(event) && event.name === name && event.ts >= task.ts && event.ts < end).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
      const rendering = { style: inTask('UpdateLayoutTree'), layout: inTask('Layout'), paint: inTask('Paint') };
      return { atMs: (task.ts - origin) / 1000, durationMs: (task.dur ?? 0) / 1000, frames, selfFrames, rendering };
    });
  return {
    tasks,
    longMs: tasks.reduce((sum, task) => sum + task.durationMs, 0),
    blockingMs: tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_US / 1000, 0),
  };
}

export function printProfiles(route: string, loads: readonly ProfiledLoad[]): void {
  const sorted = [...loads].sort((a, b) => a.longMs - b.longMs);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`\nlong tasks of a first load of ${route}, phone, 4x CPU (figures, not budgets)`);
  for (const [index, load] of loads.entries()) {
    console.log(`  run ${index + 1}: ${load.tasks.length} long tasks, ${load.longMs.toFixed(0)} ms together, ${load.blockingMs.toFixed(0)} ms past 50 ms each`);
  }
  console.log(`  the median run's tasks, each with its style, layout and paint, its longest frames (inclusive ms), then where the time itself went (self ms):`);
  for (const task of median.tasks) {
    const { style, layout, paint } = task.rendering;
    console.log(`    at ${task.atMs.toFixed(0).padStart(5)} ms: ${task.durationMs.toFixed(0).padStart(4)} ms (style ${style.toFixed(0)}, layout ${layout.toFixed(0)}, paint ${paint.toFixed(0)})`);
    for (const frame of task.frames) console.log(`        ${frame.ms.toFixed(0).padStart(4)}  ${frame.label}`);
    for (const frame of task.selfFrames) console.log(`        ${frame.ms.toFixed(0).padStart(4)}  self: ${frame.label}`);
  }
}
