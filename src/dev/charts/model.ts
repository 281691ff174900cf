/**
 * The canonical inventory of a statechart: every state node and every transition, each with a
 * stable id. The path generator, both path runners, the coverage gate and the chart gallery all
 * name states and transitions through this one module, so their figures agree.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type TransitionKind = 'event' | 'after' | 'done.actor' | 'error.actor' | 'done.state' | 'always';

export interface StateInfo {
  /** The state node id, e.g. `system.networkFailure`. */
  readonly id: string;
  readonly key: string;
  readonly parent: string | null;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly initial: string | null;
  readonly invokes: readonly string[];
}

export interface TransitionInfo {
  /** `<source id>|<event type>|<index among that event's candidates>`. */
  readonly id: string;
  readonly source: string;
  readonly eventType: string;
  /** Position among the guarded candidates for the same event on the same source. */
  readonly index: number;
  readonly kind: TransitionKind;
  readonly targets: readonly string[];
  readonly guard: string | null;
  readonly actions: readonly string[];
  /** For `after` transitions: the delay's name or milliseconds. */
  readonly delay: string | null;
  readonly reenter: boolean;
}

/** The minimal shape of xstate's TransitionDefinition this module reads. */
interface TransitionLike {
  readonly source: AnyStateNode;
  readonly eventType: string;
  readonly target?: readonly AnyStateNode[] | undefined;
  readonly guard?: unknown;
  readonly actions: readonly unknown[];
  readonly reenter?: boolean;
}

export function describeGuard(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const named = action as { type?: unknown; name?: string };
    return typeof named.type === 'string' ? named.type : named.name || 'inline action';
  }
  if (typeof action === 'object' && action !== null && 'type' in action) return String((action as { type: unknown }).type);
  return 'action';
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done.actor';
  if (eventType.startsWith('xstate.error.actor.')) return 'error.actor';
  if (eventType.startsWith('xstate.done.state.')) return 'done.state';
  return 'event';
}

/** `xstate.after.<delay>.<state id>` → `<delay>`. */
function delayOf(eventType: string, sourceId: string): string | null {
  if (!eventType.startsWith('xstate.after.')) return null;
  const rest = eventType.slice('xstate.after.'.length);
  return rest.endsWith(`.${sourceId}`) ? rest.slice(0, -(sourceId.length + 1)) : rest;
}

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

export function allStates(machine: AnyStateMachine): StateInfo[] {
  return stateNodes(machine).map((node) => ({
    id: node.id,
    key: node.key,
    parent: node.parent ? node.parent.id : null,
    type: node.type,
    initial: node.type === 'compound' && node.initial?.target?.[0] ? node.initial.target[0].id : null,
    invokes: node.invoke.map((definition) => definition.id),
  }));
}

function candidatesOf(node: AnyStateNode): Array<[string, readonly TransitionLike[]]> {
  const entries: Array<[string, readonly TransitionLike[]]> = [];
  for (const [eventType, list] of node.transitions as Map<string, TransitionLike[]>) entries.push([eventType, list]);
  const always = (node.always ?? []) as TransitionLike[];
  if (always.length > 0) entries.push(['', always]);
  return entries;
}

function toInfo(transition: TransitionLike, eventType: string, index: number): TransitionInfo {
  const source = transition.source.id;
  return {
    id: `${source}|${eventType}|${index}`,
    source,
    eventType,
    index,
    kind: kindOf(eventType),
    targets: (transition.target ?? []).map((target) => target.id),
    guard: describeGuard(transition.guard),
    actions: transition.actions.map(describeAction),
    delay: delayOf(eventType, source),
    reenter: transition.reenter === true,
  };
}

export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of stateNodes(machine)) {
    for (const [eventType, list] of candidatesOf(node)) {
      list.forEach((transition, index) => out.push(toInfo(transition, eventType, index)));
    }
  }
  return out;
}

/**
 * The canonical id of a transition xstate reports as taken (inspection `@xstate.microstep`
 * events carry them in `_transitions`).
 */
export function transitionIdOf(transition: TransitionLike): string {
  const eventType = transition.eventType ?? '';
  const candidates =
    eventType === ''
      ? ((transition.source.always ?? []) as TransitionLike[])
      : ((transition.source.transitions as Map<string, TransitionLike[]>).get(eventType) ?? []);
  let index = candidates.indexOf(transition);
  if (index < 0) {
    // Fall back to structural equality if xstate handed out a copy.
    const targets = (transition.target ?? []).map((t) => t.id).join(',');
    index = candidates.findIndex(
      (c) =>
        (c.target ?? []).map((t) => t.id).join(',') === targets && describeGuard(c.guard) === describeGuard(transition.guard),
    );
  }
  return `${transition.source.id}|${eventType}|${Math.max(index, 0)}`;
}
