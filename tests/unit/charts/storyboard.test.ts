import { describe, expect, it } from 'vitest';
import { and, createMachine, setup } from 'xstate';
import { allTransitions } from '../../../src/dev/charts/model';
import { chartSvg, layoutChart, THUMB_HEIGHT } from '../../../src/dev/charts/render';
import { generatePaths, type MachinePath } from '../../paths/generate';
import { registeredMachines } from '../../paths/registry';
import { chartWords, stepWords, transitionWords } from '../../tools/charts/labels';
import { machinePage } from '../../tools/charts/page';
import {
  candidateOf,
  currentFigures,
  missingStates,
  nextTour,
  parseStoryboard,
  pathWords,
  planRound,
  rewordPath,
  screenableStates,
  summaryLine,
  walkGraph,
  type Outcome,
} from '../../tools/storyboard/storyboard';

const confirmation = setup({
  types: { events: {} as { type: 'NOT_RECEIVED' } | { type: 'DISMISS' } | { type: 'GO' } },
  guards: { hasProofs: () => true, isWaiting: () => true, unnamed: () => true },
}).createMachine({
  id: 'confirm',
  meta: {
    events: { NOT_RECEIVED: 'the member says a part did not arrive' },
    guards: { hasProofs: 'proofs attached', isWaiting: 'the part still waiting' },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        NOT_RECEIVED: { guard: and(['hasProofs', 'isWaiting']), target: 'answering' },
        DISMISS: 'closed',
        GO: { guard: 'unnamed', target: 'answering', description: 'the member goes on' },
      },
    },
    answering: {},
    closed: { type: 'final' },
  },
});

const transition = (eventType: string) => {
  const found = allTransitions(confirmation).find((t) => t.eventType === eventType);
  if (!found) throw new Error(eventType);
  return found;
};

describe('chart labels from meta', () => {
  it('reads a composite guard as its parts’ descriptions', () => {
    const words = transitionWords(confirmation, transition('NOT_RECEIVED'));
    expect(words).toEqual({ event: 'the member says a part did not arrive', guard: 'proofs attached and the part still waiting', described: true });
    expect(stepWords(words)).toBe('the member says a part did not arrive (proofs attached and the part still waiting)');
  });

  it('falls back to the names without a description, and a transition’s own description says when it applies', () => {
    expect(transitionWords(confirmation, transition('DISMISS'))).toEqual({ event: 'DISMISS', guard: null, described: false });
    expect(transitionWords(confirmation, transition('GO'))).toMatchObject({ event: 'GO', guard: 'the member goes on', described: true });
  });

  it('a chart without meta has no words', () => {
    expect(chartWords(createMachine({ id: 'bare', initial: 'a', states: { a: {} } }))).toEqual({ description: null, events: {}, guards: {} });
  });

  it('the six described charts word every event they handle', () => {
    for (const id of ['withdrawalConfirmation', 'login', 'withdraw', 'deposit', 'contract', 'agentShell'] as const) {
      const { machine } = registeredMachines[id];
      const words = chartWords(machine);
      const events = allTransitions(machine).filter((t) => t.kind === 'event' || t.kind === 'done.actor' || t.kind === 'error.actor');
      const bare = events.filter((t) => words.events[t.eventType] === undefined).map((t) => t.eventType);
      expect(bare, `${id}: events without a description`).toEqual([]);
    }
  });
});

describe('storyboard index', () => {
  it('gives a screen to every state but the root, regions and history', () => {
    const chart = createMachine({
      id: 'p',
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: {}, h: { type: 'history' } } },
        right: { initial: 'b', states: { b: {} } },
      },
    });
    expect(screenableStates(chart).map((s) => s.id)).toEqual(['p.left.a', 'p.right.b']);
  });

  it('plans a round of walks: the path that shows the most states still without a screen first, each screen at the first step showing it', () => {
    const path = (number: number, states: readonly string[]) =>
      ({ number, steps: states.map((id) => ({ stateIds: [id] })) }) as unknown as MachinePath;
    const candidates = [
      candidateOf(path(1, ['a', 'b', 'x']), [true, true, true]),
      candidateOf(path(2, ['b', 'c', 'd', 'c']), [true, true, true, true]),
      // d is passed unseen on this one (the runner does not read the page there)
      candidateOf(path(3, ['c', 'd']), [true, false]),
    ];
    expect([...(candidates[1]?.shows ?? [])]).toEqual([['b', 0], ['c', 1], ['d', 2]]);
    expect(nextTour(candidates, new Set(['a', 'b', 'c', 'd']), new Set())?.path.number).toBe(2);
    expect(nextTour(candidates, new Set(['c']), new Set())?.path.number).toBe(3);
    expect(nextTour(candidates, new Set(['c', 'd']), new Set([2, 3]))).toBeNull();
    const plan = planRound(candidates, new Set(['a', 'b', 'c', 'd']), new Set());
    expect(plan.map((tour) => [tour.path.number, [...tour.shots]])).toEqual([
      [2, [[0, ['b']], [1, ['c']], [2, ['d']]]],
      [1, [[0, ['a']]]],
    ]);
    expect(planRound(candidates, new Set(['z']), new Set())).toEqual([]);
  });

  it('says why a state has no screen', () => {
    const states = screenableStates(confirmation);
    const failed = new Map<string, Outcome[]>([['confirm.answering', [{ kind: 'failed', message: 'tour 2 step 3: timeout\nmore' }]]]);
    expect(missingStates(states, new Set(['confirm.ready']), new Set(['confirm.ready', 'confirm.answering']), failed, null)).toEqual([
      { stateId: 'confirm.answering', reason: 'failure: tour 2 step 3: timeout' },
      { stateId: 'confirm.closed', reason: expect.stringMatching(/^unreachable in the UI map/) },
    ]);
    expect(missingStates(states, new Set(), new Set(), new Map(), 'its events come from the browser')[0]?.reason).toBe('awaiting a UI map: its events come from the browser');
    expect(summaryLine({ chart: 'confirm', total: 3, withScreen: 1, toursRun: 2, ms: 4_250 })).toBe('confirm: 1/3 states with a screen (2 tour(s), 4.3 s)');
  });

  it('words the path to a screen and rewords it from the chart’s current descriptions', () => {
    const { machine } = registeredMachines.withdrawalConfirmation;
    const entry = registeredMachines.withdrawalConfirmation;
    const paths = generatePaths('withdrawalConfirmation', entry).paths;
    const path = paths.find((p) => p.steps.some((step) => step.event.type === 'RECEIVED'));
    if (!path) throw new Error('no path answers a part');
    const index = path.steps.findIndex((step) => step.event.type === 'RECEIVED');
    const said = pathWords(machine, path.steps, index);
    expect(said[0]).toEqual({ event: 'xstate.init', transition: null, words: 'opens' });
    expect(said.at(-1)?.words).toMatch(/^the member says a part arrived/);
    const stale = said.map((step) => ({ ...step, words: 'old words' }));
    expect(rewordPath(machine, stale).at(-1)?.words).toBe(said.at(-1)?.words);

    const graph = walkGraph(machine, paths);
    expect(graph.nodes[0]?.stateIds).toEqual(['withdrawalConfirmation.loading']);
    for (const [from, to] of graph.edges) expect(graph.nodes[from] && graph.nodes[to]).toBeTruthy();
    expect(graph.edges.some(([, , label, words]) => label.startsWith('RECEIVED') && words.startsWith('the member says a part arrived'))).toBe(true);
  });

  it('counts a board against the chart as it is now', () => {
    const board = { states: { 'confirm.ready': 't1s0', 'confirm.gone': 't1s1' }, missing: [{ stateId: 'confirm.closed', reason: 'unreachable in the UI map' }] };
    expect(currentFigures(board, confirmation)).toEqual({
      withScreen: 1,
      total: 3,
      missing: [
        { stateId: 'confirm.answering', reason: 'not in the last storyboard run (the chart changed since): run it again' },
        { stateId: 'confirm.closed', reason: 'unreachable in the UI map' },
      ],
    });
  });

  it('reads back what it wrote and refuses what is not an index', () => {
    expect(parseStoryboard('{"chart":"x","shots":{},"states":{}}')?.chart).toBe('x');
    expect(parseStoryboard('[1]')).toBeNull();
    expect(parseStoryboard('not json')).toBeNull();
  });
});

describe('the gallery with screens', () => {
  it('keeps room for a state’s screen, draws it small and opens the large ones on a click', async () => {
    const plain = await layoutChart(confirmation);
    const layout = await layoutChart(confirmation, { thumbnails: new Set(['confirm.ready']) });
    const height = (l: typeof plain) => l.nodes.find((n) => n.state.id === 'confirm.ready')?.height ?? 0;
    expect(height(layout)).toBeGreaterThanOrEqual(height(plain) + THUMB_HEIGHT);
    const svg = chartSvg(layout, { thumbnails: new Map([['confirm.ready', 'shots/t1s0-phone-thumb.webp']]) });
    expect(svg).toContain('data-shot-state="confirm.ready"');
    expect(svg).toContain('href="shots/t1s0-phone-thumb.webp"');

    const html = machinePage({
      id: 'confirm',
      layout,
      svg,
      runners: [],
      coverageFiles: [],
      storyboard: {
        lang: 'es',
        generatedAt: '2026-12-03T12:00:00Z',
        withScreen: 1,
        total: 3,
        missing: [{ stateId: 'confirm.closed', reason: 'unreachable in the UI map' }],
        shots: { t1s0: { value: '"ready"', phone: 'shots/t1s0-phone.jpg', desktop: 'shots/t1s0-desktop.jpg', thumb: 'shots/t1s0-phone-thumb.webp', path: [] } },
        states: { 'confirm.ready': 't1s0' },
        values: { '"ready"': 't1s0' },
      },
      walk: { nodes: [{ value: '"ready"', stateIds: ['confirm.ready'] }], edges: [] },
    });
    // the large images are named only in the page's data, loaded when a screen is opened
    expect(html).not.toMatch(/<img[^>]+src="[^"]*\.jpg"/);
    expect(html).toContain('1/3</span> states');
    expect(html).toContain('confirm.closed');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});
