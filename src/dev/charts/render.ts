/**
 * Statechart → SVG. Lays a machine out with ELK (layered, hierarchy included) from the canonical
 * inventory of tests/paths/model.ts, so every drawn state and edge carries the same id the path
 * runners and the coverage gate use, then writes a self-contained SVG string.
 *
 * No Node imports here: the gallery (build.ts) and the dev live view (src/dev) both use it.
 *
 *   const layout = await layoutChart(machine);          // slow part (ELK), cache it
 *   const svg = chartSvg(layout, { coverage, active });  // cheap, synchronous
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStates, allTransitions, type StateInfo, type TransitionInfo } from './model';
import { escapeXml, FONT_STACK, textWidth, wrapList } from './text';

// ─── metrics ────────────────────────────────────────────────────────────────────────────────────

const TITLE_SIZE = 14;
const REGION_TITLE_SIZE = 13;
const TEXT_SIZE = 13;
const TITLE_LINE = 20;
const ROW_LINE = 18;
const LABEL_LINE = 17;
const PAD_X = 14;
const PAD_Y = 9;
const MIN_ATOMIC_WIDTH = 104;
const INITIAL_SIZE = 14;
const HISTORY_SIZE = 34;
const FINAL_INSET = 4;
const STATUS_ICON = 18;
const LABEL_PAD_X = 6;
const LABEL_PAD_Y = 4;
const WRAP = 40;
const PARALLEL_BADGE = 86;
const REGION_HEADER = 26;
const CORNER = 10;
/** A state's screen in the diagram (the storyboard's phone thumbnail, 390 × 844 scaled). */
export const THUMB_WIDTH = 56;
export const THUMB_HEIGHT = 121;

// ─── public types ───────────────────────────────────────────────────────────────────────────────

export interface ChartBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ChartRow {
  readonly kind: 'invoke' | 'entry' | 'exit' | 'internal';
  readonly text: string;
  /** For internal (targetless) transitions: the canonical transition id. */
  readonly transitionId: string | null;
}

export interface ChartNode extends ChartBox {
  readonly state: StateInfo;
  readonly title: string;
  readonly rows: readonly ChartRow[];
  /** Height of the title and rows block at the top of the box. */
  readonly headerHeight: number;
  readonly depth: number;
  /** True for the children of a parallel state (drawn as regions, not boxes). */
  readonly region: boolean;
  readonly history: 'shallow' | 'deep' | null;
  readonly description: string | null;
  /** Room was kept for the state's screen (LayoutOptions.thumbnails). */
  readonly thumbnail: boolean;
}

export interface ChartEdge {
  readonly id: string;
  readonly kind: 'transition' | 'initial';
  /** Canonical transition id (`source|eventType|index`), null for initial markers. */
  readonly transitionId: string | null;
  readonly source: string;
  readonly target: string;
  readonly lines: readonly string[];
  readonly sections: readonly (readonly ElkPoint[])[];
  readonly label: ChartBox | null;
  readonly selfLoop: boolean;
}

export interface ChartInitial {
  /** The compound state whose initial child this marks. */
  readonly parent: string;
  readonly target: string;
  readonly cx: number;
  readonly cy: number;
}

export interface ChartLayout {
  readonly machineId: string;
  readonly width: number;
  readonly height: number;
  /** In inventory order (parents before children). */
  readonly nodes: readonly ChartNode[];
  readonly edges: readonly ChartEdge[];
  readonly initials: readonly ChartInitial[];
  readonly states: readonly StateInfo[];
  readonly transitions: readonly TransitionInfo[];
  /** Whether edge labels and internal rows reserve room for a coverage icon. */
  readonly statusSpace: boolean;
}

/** The per-machine slice of a coverage file (`machines[<id>]`), or any object with these lists. */
export interface CoverageLike {
  readonly states?: { readonly covered?: readonly string[] } | undefined;
  readonly transitions?: { readonly covered?: readonly string[] } | undefined;
  /** Which runner produced it (shown in tooltips when several are overlaid). */
  readonly runner?: string | undefined;
}

/**
 * `covered` by every overlaid run, `partial` by some of them, `uncovered` by none; null when no
 * coverage is overlaid.
 */
export type CoverageStatus = 'covered' | 'partial' | 'uncovered' | null;

/** A transition in words (the gallery's labels from a chart's descriptions); null keeps its names. */
export type TransitionWordsOf = (transition: TransitionInfo) => { readonly event: string; readonly guard: string | null } | null;

export interface LayoutOptions {
  /** Reserve room for covered/uncovered icons on labels (set when a coverage overlay is drawn). */
  readonly statusSpace?: boolean;
  /** States that get room for a screen (THUMB_WIDTH × THUMB_HEIGHT) below their title; SvgOptions.thumbnails draws them. */
  readonly thumbnails?: ReadonlySet<string>;
  /** Edge and row labels in words instead of event and guard names. */
  readonly words?: TransitionWordsOf;
}

export interface SvgOptions {
  /**
   * One coverage object or several (one per runner): covered by all of them is drawn as covered,
   * by some as partial, by none as uncovered.
   */
  readonly coverage?: CoverageLike | readonly CoverageLike[] | null;
  /** State ids to highlight as active (see activeStateIds). */
  readonly active?: Iterable<string> | null;
  /** Prefix for ids inside the SVG (markers); defaults to one derived from the machine id. */
  readonly idPrefix?: string;
  /** Lines drawn above the diagram: the first as a heading, the rest as notes. */
  readonly caption?: readonly string[];
  /** Draw a legend below the diagram (default: when a coverage overlay is drawn). */
  readonly legend?: boolean;
  /** State id → the image drawn in the room the layout kept for it (LayoutOptions.thumbnails). */
  readonly thumbnails?: ReadonlyMap<string, string>;
}

// ─── names ──────────────────────────────────────────────────────────────────────────────────────

interface NameContext {
  readonly invokeNames: ReadonlyMap<string, string>;
  readonly stateKeys: ReadonlyMap<string, string>;
  readonly delays: Readonly<Record<string, unknown>>;
  readonly words?: TransitionWordsOf | undefined;
}

function nodeOf(machine: AnyStateMachine, id: string): AnyStateNode | null {
  try {
    return machine.getStateNodeById(id) as AnyStateNode;
  } catch {
    return null;
  }
}

function invokeName(definition: { id: string; src: unknown }): string {
  return typeof definition.src === 'string' ? definition.src : definition.id;
}

function nameContext(machine: AnyStateMachine, states: readonly StateInfo[]): NameContext {
  const invokeNames = new Map<string, string>();
  for (const state of states) {
    const node = nodeOf(machine, state.id);
    for (const definition of node?.invoke ?? []) invokeNames.set(definition.id, invokeName(definition));
  }
  const delays = (machine.implementations as { delays?: Record<string, unknown> } | undefined)?.delays ?? {};
  return { invokeNames, stateKeys: new Map(states.map((s) => [s.id, s.key])), delays };
}

/** Built-in actions appear as `xstate.assign`, `xstate.raise`, …: drop the namespace. */
export function shortName(name: string): string {
  return name.startsWith('xstate.') ? name.slice('xstate.'.length) : name;
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return shortName(action);
  if (typeof action === 'function') {
    const named = action as { type?: unknown; name?: string };
    return shortName(typeof named.type === 'string' ? named.type : named.name || 'inline action');
  }
  if (typeof action === 'object' && action !== null && 'type' in action) return shortName(String((action as { type: unknown }).type));
  return 'action';
}

export function formatMs(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms >= 1000) return `${Number((ms / 1000).toFixed(2))} s`;
  return `${ms} ms`;
}

function delayText(delay: string | null, delays: Readonly<Record<string, unknown>>): string {
  if (delay === null) return '?';
  if (/^\d+(\.\d+)?$/.test(delay)) return formatMs(Number(delay));
  const value = delays[delay];
  return typeof value === 'number' ? `${delay} (${formatMs(value)})` : delay;
}

/** The event part of a transition's label: `RETRY`, `done: loadStatus`, `after 3 s`, `always`. */
export function eventLabel(transition: TransitionInfo, context?: Partial<NameContext>): string {
  const invokes = context?.invokeNames;
  const rest = (prefix: string) => transition.eventType.slice(prefix.length);
  switch (transition.kind) {
    case 'always':
      return 'always';
    case 'after':
      return `after ${delayText(transition.delay, context?.delays ?? {})}`;
    case 'done.actor':
      return `done: ${invokes?.get(rest('xstate.done.actor.')) ?? rest('xstate.done.actor.')}`;
    case 'error.actor':
      return `error: ${invokes?.get(rest('xstate.error.actor.')) ?? rest('xstate.error.actor.')}`;
    case 'done.state': {
      const id = rest('xstate.done.state.');
      return `done: ${context?.stateKeys?.get(id) ?? id}`;
    }
    default:
      return transition.eventType;
  }
}

/** Words wrapped at `max` characters (a word longer than that keeps its own line). */
function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The label lines of a transition: event, `[guard]`, `/ action, action` (in words when the context has them). */
export function transitionLines(transition: TransitionInfo, context?: Partial<NameContext>): string[] {
  const words = context?.words?.(transition) ?? null;
  if (words) {
    const lines = wrapWords(words.event, WRAP);
    if (words.guard) lines.push(...wrapWords(`[${words.guard}]`, WRAP));
    if (transition.actions.length > 0) lines.push(...wrapList(transition.actions.map(shortName), '/', '  ', WRAP));
    return lines;
  }
  const lines = [eventLabel(transition, context)];
  if (transition.guard) lines.push(`[${shortName(transition.guard)}]`);
  if (transition.actions.length > 0) lines.push(...wrapList(transition.actions.map(shortName), '/', '  ', WRAP));
  return lines;
}

// ─── layout ─────────────────────────────────────────────────────────────────────────────────────

const LAYERED: Readonly<Record<string, string>> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '40',
  'elk.layered.spacing.nodeNodeBetweenLayers': '46',
  'elk.spacing.edgeNode': '18',
  'elk.spacing.edgeEdge': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '20',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '14',
  'elk.spacing.edgeLabel': '6',
  'elk.spacing.labelLabel': '6',
  'elk.edgeLabels.placement': 'CENTER',
  // Labels next to the state the transition leaves: easier to tell which line they belong to.
  'elk.layered.edgeLabels.centerLabelPlacementStrategy': 'TAIL_LAYER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.crossingMinimization.semiInteractive': 'true',
};

const ROOT_OPTIONS: Readonly<Record<string, string>> = {
  ...LAYERED,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.randomSeed': '1',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

const GRAPH_ID = '__chart__';
const initialId = (stateId: string) => `__initial__${stateId}`;

interface Spec {
  readonly state: StateInfo;
  readonly title: string;
  readonly rows: ChartRow[];
  readonly region: boolean;
  readonly history: 'shallow' | 'deep' | null;
  readonly description: string | null;
  readonly depth: number;
  /** Minimum width the box needs for its header. */
  readonly headerWidth: number;
  readonly headerHeight: number;
  readonly thumbnail: boolean;
}

/** xstate implements `after` with an entry `raise` and an exit `cancel` of its own: not the author's. */
function isDelayPlumbing(action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const shape = action as { type?: unknown; id?: unknown; sendId?: unknown };
  if (shape.type === 'xstate.raise') return typeof shape.id === 'string' && shape.id.startsWith('xstate.after.');
  if (shape.type === 'xstate.cancel') return typeof shape.sendId === 'string' && shape.sendId.startsWith('xstate.after.');
  return false;
}

function rowsOf(node: AnyStateNode | null, internal: readonly TransitionInfo[], names: NameContext): ChartRow[] {
  const rows: ChartRow[] = [];
  for (const definition of node?.invoke ?? []) rows.push({ kind: 'invoke', text: `invoke ${invokeName(definition)}`, transitionId: null });
  const authored = (actions: readonly unknown[]) => actions.filter((action) => !isDelayPlumbing(action)).map(actionName);
  const entry = authored(node?.entry ?? []);
  if (entry.length > 0) for (const text of wrapList(entry, 'entry /', '  ', WRAP)) rows.push({ kind: 'entry', text, transitionId: null });
  const exit = authored(node?.exit ?? []);
  if (exit.length > 0) for (const text of wrapList(exit, 'exit /', '  ', WRAP)) rows.push({ kind: 'exit', text, transitionId: null });
  for (const transition of internal) {
    const words = names.words?.(transition) ?? null;
    const head = words
      ? `${words.event}${words.guard ? ` [${words.guard}]` : ''}`
      : eventLabel(transition, names) + (transition.guard ? ` [${shortName(transition.guard)}]` : '');
    const lines = transition.actions.length > 0 ? wrapList(transition.actions.map(shortName), `${head} /`, '    ', WRAP) : [head];
    lines.forEach((text, index) => rows.push({ kind: 'internal', text, transitionId: index === 0 ? transition.id : null }));
  }
  return rows;
}

function specsOf(
  machine: AnyStateMachine,
  states: readonly StateInfo[],
  transitions: readonly TransitionInfo[],
  names: NameContext,
  statusSpace: boolean,
  thumbnails: ReadonlySet<string>,
) {
  const byId = new Map(states.map((s) => [s.id, s]));
  const depthOf = (state: StateInfo): number => (state.parent ? depthOf(byId.get(state.parent) as StateInfo) + 1 : 0);
  const specs = new Map<string, Spec>();
  for (const state of states) {
    const node = nodeOf(machine, state.id);
    const parent = state.parent ? byId.get(state.parent) : undefined;
    const region = parent?.type === 'parallel';
    const internal = transitions.filter((t) => t.source === state.id && t.targets.length === 0);
    const rows = state.type === 'history' ? [] : rowsOf(node, internal, names);
    const title = state.parent === null ? state.id : state.key;
    const compound = state.type === 'compound' || state.type === 'parallel';
    const titleWidth =
      region && compound ? textWidth(title, REGION_TITLE_SIZE, 'sans-bold') : textWidth(title, TITLE_SIZE, 'sans-bold') + (state.type === 'parallel' ? PARALLEL_BADGE : 0);
    const rowWidth = Math.max(0, ...rows.map((row) => textWidth(row.text, TEXT_SIZE, 'mono') + (row.kind === 'internal' && statusSpace ? STATUS_ICON : 0)));
    const titleLine = region && compound ? REGION_HEADER - PAD_Y : TITLE_LINE;
    const headerHeight = PAD_Y + titleLine + (rows.length > 0 ? 6 + rows.length * ROW_LINE : 0) + (compound ? 0 : PAD_Y);
    specs.set(state.id, {
      state,
      title,
      rows,
      region,
      history: node && node.history ? node.history : state.type === 'history' ? 'shallow' : null,
      description: node?.description ?? null,
      depth: depthOf(state),
      headerWidth: Math.max(titleWidth, rowWidth) + 2 * PAD_X + (state.type === 'final' ? 2 * FINAL_INSET : 0),
      headerHeight,
      // a screen for a state box or a compound state, not for a region (always on with its parallel parent) or a history mark
      thumbnail: thumbnails.has(state.id) && !region && state.type !== 'history' && state.parent !== null,
    });
  }
  return specs;
}

interface EdgeSpec {
  readonly id: string;
  readonly kind: 'transition' | 'initial';
  readonly transitionId: string | null;
  readonly source: string;
  readonly target: string;
  readonly lines: readonly string[];
}

function edgeSpecs(states: readonly StateInfo[], transitions: readonly TransitionInfo[], names: NameContext): EdgeSpec[] {
  const edges: EdgeSpec[] = [];
  for (const state of states) {
    if (state.initial) edges.push({ id: `i${edges.length}`, kind: 'initial', transitionId: null, source: initialId(state.id), target: state.initial, lines: [] });
  }
  for (const transition of transitions) {
    const lines = transitionLines(transition, names);
    for (const target of transition.targets) {
      edges.push({ id: `e${edges.length}`, kind: 'transition', transitionId: transition.id, source: transition.source, target, lines });
    }
  }
  return edges;
}

function ancestors(id: string, parents: ReadonlyMap<string, string | null>): string[] {
  const chain: string[] = [];
  for (let current: string | null | undefined = id; current; current = parents.get(current)) chain.push(current);
  return chain;
}

/** The ELK node an edge belongs in: ELK wants edges in the lowest common ancestor. */
function containerOf(source: string, target: string, parents: ReadonlyMap<string, string | null>): string {
  if (source === target) return parents.get(source) ?? GRAPH_ID;
  const up = ancestors(source, parents);
  const down = new Set(ancestors(target, parents));
  for (const id of up) if (down.has(id)) return id;
  return GRAPH_ID;
}

function labelSize(lines: readonly string[], statusSpace: boolean): { width: number; height: number } {
  const width = Math.max(...lines.map((line) => textWidth(line, TEXT_SIZE, 'mono')));
  return { width: width + 2 * LABEL_PAD_X + (statusSpace ? STATUS_ICON : 0), height: lines.length * LABEL_LINE + 2 * LABEL_PAD_Y };
}

function buildGraph(specs: ReadonlyMap<string, Spec>, edges: readonly EdgeSpec[], extra: ReadonlyMap<string, number>, statusSpace: boolean): ElkNode {
  const children = new Map<string | null, Spec[]>();
  for (const spec of specs.values()) {
    const list = children.get(spec.state.parent) ?? [];
    list.push(spec);
    children.set(spec.state.parent, list);
  }
  const elkNodes = new Map<string, ElkNode>();
  const make = (spec: Spec): ElkNode => {
    const { state } = spec;
    let node: ElkNode;
    if (state.type === 'compound' || state.type === 'parallel') {
      const side = (spec.region ? 12 : 18) + (extra.get(state.id) ?? 0);
      const top = spec.region ? REGION_HEADER + 8 : spec.headerHeight + 12 + (spec.thumbnail ? THUMB_HEIGHT + 8 : 0);
      const kids: ElkNode[] = [];
      if (state.initial) kids.push({ id: initialId(state.id), width: INITIAL_SIZE, height: INITIAL_SIZE });
      for (const child of children.get(state.id) ?? []) kids.push(make(child));
      // Model order as position hints (ELK's own model-order options crash with hierarchy).
      kids.forEach((kid, index) => {
        kid.layoutOptions = { ...kid.layoutOptions, 'elk.position': `(${index * 100},${index * 100})` };
      });
      node = {
        id: state.id,
        layoutOptions: { ...LAYERED, 'elk.padding': `[top=${top},left=${side},bottom=${spec.region ? 12 : 18},right=${side}]` },
        children: kids,
        edges: [],
      };
    } else if (state.type === 'history') {
      node = { id: state.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
    } else {
      const inset = state.type === 'final' ? 2 * FINAL_INSET : 0;
      node = { id: state.id, width: Math.max(MIN_ATOMIC_WIDTH, spec.headerWidth), height: spec.headerHeight + inset + (spec.thumbnail ? THUMB_HEIGHT + PAD_Y : 0) };
    }
    elkNodes.set(state.id, node);
    return node;
  };
  const roots = children.get(null) ?? [];
  const graph: ElkNode = { id: GRAPH_ID, layoutOptions: ROOT_OPTIONS, children: roots.map(make), edges: [] };
  elkNodes.set(GRAPH_ID, graph);

  const parents = new Map<string, string | null>();
  for (const spec of specs.values()) {
    parents.set(spec.state.id, spec.state.parent);
    if (spec.state.initial) parents.set(initialId(spec.state.id), spec.state.id);
  }
  for (const edge of edges) {
    const labels: ElkLabel[] =
      edge.lines.length > 0 ? [{ id: `${edge.id}l`, text: edge.lines.join('\n'), ...labelSize(edge.lines, statusSpace) }] : [];
    const elkEdge: ElkExtendedEdge = { id: edge.id, sources: [edge.source], targets: [edge.target], labels };
    const container = elkNodes.get(containerOf(edge.source, edge.target, parents)) ?? graph;
    (container.edges ??= []).push(elkEdge);
  }
  return graph;
}

type ElkInstance = InstanceType<typeof ELK>;
let elkInstance: ElkInstance | null = null;

function elk(): ElkInstance {
  elkInstance ??= new ELK();
  return elkInstance;
}

interface Collected {
  readonly boxes: Map<string, ChartBox>;
  readonly edges: Map<string, ElkExtendedEdge>;
}

function collect(node: ElkNode, into: Collected = { boxes: new Map(), edges: new Map() }): Collected {
  into.boxes.set(node.id, { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
  for (const edge of node.edges ?? []) into.edges.set(edge.id, edge);
  for (const child of node.children ?? []) collect(child, into);
  return into;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Lays the machine out (ELK). Deterministic: the same machine gives the same layout. */
export async function layoutChart(machine: AnyStateMachine, options: LayoutOptions = {}): Promise<ChartLayout> {
  const statusSpace = options.statusSpace === true;
  const states = allStates(machine);
  const transitions = allTransitions(machine);
  const names = { ...nameContext(machine, states), words: options.words };
  const specs = specsOf(machine, states, transitions, names, statusSpace, options.thumbnails ?? new Set());
  const edges = edgeSpecs(states, transitions, names);

  // Compound boxes grow with their children only; widen the narrow ones so their header fits.
  const extra = new Map<string, number>();
  let result: Collected | null = null;
  let root: ElkNode | null = null;
  for (let pass = 0; pass < 4; pass += 1) {
    root = await elk().layout(buildGraph(specs, edges, extra, statusSpace));
    result = collect(root);
    let changed = false;
    for (const spec of specs.values()) {
      if (spec.state.type !== 'compound' && spec.state.type !== 'parallel') continue;
      const box = result.boxes.get(spec.state.id);
      if (box && box.width + 0.5 < spec.headerWidth) {
        extra.set(spec.state.id, (extra.get(spec.state.id) ?? 0) + Math.ceil((spec.headerWidth - box.width) / 2) + 1);
        changed = true;
      }
    }
    if (!changed) break;
  }
  if (!result || !root) throw new Error('layout failed');
  const collected = result;

  const nodes: ChartNode[] = states.map((state) => {
    const spec = specs.get(state.id) as Spec;
    const box = collected.boxes.get(state.id) ?? { x: 0, y: 0, width: 0, height: 0 };
    return {
      x: round(box.x),
      y: round(box.y),
      width: round(box.width),
      height: round(box.height),
      state,
      title: spec.title,
      rows: spec.rows,
      headerHeight: spec.headerHeight,
      depth: spec.depth,
      region: spec.region,
      history: spec.history,
      description: spec.description,
      thumbnail: spec.thumbnail,
    };
  });

  const chartEdges: ChartEdge[] = edges.map((edge) => {
    const out = collected.edges.get(edge.id);
    const sections = (out?.sections ?? []).map((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: round(p.x), y: round(p.y) })),
    );
    const label = out?.labels?.[0];
    return {
      ...edge,
      sections,
      label: label
        ? { x: round(label.x ?? 0), y: round(label.y ?? 0), width: round(label.width ?? 0), height: round(label.height ?? 0) }
        : null,
      selfLoop: edge.source === edge.target,
    };
  });

  const initials: ChartInitial[] = states
    .filter((state) => state.initial)
    .map((state) => {
      const box = collected.boxes.get(initialId(state.id)) ?? { x: 0, y: 0, width: 0, height: 0 };
      return { parent: state.id, target: state.initial as string, cx: round(box.x + box.width / 2), cy: round(box.y + box.height / 2) };
    });

  return {
    machineId: machine.id,
    width: round(root.width ?? 0),
    height: round(root.height ?? 0),
    nodes,
    edges: chartEdges,
    initials,
    states,
    transitions,
    statusSpace,
  };
}

// ─── coverage and activity ──────────────────────────────────────────────────────────────────────

interface Overlay {
  readonly runs: readonly string[];
  /** id → names of the runs that covered it. */
  readonly states: ReadonlyMap<string, readonly string[]>;
  readonly transitions: ReadonlyMap<string, readonly string[]>;
}

function coverageList(coverage: SvgOptions['coverage']): readonly CoverageLike[] {
  if (!coverage) return [];
  return (Array.isArray(coverage) ? coverage : [coverage]) as readonly CoverageLike[];
}

export function hasCoverage(coverage: SvgOptions['coverage']): boolean {
  return coverageList(coverage).length > 0;
}

function overlayOf(coverage: SvgOptions['coverage'], layout: ChartLayout): Overlay | null {
  const list = coverageList(coverage);
  if (list.length === 0) return null;
  const parents = new Map(layout.states.map((s) => [s.id, s.parent]));
  const states = new Map<string, string[]>();
  const transitions = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, id: string, run: string) => {
    const runs = map.get(id) ?? [];
    if (!runs.includes(run)) runs.push(run);
    map.set(id, runs);
  };
  const runs = list.map((item, index) => item.runner ?? `run ${index + 1}`);
  list.forEach((item, index) => {
    const run = runs[index] as string;
    // A state counts as visited when it or any descendant was (ancestors are active with it).
    for (const id of item.states?.covered ?? []) if (parents.has(id)) for (const up of ancestors(id, parents)) add(states, up, run);
    for (const id of item.transitions?.covered ?? []) add(transitions, id, run);
  });
  return { runs, states, transitions };
}

function statusOf(overlay: Overlay | null, map: 'states' | 'transitions', id: string | null): CoverageStatus {
  if (!overlay || id === null) return null;
  const count = overlay[map].get(id)?.length ?? 0;
  return count === 0 ? 'uncovered' : count >= overlay.runs.length ? 'covered' : 'partial';
}

function statusText(overlay: Overlay | null, map: 'states' | 'transitions', id: string | null, noun: string): string {
  if (!overlay || id === null) return '';
  const by = overlay[map].get(id) ?? [];
  if (by.length === 0) return `NOT ${noun} in the last path run`;
  const missing = overlay.runs.filter((run) => !by.includes(run));
  return missing.length === 0 ? `${noun} (${by.join(', ')})` : `${noun} by ${by.join(', ')}; NOT by ${missing.join(', ')}`;
}

/**
 * The ids of the active state nodes of a machine snapshot (root and every active ancestor
 * included), for `chartSvg(layout, { active })`.
 */
export function activeStateIds(snapshot: unknown): string[] {
  const shape = snapshot as { _nodes?: unknown; value?: unknown; machine?: { root?: AnyStateNode } } | null;
  if (shape && Array.isArray(shape._nodes)) {
    return (shape._nodes as Array<{ id?: unknown }>).map((node) => node.id).filter((id): id is string => typeof id === 'string');
  }
  const root = shape?.machine?.root;
  if (!root) return [];
  const ids: string[] = [];
  const walk = (node: AnyStateNode, value: unknown) => {
    ids.push(node.id);
    if (typeof value === 'string') {
      const child = node.states[value] as AnyStateNode | undefined;
      if (child) walk(child, undefined);
    } else if (value && typeof value === 'object') {
      for (const [key, sub] of Object.entries(value as Record<string, unknown>)) {
        const child = node.states[key] as AnyStateNode | undefined;
        if (child) walk(child, sub);
      }
    }
  };
  walk(root, shape?.value);
  return ids;
}

/** Re-marks the active states of an SVG string from chartSvg without laying it out again. */
export function markActiveStates(svg: string, active: Iterable<string>): string {
  const ids = new Set(active);
  return svg.replace(/<g class="(sc-state[^"]*)" data-state-id="([^"]*)"/g, (_, classes: string, rawId: string) => {
    const id = rawId.replace(/&#(\d+);/g, (__, code: string) => String.fromCharCode(Number(code)));
    const base = classes.replace(/ sc-active\b/g, '');
    return `<g class="${base}${ids.has(id) ? ' sc-active' : ''}" data-state-id="${rawId}"`;
  });
}

// ─── SVG ────────────────────────────────────────────────────────────────────────────────────────

const n = (value: number) => String(round(value));

const STYLE = `
.sc-chart{--sc-bg:#ffffff;--sc-text:#1e293b;--sc-muted:#475569;--sc-stroke:#64748b;--sc-state:#ffffff;--sc-box:rgba(100,116,139,0.07);--sc-edge:#334155;--sc-covered:#15803d;--sc-partial:#b45309;--sc-partial-bg:#fffbeb;--sc-uncovered:#b91c1c;--sc-uncovered-bg:#fef2f2;--sc-active:#1d4ed8;--sc-active-bg:#dbeafe;--sc-guard:#92400e;--sc-label-bg:#ffffff}
@media (prefers-color-scheme: dark){.sc-chart{--sc-bg:#0f172a;--sc-text:#e2e8f0;--sc-muted:#a3b1c6;--sc-stroke:#8696ad;--sc-state:#1e293b;--sc-box:rgba(148,163,184,0.08);--sc-edge:#cbd5e1;--sc-covered:#4ade80;--sc-partial:#fbbf24;--sc-partial-bg:#422006;--sc-uncovered:#f87171;--sc-uncovered-bg:#450a0a;--sc-active:#93c5fd;--sc-active-bg:#1e3a8a;--sc-guard:#fcd34d;--sc-label-bg:#0f172a}}
.sc-chart text{fill:var(--sc-text);font-family:${FONT_STACK.sans}}
.sc-chart .sc-bg{fill:var(--sc-bg)}
.sc-chart .sc-title{font-size:${TITLE_SIZE}px;font-weight:700}
.sc-chart .sc-region-title{font-size:${REGION_TITLE_SIZE}px;font-weight:700;fill:var(--sc-muted)}
.sc-chart .sc-caption{font-size:16px;font-weight:700}
.sc-chart .sc-note{font-size:13px;fill:var(--sc-muted)}
.sc-chart .sc-mono{font-family:${FONT_STACK.mono};font-size:${TEXT_SIZE}px}
.sc-chart .sc-row{fill:var(--sc-muted)}
.sc-chart .sc-event{font-weight:700}
.sc-chart .sc-guard{fill:var(--sc-guard)}
.sc-chart .sc-actions{fill:var(--sc-muted)}
.sc-chart .sc-box{fill:var(--sc-state);stroke:var(--sc-stroke);stroke-width:1.5}
.sc-chart .sc-compound>.sc-box,.sc-chart .sc-parallel>.sc-box{fill:var(--sc-box)}
.sc-chart .sc-inner{fill:none;stroke:var(--sc-stroke);stroke-width:1.5}
.sc-chart .sc-divider{stroke:var(--sc-stroke);stroke-width:1;opacity:0.5}
.sc-chart .sc-separator{stroke:var(--sc-stroke);stroke-width:1.5;stroke-dasharray:7 5}
.sc-chart .sc-badge-bars{stroke:var(--sc-muted);stroke-width:2}
.sc-chart .sc-history-mark{font-size:14px;font-weight:700}
.sc-chart .sc-initial{fill:var(--sc-text)}
.sc-chart .sc-covered>.sc-box,.sc-chart .sc-covered>.sc-inner{stroke:var(--sc-covered);stroke-width:2}
.sc-chart .sc-partial>.sc-box,.sc-chart .sc-partial>.sc-inner{stroke:var(--sc-partial);stroke-width:2}
.sc-chart .sc-uncovered>.sc-box,.sc-chart .sc-uncovered>.sc-inner{stroke:var(--sc-uncovered);stroke-width:2;stroke-dasharray:6 4}
.sc-chart .sc-active>.sc-box{stroke:var(--sc-active);stroke-width:3;stroke-dasharray:none}
.sc-chart .sc-atomic.sc-active>.sc-box,.sc-chart .sc-final.sc-active>.sc-box,.sc-chart .sc-history.sc-active>.sc-box{fill:var(--sc-active-bg)}
.sc-chart .sc-active>.sc-title,.sc-chart .sc-active>.sc-region-title{fill:var(--sc-active)}
.sc-chart .sc-region>.sc-box{fill:none;stroke:none}
.sc-chart .sc-region.sc-boxed>.sc-box{stroke:var(--sc-stroke);stroke-width:1.5;stroke-dasharray:5 4}
.sc-chart .sc-region.sc-uncovered>.sc-box,.sc-chart .sc-region.sc-boxed.sc-uncovered>.sc-box{stroke:var(--sc-uncovered);stroke-width:2;stroke-dasharray:6 4}
.sc-chart .sc-region.sc-active>.sc-box,.sc-chart .sc-region.sc-boxed.sc-active>.sc-box{fill:var(--sc-active-bg);fill-opacity:0.35;stroke:var(--sc-active);stroke-width:2;stroke-dasharray:none}
.sc-chart .sc-edge{fill:none;stroke:var(--sc-edge);stroke-width:1.5}
.sc-chart .sc-thumb{cursor:zoom-in}
.sc-chart .sc-thumb-frame{fill:none;stroke:var(--sc-stroke);stroke-width:1}
.sc-chart .sc-thumb:hover .sc-thumb-frame,.sc-chart .sc-thumb:focus .sc-thumb-frame{stroke:var(--sc-active);stroke-width:2.5}
.sc-chart .sc-is-covered>.sc-edge{stroke:var(--sc-covered);stroke-width:2.25}
.sc-chart .sc-is-partial>.sc-edge{stroke:var(--sc-partial);stroke-width:2.25}
.sc-chart .sc-is-uncovered>.sc-edge{stroke:var(--sc-uncovered);stroke-width:2;stroke-dasharray:7 5}
.sc-chart .sc-hit{fill:none;stroke:transparent;stroke-width:12;pointer-events:stroke}
.sc-chart .sc-label-bg{fill:var(--sc-label-bg);fill-opacity:0.94;stroke:none}
.sc-chart .sc-is-covered .sc-label-bg{stroke:var(--sc-covered);stroke-width:1}
.sc-chart .sc-is-partial .sc-label-bg{fill:var(--sc-partial-bg);fill-opacity:1;stroke:var(--sc-partial);stroke-width:1.25}
.sc-chart .sc-is-uncovered .sc-label-bg{fill:var(--sc-uncovered-bg);fill-opacity:1;stroke:var(--sc-uncovered);stroke-width:1.25;stroke-dasharray:4 3}
.sc-chart .sc-transitions:hover .sc-transition{opacity:0.3}
.sc-chart .sc-transitions .sc-transition:hover{opacity:1}
.sc-chart .sc-transition:hover>.sc-edge{stroke-width:3.5}
.sc-chart .sc-transition:hover .sc-label-bg{stroke:var(--sc-text);stroke-width:1.5;stroke-dasharray:none}
.sc-chart .sc-arrow{fill:var(--sc-edge)}
.sc-chart .sc-arrow-covered{fill:var(--sc-covered)}
.sc-chart .sc-arrow-partial{fill:var(--sc-partial)}
.sc-chart .sc-arrow-uncovered{fill:var(--sc-uncovered)}
.sc-chart .sc-icon-covered{fill:var(--sc-covered)}
.sc-chart .sc-icon-partial{fill:var(--sc-partial)}
.sc-chart .sc-icon-uncovered{fill:var(--sc-uncovered)}
.sc-chart .sc-icon-mark{fill:none;stroke:var(--sc-bg);stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
`.trim();

function roundedPath(points: readonly ElkPoint[], radius = 8): string {
  const [first] = points;
  if (!first) return '';
  let d = `M${n(first.x)},${n(first.y)}`;
  for (let i = 1; i < points.length; i += 1) {
    const current = points[i] as ElkPoint;
    const next = points[i + 1];
    if (!next) {
      d += ` L${n(current.x)},${n(current.y)}`;
      break;
    }
    const previous = points[i - 1] as ElkPoint;
    const inLength = Math.hypot(current.x - previous.x, current.y - previous.y);
    const outLength = Math.hypot(next.x - current.x, next.y - current.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    if (r < 0.5) {
      d += ` L${n(current.x)},${n(current.y)}`;
      continue;
    }
    const ax = current.x + ((previous.x - current.x) / inLength) * r;
    const ay = current.y + ((previous.y - current.y) / inLength) * r;
    const bx = current.x + ((next.x - current.x) / outLength) * r;
    const by = current.y + ((next.y - current.y) / outLength) * r;
    d += ` L${n(ax)},${n(ay)} Q${n(current.x)},${n(current.y)} ${n(bx)},${n(by)}`;
  }
  return d;
}

/** Baseline of a text line of `size` px centred in a line box starting at `top`. */
const baseline = (top: number, lineHeight: number, size: number) => top + (lineHeight + size * 0.7) / 2;

/** Drawn, not typed, so it needs no particular font: ✓ covered, ! partial, ✕ uncovered. */
function statusIcon(cx: number, cy: number, status: Exclude<CoverageStatus, null>): string {
  const circle = `<circle class="sc-icon-${status}" cx="${n(cx)}" cy="${n(cy)}" r="6.5"/>`;
  let mark: string;
  if (status === 'covered') mark = `M${n(cx - 3.2)},${n(cy + 0.2)} L${n(cx - 0.8)},${n(cy + 2.6)} L${n(cx + 3.4)},${n(cy - 2.6)}`;
  else if (status === 'partial') mark = `M${n(cx)},${n(cy - 3.4)} L${n(cx)},${n(cy + 0.8)} M${n(cx)},${n(cy + 3.3)} L${n(cx)},${n(cy + 3.4)}`;
  else mark = `M${n(cx - 2.6)},${n(cy - 2.6)} L${n(cx + 2.6)},${n(cy + 2.6)} M${n(cx + 2.6)},${n(cy - 2.6)} L${n(cx - 2.6)},${n(cy + 2.6)}`;
  return `<g class="sc-status sc-status-${status}" aria-hidden="true">${circle}<path class="sc-icon-mark" d="${mark}"/></g>`;
}

const coveredAttr = (status: CoverageStatus) => (status === null ? '' : ` data-covered="${status === 'covered' ? 'true' : status === 'partial' ? 'partial' : 'false'}"`);

function drawRows(node: ChartNode, top: number, left: number, overlay: Overlay | null, statusSpace: boolean): string {
  let out = '';
  node.rows.forEach((row, index) => {
    const y = top + index * ROW_LINE;
    let x = left;
    const status = statusOf(overlay, 'transitions', row.transitionId);
    if (row.kind === 'internal' && statusSpace) {
      if (status) out += statusIcon(x + 7, y + ROW_LINE / 2, status);
      x += STATUS_ICON;
    }
    const data = row.transitionId ? ` data-transition-id="${escapeXml(row.transitionId)}"${coveredAttr(status)}` : '';
    const title = row.transitionId && overlay ? `<title>${escapeXml(`${row.transitionId}\n${statusText(overlay, 'transitions', row.transitionId, 'covered')}`)}</title>` : '';
    out += `<text class="sc-mono sc-row sc-row-${row.kind}"${data} x="${n(x)}" y="${n(baseline(y, ROW_LINE, TEXT_SIZE))}">${title}${escapeXml(row.text)}</text>`;
  });
  return out;
}

function drawState(
  node: ChartNode,
  overlay: Overlay | null,
  active: ReadonlySet<string>,
  statusSpace: boolean,
  sideBySide: ReadonlyMap<string, ChartBox>,
  thumbnails: ReadonlyMap<string, string>,
): string {
  const { state } = node;
  const status = statusOf(overlay, 'states', state.id);
  const compound = state.type === 'compound' || state.type === 'parallel';
  const kind = node.region && compound ? 'region' : state.type;
  const boxed = node.region && compound && !sideBySide.has(state.id) ? ' sc-boxed' : '';
  const classes = `sc-state sc-${kind}${boxed}${status ? ` sc-${status}` : ''}${active.has(state.id) ? ' sc-active' : ''}`;
  const tooltip = [`${state.id} (${node.history ? `${node.history} history` : state.type})`, node.description ?? '', statusText(overlay, 'states', state.id, 'visited')]
    .filter(Boolean)
    .join('\n');
  let out = `<g class="${classes}" data-state-id="${escapeXml(state.id)}" data-state-type="${state.type}"${coveredAttr(status)}><title>${escapeXml(tooltip)}</title>`;
  const { x, y, width, height } = node;
  let badge = { x: x + width, y };

  if (state.type === 'history') {
    const r = Math.min(width, height) / 2;
    out += `<circle class="sc-box" cx="${n(x + width / 2)}" cy="${n(y + height / 2)}" r="${n(r)}"/>`;
    out += `<text class="sc-history-mark" x="${n(x + width / 2)}" y="${n(y + height / 2 + 5)}" text-anchor="middle">${node.history === 'deep' ? 'H*' : 'H'}</text>`;
    badge = { x: x + width - 3, y: y + 3 };
  } else if (node.region && compound) {
    // Side-by-side regions share one top and bottom, like columns.
    const shown = sideBySide.get(state.id) ?? node;
    out += `<rect class="sc-box" x="${n(shown.x)}" y="${n(shown.y)}" width="${n(shown.width)}" height="${n(shown.height)}" rx="${CORNER}"/>`;
    out += `<text class="sc-region-title" x="${n(x + 12)}" y="${n(baseline(shown.y + 4, REGION_HEADER - 4, REGION_TITLE_SIZE))}">${escapeXml(node.title)}</text>`;
    out += drawRows(node, y + REGION_HEADER, x + 12, overlay, statusSpace);
    badge = { x: shown.x + shown.width - 10, y: shown.y + 12 };
  } else if (compound) {
    out += `<rect class="sc-box" x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${CORNER + 4}"/>`;
    out += `<text class="sc-title" x="${n(x + PAD_X)}" y="${n(baseline(y + PAD_Y, TITLE_LINE, TITLE_SIZE))}">${escapeXml(node.title)}</text>`;
    if (node.rows.length > 0) {
      const top = y + PAD_Y + TITLE_LINE + 3;
      out += `<line class="sc-divider" x1="${n(x + PAD_X)}" y1="${n(top)}" x2="${n(x + width - PAD_X)}" y2="${n(top)}"/>`;
      out += drawRows(node, top + 3, x + PAD_X, overlay, statusSpace);
    }
    if (state.type === 'parallel') {
      // Parallel marker: two bars and the word, right-aligned in the header.
      const right = x + width - PAD_X - (status ? 10 : 0);
      const cy = y + PAD_Y + TITLE_LINE / 2;
      out += `<g class="sc-parallel-badge"><line class="sc-badge-bars" x1="${n(right - 68)}" y1="${n(cy - 6)}" x2="${n(right - 68)}" y2="${n(cy + 6)}"/>`;
      out += `<line class="sc-badge-bars" x1="${n(right - 63)}" y1="${n(cy - 6)}" x2="${n(right - 63)}" y2="${n(cy + 6)}"/>`;
      out += `<text class="sc-note" x="${n(right)}" y="${n(cy + 4.5)}" text-anchor="end">parallel</text></g>`;
    }
  } else {
    const inset = state.type === 'final' ? FINAL_INSET : 0;
    out += `<rect class="sc-box" x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${CORNER}"/>`;
    if (inset) {
      out += `<rect class="sc-inner" x="${n(x + inset)}" y="${n(y + inset)}" width="${n(width - 2 * inset)}" height="${n(height - 2 * inset)}" rx="${CORNER - 3}"/>`;
    }
    const top = y + inset + PAD_Y;
    out += `<text class="sc-title" x="${n(x + width / 2)}" y="${n(baseline(top, TITLE_LINE, TITLE_SIZE))}" text-anchor="middle">${escapeXml(node.title)}</text>`;
    if (node.rows.length > 0) {
      const divider = top + TITLE_LINE + 3;
      out += `<line class="sc-divider" x1="${n(x + 8)}" y1="${n(divider)}" x2="${n(x + width - 8)}" y2="${n(divider)}"/>`;
      out += drawRows(node, divider + 3, x + inset + PAD_X, overlay, statusSpace);
    }
  }
  if (status === 'uncovered' || status === 'partial') out += statusIcon(badge.x, badge.y, status);
  const href = node.thumbnail ? thumbnails.get(state.id) : undefined;
  if (href !== undefined) out += drawThumbnail(node, href);
  return `${out}</g>`;
}

/**
 * The state's screen in the room the layout kept: below the title, centred in a box, at the left in
 * a compound state. Fitted whole (meet): a screen cropped to a dialog is wider than the phone's.
 */
function drawThumbnail(node: ChartNode, href: string): string {
  const compound = node.state.type === 'compound' || node.state.type === 'parallel';
  const inset = node.state.type === 'final' ? FINAL_INSET : 0;
  const x = compound ? node.x + PAD_X : node.x + (node.width - THUMB_WIDTH) / 2;
  const y = compound ? node.y + node.headerHeight + 6 : node.y + inset + node.headerHeight - 2;
  const label = `Screen of ${node.state.id}`;
  return `<g class="sc-thumb" data-shot-state="${escapeXml(node.state.id)}" tabindex="0" role="button" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title><image href="${escapeXml(href)}" x="${n(x)}" y="${n(y)}" width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" preserveAspectRatio="xMidYMin meet"/><rect class="sc-thumb-frame" x="${n(x)}" y="${n(y)}" width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" rx="3"/></g>`;
}

function regionsSideBySide(layout: ChartLayout): { separators: string; sideBySide: Map<string, ChartBox> } {
  const byParent = new Map<string, ChartNode[]>();
  for (const node of layout.nodes) {
    if (!node.region || !node.state.parent) continue;
    const list = byParent.get(node.state.parent) ?? [];
    list.push(node);
    byParent.set(node.state.parent, list);
  }
  const sideBySide = new Map<string, ChartBox>();
  let separators = '';
  for (const parent of layout.nodes) {
    const regions = byParent.get(parent.state.id);
    if (!regions || regions.length === 0) continue;
    const sorted = [...regions].sort((a, b) => a.x - b.x);
    const inRow = sorted.every((region, i) => i === 0 || (sorted[i - 1] as ChartNode).x + (sorted[i - 1] as ChartNode).width <= region.x + 1);
    if (!inRow) continue;
    const top = Math.min(...sorted.map((region) => region.y));
    const bottom = Math.max(...sorted.map((region) => region.y + region.height));
    for (const region of sorted) sideBySide.set(region.state.id, { x: region.x, y: top, width: region.width, height: bottom - top });
    for (let i = 1; i < sorted.length; i += 1) {
      const left = sorted[i - 1] as ChartNode;
      const right = sorted[i] as ChartNode;
      const x = (left.x + left.width + right.x) / 2;
      separators += `<line class="sc-separator" data-parallel="${escapeXml(parent.state.id)}" x1="${n(x)}" y1="${n(top)}" x2="${n(x)}" y2="${n(bottom)}"/>`;
    }
  }
  return { separators, sideBySide };
}

function drawTransition(edge: ChartEdge, overlay: Overlay | null, prefix: string, statusSpace: boolean): string {
  const status = edge.kind === 'initial' ? null : statusOf(overlay, 'transitions', edge.transitionId);
  const d = edge.sections.map((points) => roundedPath(points)).join(' ');
  const marker = status === null ? 'arrow' : `arrow-${status}`;
  const data =
    edge.kind === 'initial'
      ? ` data-initial-of="${escapeXml(edge.source.replace(/^__initial__/, ''))}"`
      : ` data-transition-id="${escapeXml(edge.transitionId ?? '')}"${coveredAttr(status)}`;
  let out = `<g class="sc-transition sc-transition-${edge.kind}${edge.selfLoop ? ' sc-self-loop' : ''}${status ? ` sc-is-${status}` : ''}"${data}>`;
  if (edge.kind === 'transition') {
    const coverageLine = statusText(overlay, 'transitions', edge.transitionId, 'covered');
    out += `<title>${escapeXml([edge.lines.join(' '), edge.transitionId ?? '', coverageLine].filter(Boolean).join('\n'))}</title>`;
    out += `<path class="sc-hit" d="${d}"/>`;
  }
  out += `<path class="sc-edge" d="${d}" marker-end="url(#${prefix}-${marker})"/>`;
  if (edge.label && edge.lines.length > 0) {
    const { x, y, width, height } = edge.label;
    out += `<g class="sc-label"><rect class="sc-label-bg" x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="4"/>`;
    let left = x + LABEL_PAD_X;
    if (statusSpace) {
      if (status) out += statusIcon(left + 6.5, y + LABEL_PAD_Y + LABEL_LINE / 2, status);
      left += STATUS_ICON;
    }
    edge.lines.forEach((line, index) => {
      const cls = index === 0 ? 'sc-event' : line.startsWith('[') ? 'sc-guard' : 'sc-actions';
      out += `<text class="sc-mono ${cls}" x="${n(left)}" y="${n(baseline(y + LABEL_PAD_Y + index * LABEL_LINE, LABEL_LINE, TEXT_SIZE))}">${escapeXml(line)}</text>`;
    });
    out += '</g>';
  }
  return `${out}</g>`;
}

function drawLegend(top: number, prefix: string, overlay: Overlay | null): { svg: string; width: number } {
  let x = 16;
  let out = `<g class="sc-legend" transform="translate(0,${n(top)})">`;
  const y = 16;
  const item = (graphic: string, text: string) => {
    out += graphic;
    out += `<text class="sc-note" x="${n(x + 44)}" y="${n(y + 4.5)}">${escapeXml(text)}</text>`;
    x += 44 + textWidth(text, 13, 'sans') + 24;
  };
  const line = (status: Exclude<CoverageStatus, null>) =>
    `<g class="sc-is-${status}"><path class="sc-edge" d="M${n(x)},${y} L${n(x + 36)},${y}" marker-end="url(#${prefix}-arrow-${status})"/></g>`;
  if (overlay) {
    item(line('covered'), overlay.runs.length > 1 ? 'covered (all runs)' : 'covered');
    if (overlay.runs.length > 1) item(`${line('partial')}${statusIcon(x + 14, y, 'partial')}`, 'covered by some runs');
    item(`${line('uncovered')}${statusIcon(x + 14, y, 'uncovered')}`, 'not covered');
  }
  item(`<circle class="sc-initial" cx="${n(x + 6)}" cy="${y}" r="5"/><path class="sc-edge" d="M${n(x + 11)},${y} L${n(x + 36)},${y}" marker-end="url(#${prefix}-arrow)"/>`, 'initial');
  item(
    `<g class="sc-state sc-final"><rect class="sc-box" x="${n(x)}" y="${y - 8}" width="36" height="16" rx="5"/><rect class="sc-inner" x="${n(x + 3)}" y="${y - 5}" width="30" height="10" rx="3"/></g>`,
    'final',
  );
  item(`<line class="sc-separator" x1="${n(x + 18)}" y1="${y - 10}" x2="${n(x + 18)}" y2="${y + 10}"/>`, 'parallel regions');
  item(
    `<g class="sc-state sc-history"><circle class="sc-box" cx="${n(x + 18)}" cy="${y}" r="10"/><text class="sc-history-mark" x="${n(x + 18)}" y="${y + 4.5}" text-anchor="middle" style="font-size:12px">H</text></g>`,
    'history',
  );
  out += '</g>';
  return { svg: out, width: x };
}

function sanitizeId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Writes the SVG for a layout. Synchronous and deterministic. */
export function chartSvg(layout: ChartLayout, options: SvgOptions = {}): string {
  const prefix = sanitizeId(options.idPrefix ?? `sc-${layout.machineId}`);
  const overlay = overlayOf(options.coverage, layout);
  const statusSpace = layout.statusSpace;
  const active = new Set(options.active ?? []);
  const caption = options.caption ?? [];
  const captionHeight = caption.length > 0 ? 16 + 22 + (caption.length - 1) * 19 + 6 : 0;
  const legendWanted = options.legend ?? overlay !== null;
  const legend = legendWanted ? drawLegend(captionHeight + layout.height, prefix, overlay) : null;
  const captionWidth = Math.max(0, ...caption.map((line, i) => (i === 0 ? textWidth(line, 16, 'sans-bold') : textWidth(line, 13, 'sans')) + 32));
  const width = Math.ceil(Math.max(layout.width, captionWidth, legend?.width ?? 0));
  const height = Math.ceil(captionHeight + layout.height + (legend ? 36 : 0));

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="sc-chart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${prefix}-title" data-machine-id="${escapeXml(layout.machineId)}">`,
  );
  parts.push(`<title id="${prefix}-title">${escapeXml(`Statechart: ${layout.machineId}`)}</title>`);
  parts.push(`<style>${STYLE}</style>`);
  parts.push('<defs>');
  for (const name of ['arrow', 'arrow-covered', 'arrow-partial', 'arrow-uncovered']) {
    parts.push(
      `<marker id="${prefix}-${name}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="10" markerHeight="10" markerUnits="userSpaceOnUse" orient="auto"><path class="sc-${name}" d="M0,0 L10,5 L0,10 z"/></marker>`,
    );
  }
  parts.push('</defs>');
  parts.push(`<rect class="sc-bg" x="0" y="0" width="${width}" height="${height}"/>`);
  caption.forEach((line, i) => {
    const y = i === 0 ? 32 : 38 + i * 19;
    parts.push(`<text class="${i === 0 ? 'sc-caption' : 'sc-note'}" x="16" y="${y}">${escapeXml(line)}</text>`);
  });

  parts.push(`<g class="sc-diagram" transform="translate(0,${n(captionHeight)})">`);
  const { separators, sideBySide } = regionsSideBySide(layout);
  // Containers first (outer before inner), then separators, then the leaves on top.
  const isContainer = (node: ChartNode) => node.state.type === 'compound' || node.state.type === 'parallel';
  const containers = layout.nodes.filter(isContainer).sort((a, b) => a.depth - b.depth);
  parts.push('<g class="sc-states">');
  const thumbnails = options.thumbnails ?? new Map<string, string>();
  for (const node of containers) parts.push(drawState(node, overlay, active, statusSpace, sideBySide, thumbnails));
  parts.push(separators);
  for (const node of layout.nodes) if (!isContainer(node)) parts.push(drawState(node, overlay, active, statusSpace, sideBySide, thumbnails));
  for (const initial of layout.initials) {
    parts.push(
      `<circle class="sc-initial" data-initial-of="${escapeXml(initial.parent)}" cx="${n(initial.cx)}" cy="${n(initial.cy)}" r="6"><title>initial state of ${escapeXml(initial.parent)}</title></circle>`,
    );
  }
  parts.push('</g><g class="sc-transitions">');
  // Initial arrows under the transitions; each transition keeps its line and label together so
  // hovering either highlights both.
  for (const edge of layout.edges) if (edge.kind === 'initial') parts.push(drawTransition(edge, overlay, prefix, statusSpace));
  for (const edge of layout.edges) if (edge.kind !== 'initial') parts.push(drawTransition(edge, overlay, prefix, statusSpace));
  parts.push('</g></g>');
  if (legend) parts.push(legend.svg);
  parts.push('</svg>');
  return parts.join('');
}

/** Lays out and draws in one go (reserving room for coverage icons when coverage is given). */
export async function renderChart(machine: AnyStateMachine, options: SvgOptions = {}): Promise<string> {
  const layout = await layoutChart(machine, { statusSpace: hasCoverage(options.coverage) });
  return chartSvg(layout, options);
}
