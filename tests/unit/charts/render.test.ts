import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { systemMachine } from '../../../machines/app/system.machine';
import { allStates, allTransitions } from '../../../src/dev/charts/model';
import { parseCoverageReport, summarizeRunner } from '../../tools/charts/coverage';
import { machineOf } from '../../tools/charts/registry';
import {
  activeStateIds,
  chartSvg,
  eventLabel,
  layoutChart,
  markActiveStates,
  renderChart,
  type ChartBox,
  type ChartLayout,
} from '../../../src/dev/charts/render';

/** The `<g class="sc-transition …" data-transition-id="id" …>` opening tag of a transition. */
function transitionTag(svg: string, id: string): string {
  const match = svg.match(new RegExp(`<g class="sc-transition[^"]*" data-transition-id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`));
  if (!match) throw new Error(`no transition ${id} in the SVG`);
  return match[0];
}

function stateTag(svg: string, id: string): string {
  const match = svg.match(new RegExp(`<g class="sc-state[^"]*" data-state-id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`));
  if (!match) throw new Error(`no state ${id} in the SVG`);
  return match[0];
}

const overlaps = (a: ChartBox, b: ChartBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Labels must not overlap each other or any non-container state box. */
function expectNoLabelOverlaps(layout: ChartLayout) {
  const labels = layout.edges.flatMap((edge) => (edge.label ? [edge.label] : []));
  const leaves = layout.nodes.filter((node) => node.state.type !== 'compound' && node.state.type !== 'parallel');
  labels.forEach((label, i) => {
    labels.slice(i + 1).forEach((other) => expect(overlaps(label, other), `labels at ${label.x},${label.y} and ${other.x},${other.y}`).toBe(false));
    for (const node of leaves) expect(overlaps(label, node), `label at ${label.x},${label.y} over ${node.state.id}`).toBe(false);
  });
}

describe('statechart renderer: system machine', () => {
  const transitions = allTransitions(systemMachine);
  const states = allStates(systemMachine);
  const uncoveredId = 'system.networkFailure|RETRY|0';
  const coverage = {
    states: { total: states.length, covered: states.map((s) => s.id).filter((id) => id !== 'system.blockedIp') },
    transitions: { total: transitions.length, covered: transitions.map((t) => t.id).filter((id) => id !== uncoveredId) },
  };

  it('draws every state, event, guard, delay and action', async () => {
    const svg = await renderChart(systemMachine, { coverage });
    for (const state of states) {
      expect(svg).toContain(`data-state-id="${state.id}"`);
      expect(svg).toContain(`>${state.parent === null ? state.id : state.key}</text>`);
    }
    for (const transition of transitions) {
      expect(svg).toContain(`data-transition-id="${transition.id}"`);
      expect(svg).toContain(`>${eventLabel(transition, { invokeNames: new Map([['loadStatus', 'loadStatus']]) })}`);
    }
    for (const label of ['RETRY', 'done: loadStatus', 'error: loadStatus', 'after autoRetryDelay (15 s)']) expect(svg).toContain(`>${label}</text>`);
    for (const guard of ['isMaintenance', 'isRegionRestricted', 'isIpBlocked']) expect(svg).toContain(`>[${guard}]</text>`);
    for (const action of ['storeStatus', 'storeFailure']) expect(svg).toContain(`>/ ${action}</text>`);
    expect(svg).toContain('invoke loadStatus');
    // xstate's own plumbing for `after` is not shown as entry/exit actions.
    expect(svg).not.toContain('entry / raise');
    expect(svg).not.toContain('exit / cancel');
    // Self-contained: no external references.
    expect(svg).not.toMatch(/(href|src)="https?:/);
    expect(svg).not.toContain('@import');
  });

  it('marks an uncovered transition and state differently from covered ones', async () => {
    const svg = await renderChart(systemMachine, { coverage });
    const uncovered = transitionTag(svg, uncoveredId);
    const covered = transitionTag(svg, 'system.maintenance|RETRY|0');
    expect(uncovered).toContain('sc-is-uncovered');
    expect(uncovered).toContain('data-covered="false"');
    expect(covered).toContain('sc-is-covered');
    expect(covered).toContain('data-covered="true"');
    expect(uncovered).not.toEqual(covered.replace('system.maintenance', 'system.networkFailure'));
    expect(stateTag(svg, 'system.blockedIp')).toContain('sc-uncovered');
    expect(stateTag(svg, 'system.normal')).toContain('sc-covered');
    // The uncovered edge is dashed and ends in the uncovered arrowhead.
    expect(svg).toMatch(/\.sc-is-uncovered>\.sc-edge\{[^}]*stroke-dasharray/);
    expect(svg).toContain('-arrow-uncovered)');
  });

  it('shows a transition covered by only one of two runs as partial', async () => {
    const other = { ...coverage, runner: 'chromium', transitions: { total: transitions.length, covered: [] } };
    const svg = await renderChart(systemMachine, { coverage: [{ ...coverage, runner: 'vitest' }, other] });
    expect(transitionTag(svg, 'system.maintenance|RETRY|0')).toContain('data-covered="partial"');
    expect(transitionTag(svg, uncoveredId)).toContain('data-covered="false"');
    expect(svg).toContain('covered by vitest; NOT by chromium');
  });

  it('draws no overlay without coverage, and is deterministic', async () => {
    const first = await renderChart(systemMachine);
    expect(first).not.toContain('data-covered=');
    expect(await renderChart(systemMachine)).toBe(first);
  });

  it('keeps labels clear of each other and of states', async () => {
    expectNoLabelOverlaps(await layoutChart(systemMachine, { statusSpace: true }));
  });
});

const nestedMachine = createMachine({
  id: 'player',
  initial: 'idle',
  states: {
    idle: { on: { PLAY: 'playing', PING: { actions: 'pong' } } },
    playing: {
      type: 'parallel',
      on: { STOP: 'stopped' },
      states: {
        video: {
          initial: 'buffering',
          states: {
            buffering: { after: { 500: 'running' } },
            running: { on: { END: 'ended' } },
            ended: { type: 'final' },
          },
        },
        sound: {
          initial: 'muted',
          states: {
            muted: { on: { TOGGLE: 'audible' } },
            audible: { on: { TOGGLE: 'muted' }, always: { guard: 'tooLoud', target: 'muted' } },
            remember: { type: 'history', history: 'deep' },
          },
        },
      },
    },
    stopped: { type: 'final' },
  },
});

describe('statechart renderer: nested, parallel and final states', () => {
  it('draws regions side by side, final and history markers and an initial marker per compound', async () => {
    const layout = await layoutChart(nestedMachine);
    const svg = chartSvg(layout);
    // Parallel state with its marker, its two regions separated by a dashed line.
    expect(stateTag(svg, 'player.playing')).toContain('sc-parallel');
    expect(svg).toContain('>parallel</text>');
    expect(stateTag(svg, 'player.playing.video')).toContain('sc-region');
    expect(stateTag(svg, 'player.playing.sound')).toContain('sc-region');
    expect(svg.match(/class="sc-separator" data-parallel="player.playing"/g)).toHaveLength(1);
    const video = layout.nodes.find((node) => node.state.id === 'player.playing.video') as ChartBox;
    const sound = layout.nodes.find((node) => node.state.id === 'player.playing.sound') as ChartBox;
    expect(video.x + video.width).toBeLessThanOrEqual(sound.x); // side by side, in model order
    // Children are drawn inside their parents.
    for (const node of layout.nodes) {
      const parent = layout.nodes.find((p) => p.state.id === node.state.parent);
      if (!parent) continue;
      expect(node.x).toBeGreaterThanOrEqual(parent.x);
      expect(node.y).toBeGreaterThanOrEqual(parent.y);
      expect(node.x + node.width).toBeLessThanOrEqual(parent.x + parent.width);
      expect(node.y + node.height).toBeLessThanOrEqual(parent.y + parent.height);
    }
    // Final states have a double border; the deep history state is marked H*.
    for (const id of ['player.stopped', 'player.playing.video.ended']) {
      expect(stateTag(svg, id)).toContain('sc-final');
      expect(svg).toMatch(new RegExp(`data-state-id="${id.replace(/\./g, '\\.')}"[^>]*><title>[^<]*</title><rect class="sc-box"[^>]*/><rect class="sc-inner"`));
    }
    expect(stateTag(svg, 'player.playing.sound.remember')).toContain('sc-history');
    expect(svg).toContain('>H*</text>');
    // One initial dot and arrow for the root and for each compound region; none for the parallel.
    for (const id of ['player', 'player.playing.video', 'player.playing.sound']) {
      expect(svg).toContain(`<circle class="sc-initial" data-initial-of="${id}"`);
      expect(svg).toContain(`data-initial-of="${id}"><path class="sc-edge"`);
    }
    expect(svg).not.toContain('data-initial-of="player.playing"');
    // Delays, eventless transitions with guards, internal transitions and self-loops.
    expect(svg).toContain('>after 500 ms</text>');
    expect(svg).toContain('>always</text>');
    expect(svg).toContain('>[tooLoud]</text>');
    expect(svg).toContain('>PING / pong</text>');
    expectNoLabelOverlaps(layout);
  });

  it('draws a self-transition as a loop', async () => {
    const loop = createMachine({ id: 'loop', initial: 'a', states: { a: { on: { AGAIN: { target: 'a', reenter: true } } } } });
    const layout = await layoutChart(loop);
    const edge = layout.edges.find((e) => e.transitionId === 'loop.a|AGAIN|0');
    expect(edge?.selfLoop).toBe(true);
    expect(edge?.sections[0]?.length ?? 0).toBeGreaterThanOrEqual(3); // leaves the box and comes back
    expect(chartSvg(layout)).toContain('sc-self-loop');
  });

  it('highlights the active states of a running actor', async () => {
    const layout = await layoutChart(nestedMachine);
    const actor = createActor(nestedMachine).start();
    actor.send({ type: 'PLAY' });
    const active = activeStateIds(actor.getSnapshot());
    expect(active).toEqual(expect.arrayContaining(['player', 'player.playing', 'player.playing.video.buffering', 'player.playing.sound.muted']));
    const svg = chartSvg(layout, { active });
    expect(stateTag(svg, 'player.playing.sound.muted')).toContain('sc-active');
    expect(stateTag(svg, 'player.idle')).not.toContain('sc-active');
    // markActiveStates moves the highlight without a new layout.
    const moved = markActiveStates(svg, ['player', 'player.idle']);
    expect(stateTag(moved, 'player.idle')).toContain('sc-active');
    expect(stateTag(moved, 'player.playing.sound.muted')).not.toContain('sc-active');
    actor.stop();
  });
});

describe('gallery helpers', () => {
  it('reads registry entries as bare machines or { machine, model }', () => {
    expect(machineOf(systemMachine)).toBe(systemMachine);
    expect(machineOf({ machine: systemMachine, model: { events: {} } })).toBe(systemMachine);
    expect(machineOf({ model: {} })).toBeNull();
  });

  it('summarizes a coverage report against the current inventory', () => {
    const transitions = allTransitions(systemMachine);
    const states = allStates(systemMachine);
    const report = parseCoverageReport(
      JSON.stringify({
        generatedAt: '2026-01-01T00:00:00.000Z',
        runner: 'vitest',
        machines: {
          system: {
            states: { total: states.length, covered: ['system.loading', 'system.gone'] },
            transitions: { total: transitions.length, covered: ['system.maintenance|RETRY|0'] },
            paths: 3,
            failures: [{ path: ['xstate.init', 'RETRY'], step: 1, message: 'boom' }],
          },
        },
      }),
      'fallback',
    );
    const summary = summarizeRunner(report, 'system', states, transitions);
    expect(summary.present).toBe(true);
    expect(summary.states).toEqual({ covered: 2, total: states.length }); // loading and its parent
    expect(summary.transitions).toEqual({ covered: 1, total: transitions.length });
    expect(summary.unknownIds).toEqual(['system.gone']);
    expect(summary.failures).toEqual(['xstate.init → RETRY (step 1): boom']);
    expect(summarizeRunner(report, 'other', states, transitions).present).toBe(false);
  });
});
