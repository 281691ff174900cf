/** An image path from the platform placed on a host from imageCDNs (picked at random once per page view). */
const chosen = new Map<string, string>();

export function imageUrl(path: string | undefined | null, cdns: readonly string[] | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || !cdns || cdns.length === 0) return path;
  const key = cdns.join('|');
  let host = chosen.get(key);
  if (!host) {
    host = (cdns[Math.floor(Math.random() * cdns.length)] ?? '').replace(/\/+$/, '');
    chosen.set(key, host);
  }
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * An image whose picture carries text (a banner) in the reader's language: the language goes in
 * the query (`lang`), so the platform draws it and a change of language asks for the other one.
 */
export function inLanguage(path: string | undefined | null, language: string): string | null {
  if (!path) return null;
  if (path.startsWith('data:') || /[?&]lang=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}
