/**
 * The coverage gate: every state node and every transition of a machine (the inventory of
 * ./model) must be visited. Both runners and `npm run test:paths` report through it.
 */
import type { AnyStateMachine } from 'xstate';
import type { Coverage } from './generate';
import { allStates, allTransitions } from '../../src/dev/charts/model';

export interface CoverageGaps {
  readonly machineId: string;
  readonly states: { readonly total: number; readonly uncovered: readonly string[] };
  readonly transitions: { readonly total: number; readonly uncovered: readonly string[] };
}

export function findGaps(machineId: string, machine: AnyStateMachine, coverage: Coverage): CoverageGaps {
  const states = allStates(machine).map((state) => state.id);
  const transitions = allTransitions(machine).map((transition) => transition.id);
  return {
    machineId,
    states: { total: states.length, uncovered: states.filter((id) => !coverage.states.has(id)) },
    transitions: { total: transitions.length, uncovered: transitions.filter((id) => !coverage.transitions.has(id)) },
  };
}

export function hasGaps(gaps: CoverageGaps): boolean {
  return gaps.states.uncovered.length > 0 || gaps.transitions.uncovered.length > 0;
}

/** The gate's message: which states and transitions no path visits, one per line. */
const MODEL_HINT = "Add event cases for them to the machine's model file (machines/<name>.model.ts), or remove what cannot be reached.";

export function formatGaps(gaps: CoverageGaps, visitedBy = 'the generated paths', hint = MODEL_HINT): string {
  if (!hasGaps(gaps)) return `${gaps.machineId}: ${visitedBy} visit all ${gaps.states.total} states and ${gaps.transitions.total} transitions`;
  const lines = [`${gaps.machineId}: ${visitedBy} leave part of the chart unvisited`];
  const { states, transitions } = gaps;
  if (states.uncovered.length > 0) {
    lines.push(`  states not visited (${states.uncovered.length} of ${states.total}):`, ...states.uncovered.map((id) => `    - ${id}`));
  }
  if (transitions.uncovered.length > 0) {
    lines.push(
      `  transitions not taken (${transitions.uncovered.length} of ${transitions.total}):`,
      ...transitions.uncovered.map((id) => `    - ${id}`),
    );
  }
  lines.push(`  ${hint}`);
  return lines.join('\n');
}
