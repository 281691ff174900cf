/**
 * Readable labels for a chart's events and guards, from the short descriptions the chart keeps in
 * its own `meta` (the root state's): `meta.events` (event type → what happens, e.g.
 * `RECEIVED: 'the player says a part arrived'`, `'xstate.done.actor.load': 'the list arrives'`),
 * `meta.guards` (guard name → what it checks) and a transition's own `description`. A composite
 * guard (`and`, `or`, `not`) reads as its parts' descriptions, so `[and]` becomes "proofs attached
 * and the part still waiting". Pure: the gallery and the storyboard both use it; no description
 * falls back to the event's and guard's names.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { TransitionInfo } from '../../../src/dev/charts/model';
import { eventLabel, shortName } from '../../../src/dev/charts/render';

export interface ChartWords {
  /** What the chart is about, one sentence. */
  readonly description: string | null;
  readonly events: Readonly<Record<string, string>>;
  readonly guards: Readonly<Record<string, string>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function stringsOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string' && text.trim() !== '') out[key] = text.trim();
  return out;
}

/** The descriptions a chart keeps in its root's `meta` (none: empty maps). */
export function chartWords(machine: AnyStateMachine): ChartWords {
  const meta: unknown = (machine.root as AnyStateNode).meta;
  if (!isRecord(meta)) return { description: null, events: {}, guards: {} };
  return {
    description: typeof meta.description === 'string' ? meta.description : null,
    events: stringsOf(meta.events),
    guards: stringsOf(meta.guards),
  };
}

interface GuardLike {
  readonly type?: unknown;
  readonly name?: unknown;
  readonly guards?: unknown;
  readonly stateValue?: unknown;
}

/** A guard in words: its description, or a composite's parts joined, or its name. */
export function guardWords(guard: unknown, words: ChartWords): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return words.guards[guard] ?? guard;
  if (!isRecord(guard) && typeof guard !== 'function') return null;
  const shape = guard as GuardLike;
  const name = typeof shape.type === 'string' ? shape.type : typeof shape.name === 'string' ? shape.name : '';
  const described = words.guards[name];
  if (described) return described;
  // stateIn('#chart.a.b'): "in b"
  if (name === 'stateIn' && typeof shape.stateValue === 'string') return `in ${shape.stateValue.split('.').at(-1) ?? shape.stateValue}`;
  const parts = Array.isArray(shape.guards) ? (shape.guards as unknown[]).map((part) => guardWords(part, words) ?? '?') : null;
  if (parts && (name === 'and' || name === 'or')) return parts.join(name === 'and' ? ' and ' : ' or ');
  if (parts && name === 'not' && parts.length === 1) return `not ${parts[0] ?? ''}`;
  return name ? shortName(name) : 'guard';
}

interface TransitionDefinitionLike {
  readonly guard?: unknown;
  readonly description?: unknown;
}

/** The definition behind a canonical transition (model.ts ids: source, event type, index). */
function definitionOf(machine: AnyStateMachine, transition: TransitionInfo): TransitionDefinitionLike | null {
  let node: AnyStateNode;
  try {
    node = machine.getStateNodeById(transition.source) as AnyStateNode;
  } catch {
    return null;
  }
  const list =
    transition.kind === 'always'
      ? ((node.always ?? []) as TransitionDefinitionLike[])
      : (((node.transitions as Map<string, TransitionDefinitionLike[]>).get(transition.eventType) ?? []) as TransitionDefinitionLike[]);
  return list[transition.index] ?? null;
}

export interface TransitionWords {
  /** What happens, in words: the chart's description of the event, else its label (`RETRY`, `done: load`). */
  readonly event: string;
  /** When it applies, in words (the transition's own description wins), or null when unguarded. */
  readonly guard: string | null;
  /** Whether either came from a description (not a bare name). */
  readonly described: boolean;
}

export function transitionWords(machine: AnyStateMachine, transition: TransitionInfo, words: ChartWords = chartWords(machine)): TransitionWords {
  const definition = definitionOf(machine, transition);
  const own = typeof definition?.description === 'string' && definition.description.trim() !== '' ? definition.description.trim() : null;
  // an unguarded transition's own description says what happens; a guarded one's, when it applies
  const eventText = words.events[transition.eventType] ?? (transition.guard === null ? own : null);
  const guard = transition.guard === null ? null : (own ?? guardWords(definition?.guard ?? transition.guard, words));
  const guardDescribed = own !== null || (guard !== null && guard !== shortName(transition.guard ?? ''));
  return { event: eventText ?? eventLabel(transition), guard, described: eventText !== null || (transition.guard !== null && guardDescribed) };
}

/** One line for a path step: "the player says a part arrived (proofs attached and the part still waiting)". */
export function stepWords(words: TransitionWords): string {
  return words.guard ? `${words.event} (${words.guard})` : words.event;
}
