/**
 * Development only: a floating "Charts" button (bottom left) that opens a panel with the diagram
 * of every running app actor, its active states highlighted, following the app as you click.
 *
 * main.tsx, inside `if (import.meta.env.DEV)`, imports this module lazily and calls
 * `mountLiveView()`; actors are registered with `registerLiveActor(id, actorRef)` (live-actors.ts). The diagrams
 * come from the gallery's renderer (tests/tools/charts/render.ts, ELK), loaded when the panel
 * first opens. The panel lives in its own shadow root so app styles and diagram styles stay apart.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import type { ChartLayout } from './charts/render';
import { getLiveActors, subscribeLiveActors, type LiveActorEntry } from './live-actors';

const PANEL_TITLE = 'Statechart live view';
const HOST_ID = 'statechart-live-view';
const STORAGE_OPEN = 'statechart-live-view:open';
const STORAGE_TAB = 'statechart-live-view:tab';
const STORAGE_FIT = 'statechart-live-view:fit';

type Renderer = typeof import('./charts/render');

let rendererPromise: Promise<Renderer> | null = null;
const loadRenderer = (): Promise<Renderer> => (rendererPromise ??= import('./charts/render'));
const layouts = new WeakMap<AnyStateMachine, Promise<ChartLayout>>();

function layoutOf(renderer: Renderer, machine: AnyStateMachine): Promise<ChartLayout> {
  let layout = layouts.get(machine);
  if (!layout) {
    layout = renderer.layoutChart(machine);
    layouts.set(machine, layout);
  }
  return layout;
}

function machineOfActor(actor: AnyActorRef): AnyStateMachine | null {
  const logic = (actor as { logic?: unknown }).logic;
  return typeof logic === 'object' && logic !== null && 'root' in logic && typeof (logic as { getStateNodeById?: unknown }).getStateNodeById === 'function'
    ? (logic as AnyStateMachine)
    : null;
}

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // dev convenience only
  }
}

interface Tab extends LiveActorEntry {
  /** Nesting depth: 0 for registered actors, 1+ for the machine actors they invoke or spawn. */
  readonly depth: number;
}

/** Registered actors plus the machine actors running inside them (invoked or spawned). */
function tabsOf(roots: readonly LiveActorEntry[]): Tab[] {
  const tabs: Tab[] = [];
  const seen = new Set<AnyActorRef>();
  const visit = (id: string, actor: AnyActorRef, depth: number) => {
    if (seen.has(actor) || depth > 4) return;
    seen.add(actor);
    tabs.push({ id, actor, depth });
    const snapshot = actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> } | undefined;
    for (const [childId, child] of Object.entries(snapshot?.children ?? {})) {
      if (child && machineOfActor(child)) visit(`${id} › ${childId}`, child, depth + 1);
    }
  };
  for (const root of roots) visit(root.id, root.actor, 0);
  return tabs;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Re-renders whenever any of the given actors emits a snapshot. */
function useActorsTick(actors: readonly AnyActorRef[]): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((t) => t + 1);
    const subscriptions = actors.map((actor) => actor.subscribe({ next: bump, error: bump, complete: bump }));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actors]);
  return tick;
}

function useSnapshot(actor: AnyActorRef): unknown {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange, complete: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getSnapshot = useCallback(() => actor.getSnapshot() as unknown, [actor]);
  return useSyncExternalStore(subscribe, getSnapshot);
}

/** The type of the last event the actor received (from the system's inspection stream). */
function useLastEvent(actor: AnyActorRef): string | null {
  const [last, setLast] = useState<string | null>(null);
  useEffect(() => {
    const system = (actor as { system?: { inspect?: (observer: (event: InspectionEvent) => void) => { unsubscribe(): void } } }).system;
    if (typeof system?.inspect !== 'function') return undefined;
    const subscription = system.inspect((event) => {
      if (event.type === '@xstate.event' && event.actorRef === actor) setLast(event.event.type);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return last;
}

type DiagramState = { status: 'loading' } | { status: 'ready'; renderer: Renderer; layout: ChartLayout } | { status: 'failed'; message: string };

const LOADING: DiagramState = { status: 'loading' };

function ActorDiagram({ tab, fit }: { tab: Tab; fit: boolean }) {
  const machine = machineOfActor(tab.actor);
  const snapshot = useSnapshot(tab.actor);
  const lastEvent = useLastEvent(tab.actor);
  const [diagram, setDiagram] = useState<{ machine: AnyStateMachine; state: DiagramState } | null>(null);

  useEffect(() => {
    if (!machine) return undefined;
    let cancelled = false;
    loadRenderer()
      .then(async (renderer) => ({ renderer, layout: await layoutOf(renderer, machine) }))
      .then(
        ({ renderer, layout }) => {
          if (!cancelled) setDiagram({ machine, state: { status: 'ready', renderer, layout } });
        },
        (error: unknown) => {
          if (!cancelled) setDiagram({ machine, state: { status: 'failed', message: error instanceof Error ? error.message : String(error) } });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [machine]);

  const state: DiagramState = diagram && diagram.machine === machine ? diagram.state : LOADING;
  const svg = useMemo(() => {
    const current = diagram && diagram.machine === machine ? diagram.state : LOADING;
    if (current.status !== 'ready') return '';
    const active = current.renderer.activeStateIds(snapshot);
    return current.renderer.chartSvg(current.layout, { active, idPrefix: `live-${tab.id}` });
  }, [diagram, machine, snapshot, tab.id]);

  // Keep the innermost active state in sight when the diagram is larger than the panel.
  const diagramRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = diagramRef.current;
    const scroller = box?.closest('.body');
    const target = box?.querySelector('.sc-active.sc-atomic, .sc-active.sc-final, .sc-active.sc-history');
    if (!box || !scroller || !target || fit) return;
    const view = scroller.getBoundingClientRect();
    const rect = target.getBoundingClientRect();
    const outside = rect.left < view.left || rect.right > view.right || rect.top < view.top || rect.bottom > view.bottom;
    if (outside) {
      scroller.scrollTo({
        left: scroller.scrollLeft + rect.left - view.left - (view.width - rect.width) / 2,
        top: scroller.scrollTop + rect.top - view.top - (view.height - rect.height) / 2,
      });
    }
  }, [svg, fit]);

  if (!machine) return <p className="note">This actor is not a state machine; nothing to draw.</p>;
  const shape = snapshot as { value?: unknown; status?: string } | undefined;
  return (
    <>
      <dl className="facts">
        <div>
          <dt>state</dt>
          <dd>
            <code>{describeValue(shape?.value)}</code>
          </dd>
        </div>
        <div>
          <dt>status</dt>
          <dd>{shape?.status ?? '—'}</dd>
        </div>
        <div>
          <dt>last event</dt>
          <dd>
            <code>{lastEvent ?? '—'}</code>
          </dd>
        </div>
      </dl>
      {state.status === 'loading' && <p className="note">Laying out the chart…</p>}
      {state.status === 'failed' && <p className="note error">The chart could not be drawn: {state.message}</p>}
      {state.status === 'ready' && (
        <div ref={diagramRef} className={fit ? 'diagram fit' : 'diagram'} role="img" aria-label={`Diagram of ${tab.id}, active: ${describeValue(shape?.value)}`}>
          <div dangerouslySetInnerHTML={{ __html: svg }} />
        </div>
      )}
    </>
  );
}

function LiveView() {
  const roots = useSyncExternalStore(subscribeLiveActors, getLiveActors);
  const [open, setOpen] = useState(() => readStorage(STORAGE_OPEN) === '1');
  const [selected, setSelected] = useState(() => readStorage(STORAGE_TAB));
  const [fit, setFit] = useState(() => readStorage(STORAGE_FIT) === '1');
  const rootActors = useMemo(() => roots.map((root) => root.actor), [roots]);
  const tick = useActorsTick(rootActors);
  // tabsOf reads the actors' current snapshots; tick changes whenever one of them does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const tabs = useMemo(() => tabsOf(roots), [roots, tick]);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0] ?? null;

  const toggle = () => {
    setOpen((was) => {
      writeStorage(STORAGE_OPEN, was ? '0' : '1');
      return !was;
    });
  };
  const choose = (id: string) => {
    setSelected(id);
    writeStorage(STORAGE_TAB, id);
  };
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    writeStorage(STORAGE_OPEN, '0');
    toggleRef.current?.focus(); // focus was inside the panel that is going away
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) {
      choose(next.id);
      const list = event.currentTarget.parentElement;
      (list?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[(index + step + tabs.length) % tabs.length])?.focus();
    }
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="toggle"
        aria-label={open ? `Close the ${PANEL_TITLE.toLowerCase()}` : `Open the ${PANEL_TITLE.toLowerCase()}`}
        aria-expanded={open}
        aria-controls="sc-live-panel"
        title={`${PANEL_TITLE} (development only)`}
        onClick={toggle}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <rect x="1" y="1.5" width="6" height="4.5" rx="1.5" />
          <rect x="9" y="10" width="6" height="4.5" rx="1.5" />
          <path d="M4 6 V12 H9" fill="none" />
        </svg>
        <span>Charts</span>
      </button>
      {open && (
        <section id="sc-live-panel" className="panel" role="dialog" aria-modal="false" aria-labelledby="sc-live-title" onKeyDown={onKeyDown}>
          <header>
            <h2 id="sc-live-title">{PANEL_TITLE}</h2>
            <label className="fit-toggle">
              <input
                type="checkbox"
                checked={fit}
                onChange={(event) => {
                  setFit(event.target.checked);
                  writeStorage(STORAGE_FIT, event.target.checked ? '1' : '0');
                }}
              />
              Fit to panel
            </label>
            <button type="button" className="close" aria-label={`Close the ${PANEL_TITLE.toLowerCase()}`} onClick={close}>
              ×
            </button>
          </header>
          {tabs.length === 0 ? (
            <p className="note">
              No actors registered. Call <code>registerLiveActor(id, actorRef)</code> from <code>src/dev/live-actors</code> for each root actor.
            </p>
          ) : (
            <>
              <div className="tabs" role="tablist" aria-label="Running actors">
                {tabs.map((tab, index) => {
                  const value = describeValue((tab.actor.getSnapshot() as { value?: unknown } | undefined)?.value);
                  const isCurrent = tab === current;
                  return (
                    <button
                      key={tab.id}
                      type="button"
                      role="tab"
                      id={`sc-live-tab-${index}`}
                      aria-selected={isCurrent}
                      aria-controls="sc-live-tabpanel"
                      tabIndex={isCurrent ? 0 : -1}
                      className={tab.depth > 0 ? 'child' : undefined}
                      onClick={() => choose(tab.id)}
                      onKeyDown={(event) => onTabKey(event, index)}
                    >
                      <strong>{tab.id}</strong>
                      <span className="value">{value}</span>
                    </button>
                  );
                })}
              </div>
              <div id="sc-live-tabpanel" className="body" role="tabpanel" aria-labelledby={`sc-live-tab-${current ? tabs.indexOf(current) : 0}`}>
                {current && <ActorDiagram key={current.id} tab={current} fit={fit} />}
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}

const PANEL_CSS = `
:host{all:initial}
*{box-sizing:border-box}
.toggle,.panel{--bg:#ffffff;--fg:#0f172a;--muted:#475569;--line:#cbd5e1;--accent:#1d4ed8;--accent-fg:#ffffff;--tab:#f1f5f9;
  font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;color:var(--fg)}
@media (prefers-color-scheme: dark){.toggle,.panel{--bg:#0f172a;--fg:#e2e8f0;--muted:#a3b1c6;--line:#334155;--accent:#93c5fd;--accent-fg:#0f172a;--tab:#1e293b}}
.toggle{position:fixed;left:12px;bottom:12px;z-index:2147483000;display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 12px;
  border-radius:16px;border:1px solid var(--line);background:var(--bg);color:var(--fg);cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25);font-weight:600;font-size:13px}
.toggle[aria-expanded="true"]{background:var(--accent);color:var(--accent-fg);border-color:var(--accent)}
.toggle svg{fill:currentColor;stroke:currentColor;stroke-width:1.5}
.toggle:focus-visible,.panel button:focus-visible,.panel input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.panel{position:fixed;left:12px;bottom:54px;z-index:2147483000;display:flex;flex-direction:column;width:min(980px,calc(100vw - 24px));
  height:min(72vh,760px);min-width:320px;min-height:240px;resize:both;overflow:hidden;background:var(--bg);border:1px solid var(--line);border-radius:12px;
  box-shadow:0 12px 40px rgba(0,0,0,.35)}
header{display:flex;align-items:center;gap:12px;padding:8px 10px 8px 14px;border-bottom:1px solid var(--line)}
h2{margin:0;font-size:15px;flex:1}
.fit-toggle{display:flex;align-items:center;gap:6px;color:var(--muted);font-size:13px}
.close{width:30px;height:30px;border-radius:8px;border:1px solid var(--line);background:transparent;color:var(--fg);font-size:18px;line-height:1;cursor:pointer}
.tabs{display:flex;gap:6px;padding:8px 10px;overflow-x:auto;border-bottom:1px solid var(--line);flex:none}
.tabs button{display:flex;flex-direction:column;align-items:flex-start;gap:1px;min-width:0;max-width:260px;padding:5px 10px;border-radius:8px;
  border:1px solid var(--line);background:var(--tab);color:var(--fg);cursor:pointer;font:inherit;font-size:13px;text-align:left}
.tabs button.child{border-style:dashed}
.tabs button[aria-selected="true"]{border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent)}
.tabs .value{color:var(--muted);font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:12px;max-width:240px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.body{flex:1;overflow:auto;padding:10px 12px}
.facts{display:flex;flex-wrap:wrap;gap:4px 20px;margin:-10px -12px 8px;padding:8px 12px;position:sticky;top:-10px;left:-12px;z-index:1;background:var(--bg);border-bottom:1px solid var(--line)}
.facts div{display:flex;gap:6px;align-items:baseline}
dt{color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.04em}
dd{margin:0}
code{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:13px}
.note{color:var(--muted);margin:8px 2px}
.error{color:#b91c1c}
.diagram svg{display:block;max-width:none}
.diagram.fit svg{width:100%;height:auto}
`;

let mounted: { root: Root; host: HTMLElement } | null = null;

/** Mounts the toggle button and panel in their own container and React root. Idempotent. */
export function mountLiveView(): () => void {
  if (!import.meta.env.DEV || typeof document === 'undefined') return () => {};
  if (!mounted) {
    document.getElementById(HOST_ID)?.remove(); // a copy left by hot reload
    const host = document.createElement('div');
    host.id = HOST_ID;
    const shadow = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = PANEL_CSS;
    const container = document.createElement('div');
    shadow.append(style, container);
    document.body.appendChild(host);
    const root = createRoot(container);
    root.render(<LiveView />);
    mounted = { root, host };
  }
  return () => {
    mounted?.root.unmount();
    mounted?.host.remove();
    mounted = null;
  };
}
