/**
 * The system actor shared with the React tree: `SystemProvider` runs the system chart with the
 * real services, and views read narrow slices through the hooks below.
 */
import { createActorContext } from '@xstate/react';
import { systemMachine } from '@machines/system.machine';
import type { PermissionInfo } from '@api/index';

export const SystemActor = createActorContext(systemMachine);

export const SystemProvider = SystemActor.Provider;

/** The current top-level state: 'loading' | 'normal' | 'maintenance' | … */
export function useSystemState(): string {
  return SystemActor.useSelector((snapshot) => String(snapshot.value));
}

/** A whitelabel feature flag (API.md "Whitelabel tree"); false until the status call answers. */
export function useFlag(modId: string): boolean {
  return SystemActor.useSelector((snapshot) => snapshot.context.flags[modId] === true);
}

/** The permission info of the status call (customer service, CDNs, register rules, …). */
export function usePermissionInfo(): PermissionInfo | null {
  return SystemActor.useSelector((snapshot) => snapshot.context.info);
}

export function useVisitorIp(): string | null {
  return SystemActor.useSelector((snapshot) => snapshot.context.visitorIp);
}

export function useSystemFailureKey(): string | null {
  return SystemActor.useSelector((snapshot) => snapshot.context.failureKey);
}

export function useSystemSend() {
  return SystemActor.useActorRef().send;
}
