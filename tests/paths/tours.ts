/**
 * Tours for the Chromium runner: the covering paths stitched end to start where the chart allows,
 * so one page load walks several of them. Every covering path starts at the initial state and
 * each costs a fresh page (seconds on a loaded machine); a path that ends in a state another
 * covering path passes through can go on with the rest of that path instead.
 *
 * A tour holds calls only in its last part (a hold keeps a call unanswered for the page's life):
 * a tour that ends waiting on a call goes on only with a path that answers it. Every stitched tour is replayed on the chart, so it is a real path of the
 * chart. Whatever a dropped prefix alone covered is walked by its own path again, so the tours
 * cover exactly what the covering paths do (tests/paths/coverage-gate.test.ts checks it).
 */
import type { EventObject, AnyMachineSnapshot } from 'xstate';
import { planPath } from './browser-runner';
import { coverageItems, toMachinePath, type GeneratedPaths, type MachinePath } from './generate';
import type { RegistryEntry } from './registry';
import type { UiMap } from './ui-map';

/** At most this many steps per tour: a failure stays easy to read and within one test's budget. */
const MAX_TOUR_STEPS = 24;

/**
 * The first step at which the runner would hold a call of the path (the UI map has a hold for it
 * and no later step settles it), or Infinity. A held call stays unanswered for the page's life, so
 * a tour may only hold calls in its last part: a tour that ends waiting on a call can still go on
 * with a path that answers that very call, and then holds nothing there.
 */
function firstHold(path: MachinePath, installsHold: (invokeId: string) => boolean): number {
  let first = Infinity;
  for (const [index, ids] of planPath(path).hold) if (ids.some(installsHold)) first = Math.min(first, index);
  return first;
}

/** The calls the runner would hold for the path (those the UI map has a hold for). */
function heldCalls(path: MachinePath, installsHold: (invokeId: string) => boolean): string[] {
  return [...planPath(path).hold.values()].flat().filter(installsHold);
}

function graphStepsOf(path: MachinePath, from = 0): Array<{ event: EventObject; state: AnyMachineSnapshot }> {
  return path.steps.slice(from).map((step) => ({ event: step.event, state: step.snapshot }));
}

/** `tour` followed by `next` from just after its step `joinAt`, replayed; null when the chart disagrees. */
function stitch(machineId: string, entry: RegistryEntry, tour: MachinePath, next: MachinePath, joinAt: number): MachinePath | null {
  try {
    return toMachinePath(machineId, entry, [...graphStepsOf(tour), ...graphStepsOf(next, joinAt + 1)], tour.number);
  } catch {
    return null;
  }
}

/**
 * `installsHold(id)`: the UI map holds call `id` when a path leaves it unanswered (it then stays
 * unanswered for the page's life). `answersWhenTold(id)`: the UI map keeps every call `id` pending
 * until the step that settles it (its `settles` entries): only then may a tour that ends waiting
 * on that call go on, since otherwise the call would answer at once and the state it waits in,
 * which the tour's own path asserted, would pass unseen.
 */
export function toursOf(
  generated: GeneratedPaths,
  entry: RegistryEntry,
  installsHold: (invokeId: string) => boolean,
  answersWhenTold: (invokeId: string) => boolean = () => false,
): MachinePath[] {
  const { machineId } = generated;
  if (!entry.model.stitchTours) return [...generated.covering];
  // A call the UI map answers when told is not held for good: a newer request of it (a filter
  // changed while it loaded) replaces the waiting one, so a tour may go on past it.
  const blocksForGood = (invokeId: string) => installsHold(invokeId) && !answersWhenTold(invokeId);
  const remaining = [...generated.covering];
  const tours: Array<{ path: MachinePath; parts: number[] }> = [];
  while (remaining.length > 0) {
    const first = remaining.shift();
    if (!first) break;
    let tour = first;
    const parts = [first.number];
    while (tour.steps.length < MAX_TOUR_STEPS && heldCalls(tour, installsHold).every(answersWhenTold)) {
      const end = tour.steps.at(-1)?.state;
      let extended: MachinePath | null = null;
      for (const candidate of remaining) {
        // join as late as possible: fewest steps walked twice
        let joinAt = -1;
        candidate.steps.forEach((step, index) => {
          if (index < candidate.steps.length - 1 && step.state === end) joinAt = index;
        });
        if (joinAt < 0 || tour.steps.length + candidate.steps.length - joinAt - 1 > MAX_TOUR_STEPS) continue;
        const joined = stitch(machineId, entry, tour, candidate, joinAt);
        // nothing held before the part just added: an earlier hold would block the rest of the tour
        if (joined === null || firstHold(joined, blocksForGood) < tour.steps.length) continue;
        remaining.splice(remaining.indexOf(candidate), 1);
        parts.push(candidate.number);
        extended = joined;
        break;
      }
      if (extended === null) break;
      tour = extended;
    }
    tours.push({ path: tour, parts });
  }

  // A stitched path skips the candidate's steps up to the join: what only they covered is walked
  // again by that candidate on its own.
  const covered = new Set(tours.flatMap(({ path }) => [...coverageItems(path)]));
  for (const path of generated.covering) {
    const missing = [...coverageItems(path)].some((item) => !covered.has(item));
    if (missing) {
      tours.push({ path, parts: [path.number] });
      coverageItems(path).forEach((item) => covered.add(item));
    }
  }

  return tours.map(({ path, parts }, index) => ({
    ...path,
    number: index + 1,
    name: `paths ${parts.join(' + ')}: ${path.name}`,
  }));
}

/** The tours of a chart as its UI map can walk them: its holds, and the calls it answers when told (both outcomes). */
export function toursForUiMap(generated: GeneratedPaths, entry: RegistryEntry, uiMap: Pick<UiMap, 'holds' | 'settles'>): MachinePath[] {
  const settles = uiMap.settles ?? {};
  return toursOf(
    generated,
    entry,
    (invokeId) => uiMap.holds?.[invokeId] !== undefined,
    (invokeId) => settles[`xstate.done.actor.${invokeId}`] !== undefined && settles[`xstate.error.actor.${invokeId}`] !== undefined,
  );
}
