/**
 * Wiring of the domain list: GET /wps/system/domainRoute read into `{ url, main }` whatever shape
 * the platform sends (a list of entries with url/domain and type MAIN/MIRROR, a list of strings,
 * one string), and the clipboard.
 */
import type { DomainRoute } from '@api/index';
import { domainListMachine, type DomainEntry } from '@machines/app/domainList.machine';
import { api, platformCall } from '../platform';

export function domainsOf(route: DomainRoute): DomainEntry[] {
  const items: unknown[] = typeof route === 'string' ? [route] : Array.isArray(route) ? route : [];
  const domains: DomainEntry[] = [];
  items.forEach((item, index) => {
    const entry = typeof item === 'object' && item !== null ? (item as { url?: unknown; domain?: unknown; type?: unknown }) : null;
    const url = typeof item === 'string' ? item : typeof entry?.url === 'string' ? entry.url : typeof entry?.domain === 'string' ? entry.domain : '';
    if (!/^https?:\/\//i.test(url) || domains.some((domain) => domain.url === url)) return;
    domains.push({ url, main: entry?.type === 'MAIN' || (entry?.type === undefined && index === 0) });
  });
  return domains;
}

export const domainListLogic = domainListMachine.provide({
  actors: {
    loadDomains: platformCall<readonly DomainEntry[]>(async (_, { signal }) => domainsOf(await api.system.getDomainRoute({ signal }))),
    copyText: platformCall<void, { text: string }>(async ({ text }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('clipboard unavailable');
      await globalThis.navigator.clipboard.writeText(text);
    }),
  },
});
