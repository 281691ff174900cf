/**
 * Runs one generated path against a live actor of the machine with fake implementations under
 * the same names: every named actor becomes a call the path settles (done → resolve with the
 * event's output, error → reject with its error), delays run on the fake clock the caller passes
 * in, other events are sent as the view would send them. After every step the actor's state must
 * equal the path's; coverage is what the actor actually did (its inspection stream).
 */
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { RegistryEntry } from './registry';
import { activeStateIds, delayMsOf, serializerOf, StepRecorder, type Coverage, type MachinePath } from './generate';

export interface ActorRunOptions {
  /** Moves the fake clock by `ms` and lets pending promise callbacks run (vi.advanceTimersByTimeAsync). */
  advance(ms: number): Promise<unknown>;
}

export interface ActorRun {
  /** Null when every step matched. */
  readonly failure: { readonly step: number; readonly message: string } | null;
  /** States and transitions of the steps that matched. */
  readonly coverage: Coverage;
}

interface PendingCall {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** The fake for every named actor: a call that stays pending until the path settles it. */
class CallControl {
  private readonly pending = new Map<string, PendingCall>();

  readonly logic = fromPromise<unknown>(
    ({ self, signal }) =>
      new Promise((resolve, reject) => {
        const call = { resolve, reject };
        this.pending.set(self.id, call);
        signal.addEventListener('abort', () => {
          if (this.pending.get(self.id) === call) this.pending.delete(self.id);
        });
      }),
  );

  settle(invokeId: string, how: 'resolve' | 'reject', value: unknown): void {
    const call = this.pending.get(invokeId);
    if (!call) throw new Error(`the chart has no pending call "${invokeId}" to settle (it was never invoked, or already stopped)`);
    this.pending.delete(invokeId);
    if (how === 'resolve') call.resolve(value);
    else call.reject(value);
  }
}

export async function runPathOnActor(entry: RegistryEntry, path: MachinePath, options: ActorRunOptions): Promise<ActorRun> {
  const { machine, model } = entry;
  const serialize = serializerOf(model);
  const calls = new CallControl();
  const recorder = new StepRecorder(machine);
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, calls.logic]));
  const actor = createActor(machine.provide({ actors }), { input: model.input, inspect: recorder.inspect });
  recorder.attach(actor);
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });

  const states = new Set<string>();
  const transitions = new Set<string>();
  const expectStep = (index: number) => {
    const expected = path.steps[index];
    if (!expected) throw new Error(`path ${path.number} has no step ${index}`);
    if (errors.length > 0) throw new Error(`the actor failed: ${String(errors[0])}`);
    const actual = serialize(actor.getSnapshot());
    if (actual !== expected.state) throw new Error(`expected state ${expected.state} after ${expected.label}, the actor is in ${actual}`);
    activeStateIds(actor.getSnapshot()).forEach((id) => states.add(id));
    recorder.take().transitions.forEach((id) => transitions.add(id));
  };

  let index = 0;
  let failure: ActorRun['failure'] = null;
  try {
    actor.start();
    await options.advance(0);
    expectStep(0);
    for (index = 1; index < path.steps.length; index += 1) {
      const step = path.steps[index];
      const previous = path.steps[index - 1];
      if (!step || !previous) break;
      await perform(step.kind, step.event, step.invokeId, previous.state);
      expectStep(index);
    }
  } catch (error) {
    failure = { step: index, message: error instanceof Error ? error.message : String(error) };
  } finally {
    actor.stop();
  }
  return { failure, coverage: { states, transitions } };

  async function perform(kind: string, event: EventObject, invokeId: string | null, stateBefore: string): Promise<void> {
    switch (kind) {
      case 'done':
        calls.settle(invokeId ?? '', 'resolve', (event as EventObject & { output?: unknown }).output);
        break;
      case 'error':
        calls.settle(invokeId ?? '', 'reject', (event as EventObject & { error?: unknown }).error);
        break;
      case 'after': {
        const ms = delayMsOf(machine, actor.getSnapshot() as AnyMachineSnapshot, event.type);
        if (ms > 0) {
          await options.advance(ms - 1);
          const early = serialize(actor.getSnapshot());
          if (early !== stateBefore) throw new Error(`left ${stateBefore} for ${early} before its ${ms} ms delay ran out`);
          await options.advance(1);
        }
        break;
      }
      default:
        actor.send(event);
    }
    await options.advance(0);
  }
}
