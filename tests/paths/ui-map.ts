/**
 * UI maps: how the Chromium path runner sees and drives a machine in the real app. Each machine's
 * map is `tests/paths/ui-maps/<machine id>.ui-map.ts` and exports `uiMap`; the runner finds it by
 * that name, so registering the machine is the only other step. Test code: the app never imports it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { RegistryEntry } from './registry';
import type { ControlClient } from '../../schema/control/client';
import { repoRelative, repoRoot } from './coverage-file';
import type { PathStep } from './generate';
import { allStates, allTransitions } from '../../src/dev/charts/model';

export interface UiContext {
  readonly page: Page;
  /** The embedded platform's control endpoint, bound to this path's own scenario. */
  readonly control: ControlClient;
  /** How long a DOM expectation may wait; short while the runner drives a fake clock. */
  readonly timeout: number;
}

export interface UiMap {
  readonly machineId: string;
  /** Opens the app where the machine starts (its initial state). */
  start(ui: UiContext): Promise<void>;
  /** The DOM expectation of each state, by state node id; every atomic state needs one. */
  readonly states: Readonly<Record<string, (ui: UiContext) => Promise<void>>>;
  /** The UI action that sends each event type; `from` is the step the event leaves. */
  readonly events: Readonly<Record<string, (ui: UiContext, event: EventObject, from: PathStep) => Promise<void>>>;
  /**
   * Per `xstate.done.actor.<id>` / `xstate.error.actor.<id>` type: make the next call of that
   * invocation end as the event says (control endpoint or a route override). The runner calls it
   * before the step that starts the call.
   */
  readonly outcomes: Readonly<Record<string, (ui: UiContext, event: EventObject) => Promise<void>>>;
  /**
   * Optional, per `xstate.done.actor.<id>` / `xstate.error.actor.<id>` type: let the held call
   * answer now, at the step that settles it. For a chart that stays in the invoking state across
   * other steps while the call runs (the call must not answer before the path says so); without
   * one, the call answers as soon as it is made, as arranged.
   */
  readonly settles?: Readonly<Record<string, (ui: UiContext, event: EventObject) => Promise<void>>>;
  /**
   * Per invoke id: keep its next call pending, so a path that ends while the call runs can assert
   * the invoking state. Without one, such a state is passed through unchecked.
   */
  readonly holds?: Readonly<Record<string, (ui: UiContext) => Promise<void>>>;
  /**
   * The map drives controls only the wide (1280 px) layout shows: the header's deposit button or
   * vendor menu, the side menu's language and chat. Every other map runs at the phone's 390 px,
   * where most players are and a page costs the browser less (playwright.config.ts).
   */
  readonly wideLayout?: true;
  /**
   * The part of the page the chart drives, where that is narrower than the page: its dialog, its
   * panel. The storyboard crops a state's screen to it (with a little margin) while it is on
   * screen, and keeps the whole page otherwise (a closed dialog's state shows the page under it).
   * The path runner does not read it.
   */
  readonly region?: (page: Page) => Locator;
  /**
   * Per state id, what the storyboard scrolls into view before it takes that state's screen: the
   * part that tells the state apart when it opens below a scroll (a question at the foot of a
   * dialog on a phone). The path runner does not read it.
   */
  readonly inView?: Readonly<Record<string, (page: Page) => Locator>>;
}

/** The page size of a path run: the phone's (the paths project's), or 1280 px for a wide-layout map. */
export const WIDE_VIEWPORT = { width: 1280, height: 800 } as const;

const UI_MAPS_DIR = join(repoRoot, 'tests', 'paths', 'ui-maps');
const SUFFIX = '.ui-map.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Machine id → UI map file, from `tests/paths/ui-maps/<id>.ui-map.ts`. */
export function findUiMapFiles(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of filesUnder(UI_MAPS_DIR)) {
    const name = file.split(/[\\/]/).at(-1) ?? '';
    if (!name.endsWith(SUFFIX)) continue;
    const id = name.slice(0, -SUFFIX.length);
    found.set(id, [...(found.get(id) ?? []), file]);
  }
  return found;
}

/**
 * The machine's UI map. `instance` loads a copy of its module of its own (its own module-level
 * state: a map keeps the path under way, its gates, there), for a caller that walks two paths of
 * one machine at once in one process (the storyboard's workers); the path tests walk one at a time
 * per worker process and give none.
 */
export async function loadUiMap(machineId: string, instance?: string): Promise<UiMap> {
  const files = findUiMapFiles().get(machineId) ?? [];
  if (files.length !== 1) {
    throw new Error(
      files.length === 0
        ? `No UI map for the "${machineId}" machine: write tests/paths/ui-maps/${machineId}${SUFFIX} exporting \`uiMap\``
        : `More than one UI map for "${machineId}": ${files.map(repoRelative).join(', ')}`,
    );
  }
  const file = files[0] ?? '';
  const url = pathToFileURL(file);
  if (instance !== undefined) url.searchParams.set('instance', instance);
  const module = (await import(url.href)) as { uiMap?: UiMap };
  if (!module.uiMap) throw new Error(`${repoRelative(file)} does not export \`uiMap\``);
  if (module.uiMap.machineId !== machineId) {
    throw new Error(`${repoRelative(file)} declares machineId "${module.uiMap.machineId}", expected "${machineId}"`);
  }
  return module.uiMap;
}

/** What a UI map lacks (or names wrongly) for the runner to cover every state and transition. */
export function uiMapProblems(entry: RegistryEntry, uiMap: UiMap): string[] {
  const problems: string[] = [];
  const states = allStates(entry.machine);
  const stateIds = new Set(states.map((state) => state.id));
  for (const state of states) {
    if ((state.type === 'atomic' || state.type === 'final') && !uiMap.states[state.id]) problems.push(`no DOM expectation for state ${state.id}`);
  }
  for (const id of Object.keys(uiMap.states)) if (!stateIds.has(id)) problems.push(`states.${id} is not a state of the chart`);
  for (const id of Object.keys(uiMap.inView ?? {})) if (!stateIds.has(id)) problems.push(`inView.${id} is not a state of the chart`);

  const transitions = allTransitions(entry.machine);
  const uiEvents = new Set(transitions.filter((t) => t.kind === 'event').map((t) => t.eventType));
  const outcomes = new Set(transitions.filter((t) => t.kind === 'done.actor' || t.kind === 'error.actor').map((t) => t.eventType));
  for (const type of uiEvents) if (!uiMap.events[type]) problems.push(`no UI action for event ${type}`);
  for (const type of Object.keys(uiMap.events)) if (!uiEvents.has(type)) problems.push(`events.${type} is not an event the chart handles`);
  for (const type of outcomes) if (!uiMap.outcomes[type]) problems.push(`no way to arrange ${type}`);
  for (const type of Object.keys(uiMap.outcomes)) if (!outcomes.has(type)) problems.push(`outcomes.${type} is not an invocation outcome of the chart`);
  for (const type of Object.keys(uiMap.settles ?? {})) if (!outcomes.has(type)) problems.push(`settles.${type} is not an invocation outcome of the chart`);
  const invokeIds = new Set(states.flatMap((state) => state.invokes));
  for (const id of Object.keys(uiMap.holds ?? {})) if (!invokeIds.has(id)) problems.push(`holds.${id} is not an invoke id of the chart`);
  return problems;
}
