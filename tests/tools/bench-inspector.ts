/**
 * `npm run bench`: the entry's first task at 4x CPU, with and without a DevTools client's Runtime
 * domain. With Runtime on (DevTools open, say), V8 captures a detailed stack trace for every Error
 * object made, and react-dom makes five at its module's evaluation (the Suspense and hydration
 * sentinels). A detailed trace needs the source positions of every frame on the stack, and one
 * frame is the entry chunk's top-level code: V8 parses the whole entry again to find them
 * (`V8.CollectSourcePositions` in the trace). A player's browser has no such client and never
 * pays it, and neither do Lighthouse's runs: in their own traces the entry's module evaluation is
 * a task of ≈10–25 ms unthrottled (docs/PERFORMANCE.md).
 *
 * Measured here through a bare protocol connection (no library that enables domains on its own):
 * CPU throttled 4x as Lighthouse's simulation assumes, a trace of the load, and the first
 * `v8.evaluateModule` task (the entry's evaluation up to its first break, src/main.tsx) with the
 * reparse inside it. Figures only; nothing is asserted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';

export interface EntryTask {
  /** The first module evaluation's task, ms at 4x CPU. */
  taskMs: number;
  /** V8 re-reading sources for stack positions inside that task, ms. */
  reparseMs: number;
}

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** A protocol client that sends only what it is told to. */
class BareClient {
  private nextId = 0;
  private readonly pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  private readonly listeners = new Map<string, (params: unknown) => void>();

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } };
      if (message.id !== undefined) this.pending.get(message.id)?.(message);
      else if (message.method) this.listeners.get(message.method)?.(message.params);
    });
  }

  send<T>(method: string, params: object = {}): Promise<T> {
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => {
        this.pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result as T);
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  on(method: string, listener: (params: unknown) => void): void {
    this.listeners.set(method, listener);
  }
}

/** The page's protocol address, once Chromium has written the port it chose into the profile. */
async function pageSocketUrl(profile: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const port = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0];
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ type: string; webSocketDebuggerUrl: string }>;
      const page = targets.find((target) => target.type === 'page');
      if (page) return page.webSocketDebuggerUrl;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium opened no page to drive');
}

async function measureOnce(chromePath: string, url: string, withRuntime: boolean): Promise<EntryTask> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-inspector-'));
  // its own process group: Debian's chromium is a shell script that starts the browser beneath it
  const chrome = spawn(chromePath, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore', detached: true });
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  try {
    const socket = new WebSocket(await pageSocketUrl(profile));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const client = new BareClient(socket);
    const events: TraceEvent[] = [];
    client.on('Tracing.dataCollected', (params) => events.push(...(params as { value: TraceEvent[] }).value));
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (withRuntime) await client.send('Runtime.enable');
    await client.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.compile'] } });
    await client.send('Page.navigate', { url });
    // the entry has run once the app's root has children (its first draw)
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { result } = await client.send<{ result: { value?: boolean } }>('Runtime.evaluate', { expression: "!!document.getElementById('root')?.firstElementChild", returnByValue: true });
      if (result.value) break;
      if (Date.now() > deadline) throw new Error(`${url} did not draw within a minute`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const complete = new Promise((resolve) => client.on('Tracing.tracingComplete', resolve));
    await client.send('Tracing.end');
    await complete;
    socket.close();
    const evaluation = events.filter((event) => event.name === 'v8.evaluateModule' && event.ph === 'X').sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    if (!evaluation) throw new Error('no module evaluation in the trace');
    const task = events.find((event) => event.name === 'RunTask' && event.pid === evaluation.pid && event.tid === evaluation.tid && event.ts <= evaluation.ts && event.ts + (event.dur ?? 0) >= evaluation.ts + (evaluation.dur ?? 0));
    const reparse = events
      .filter((event) => event.name === 'V8.CollectSourcePositions' && event.ts >= evaluation.ts && event.ts <= evaluation.ts + (evaluation.dur ?? 0))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    return { taskMs: (task?.dur ?? evaluation.dur ?? 0) / 1000, reparseMs: reparse / 1000 };
  } finally {
    if (chrome.pid) process.kill(-chrome.pid, 'SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** `runs` loads of each kind, alternated, for the page at `url`. */
export async function measureInspectorCost(chromePath: string, url: string, runs: number): Promise<{ bare: EntryTask[]; runtime: EntryTask[] }> {
  const bare: EntryTask[] = [];
  const runtime: EntryTask[] = [];
  for (let run = 0; run < runs; run += 1) {
    bare.push(await measureOnce(chromePath, url, false));
    runtime.push(await measureOnce(chromePath, url, true));
  }
  return { bare, runtime };
}
