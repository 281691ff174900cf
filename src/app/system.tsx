/** The system chart for views: `useSystem()` is its connect API (page, info, flags, retry). */
import { connectSystem, type SystemView } from '@machines/app/system.connect';
import type { PermissionInfo } from '@api/index';
import { useRootChild, useRootChildValue } from './actors';

export function useSystem(): SystemView {
  return useRootChild('system', connectSystem);
}

/** A whitelabel feature flag (API.md "Whitelabel tree"); false until the status call answers. */
export function useFlag(modId: string): boolean {
  return useRootChildValue('system', connectSystem, (system) => system.flag(modId));
}

/** The permission info of the status call (customer service, CDNs, register rules, …). */
export function usePermissionInfo(): PermissionInfo | null {
  return useRootChildValue('system', connectSystem, (system) => system.info);
}
