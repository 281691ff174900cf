/**
 * Reads tests/paths/registry.ts entries whatever their shape: a bare machine, or `{ machine, … }`
 * (e.g. `{ machine, model }`).
 */
import type { AnyStateMachine } from 'xstate';

export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof (value as { getStateNodeById?: unknown }).getStateNodeById === 'function'
  );
}

export function machineOf(entry: unknown): AnyStateMachine | null {
  if (isStateMachine(entry)) return entry;
  if (typeof entry === 'object' && entry !== null && 'machine' in entry) {
    const machine = (entry as { machine: unknown }).machine;
    if (isStateMachine(machine)) return machine;
  }
  return null;
}

/** `[registry key, machine]` pairs in registry order; entries that hold no machine are skipped. */
export function registeredCharts(registry: Readonly<Record<string, unknown>>): Array<[string, AnyStateMachine]> {
  const out: Array<[string, AnyStateMachine]> = [];
  for (const [id, entry] of Object.entries(registry)) {
    const machine = machineOf(entry);
    if (machine) out.push([id, machine]);
  }
  return out;
}
