/** Reads of the permission info (status call) that several views need. */
import type { PermissionInfo } from '@api/index';

/**
 * The live-support link: the first customer-service entry whose path is a web address. The
 * platform may send other kinds (encrypted paths, in-app chat ids) that only later features open.
 */
export function liveSupportUrl(info: PermissionInfo | null): string | null {
  const entries = info?.customerService ?? [];
  for (const entry of entries) {
    const path = entry.path?.trim();
    if (path && /^https?:\/\//i.test(path)) return path;
  }
  return null;
}
