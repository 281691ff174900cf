/**
 * The domain check (SPEC.md §8 "Invalid URL, contact customer service (domain check)"): the
 * permission info's domainRoute lists the domains the platform routes to this brand (entries with
 * url or domain, or plain strings). A host that is not among them gets the "Invalid URL" page
 * instead of the site. No routing sent (absent or empty) checks nothing. Pure: the system chart's
 * guard reads it.
 */

/** The hosts (host:port, lower case) of a domainRoute, or null when it routes nothing. */
export function routedHosts(domainRoute: unknown): string[] | null {
  const items: unknown[] = typeof domainRoute === 'string' ? [domainRoute] : Array.isArray(domainRoute) ? domainRoute : [];
  const hosts: string[] = [];
  for (const item of items) {
    const entry = typeof item === 'object' && item !== null ? (item as { url?: unknown; domain?: unknown }) : null;
    const text = typeof item === 'string' ? item : typeof entry?.url === 'string' ? entry.url : typeof entry?.domain === 'string' ? entry.domain : '';
    const host = hostOf(text);
    if (host && !hosts.includes(host)) hosts.push(host);
  }
  return hosts.length > 0 ? hosts : null;
}

function hostOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether the site may run on `host` (location.host): listed, or nothing routed, or no host known. */
export function hostAllowed(domainRoute: unknown, host: string | null | undefined): boolean {
  const hosts = routedHosts(domainRoute);
  if (!hosts || !host) return true;
  return hosts.includes(host.toLowerCase());
}
