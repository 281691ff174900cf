/**
 * Development only: the running actors the statechart live view (./live-view.tsx) draws.
 *
 *   registerLiveActor('system', systemActorRef);
 *
 * Root actors are registered by hand (or through `liveInspect`); the machine actors they invoke
 * or spawn are found from their snapshots. In a production build every export here is a no-op
 * (`import.meta.env.DEV` is false), so importing this module costs nothing there.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate';

export interface LiveActorEntry {
  readonly id: string;
  readonly actor: AnyActorRef;
}

interface Registry {
  /** Per id, every actor registered under it; the view shows the newest one still running. */
  readonly actors: Map<string, AnyActorRef[]>;
  readonly listeners: Set<() => void>;
  list: readonly LiveActorEntry[];
}

// Kept on globalThis so a hot-reloaded copy of this module shares the registry.
const KEY = '__statechartLiveActors__';

function registry(): Registry {
  const holder = globalThis as unknown as Record<string, Registry | undefined>;
  holder[KEY] ??= { actors: new Map(), listeners: new Set(), list: [] };
  return holder[KEY];
}

function isStopped(actor: AnyActorRef): boolean {
  try {
    return (actor.getSnapshot() as { status?: string } | undefined)?.status === 'stopped';
  } catch {
    return true;
  }
}

function publish(): void {
  const reg = registry();
  const list: LiveActorEntry[] = [];
  for (const [id, actors] of reg.actors) {
    const actor = [...actors].reverse().find((candidate) => !isStopped(candidate)) ?? actors[actors.length - 1];
    if (actor) list.push({ id, actor });
  }
  reg.list = list;
  for (const listener of reg.listeners) listener();
}

/**
 * Shows `actor` (a running machine actor) in the live view under `id`. Registering the same id
 * again (a remount, StrictMode, hot reload) replaces it. Returns an unregister function.
 */
export function registerLiveActor(id: string, actor: AnyActorRef): () => void {
  if (!import.meta.env.DEV) return () => {};
  const reg = registry();
  const actors = (reg.actors.get(id) ?? []).filter((existing) => existing !== actor && !isStopped(existing));
  actors.push(actor);
  reg.actors.set(id, actors);
  publish();
  // A stopped actor is dropped from the tabs as soon as a running one is registered again.
  const subscription = actor.subscribe({ complete: publish, error: publish });
  return () => {
    subscription.unsubscribe();
    const rest = (reg.actors.get(id) ?? []).filter((existing) => existing !== actor);
    if (rest.length > 0) reg.actors.set(id, rest);
    else reg.actors.delete(id);
    publish();
  };
}

/**
 * An xstate inspector that registers every root actor it sees, for actors created where
 * registerLiveActor is awkward to call: `createActor(logic, { inspect: liveInspect })` or
 * `<Provider logic={…} options={{ inspect: liveInspect }}>`.
 */
export function liveInspect(event: InspectionEvent): void {
  if (!import.meta.env.DEV) return;
  if (event.type !== '@xstate.actor') return;
  const actor = event.actorRef as AnyActorRef;
  if ((actor as { _parent?: unknown })._parent) return; // children are found from snapshots
  const logic = (actor as { logic?: { id?: unknown } }).logic;
  registerLiveActor(typeof logic?.id === 'string' ? logic.id : actor.id, actor);
}

/** The registered root actors, newest registration per id. Stable between changes. */
export function getLiveActors(): readonly LiveActorEntry[] {
  return registry().list;
}

export function subscribeLiveActors(listener: () => void): () => void {
  const reg = registry();
  reg.listeners.add(listener);
  return () => {
    reg.listeners.delete(listener);
  };
}
