/**
 * The hosts a picture in server HTML may come from (the sanitiser's image rule, sanitize-html.ts):
 * the platform's image hosts (the status call's `imageCDNs`, noted by the system wiring before the
 * app renders anything, SystemGate), the platform's own origin when the app calls it on another one
 * (VITE_API_BASE) and, always, the page's own origin (safeUrl.ts adds it). A picture anywhere else
 * (`https://evil.example/pixel.gif`, a tracker) is dropped rather than left for the CSP to block.
 * A small module of its own: the sanitiser is loaded lazily, the wiring is not.
 */
let imageCdns: readonly string[] = [];

export function notePlatformImageHosts(hosts: readonly string[]): void {
  imageCdns = hosts;
}

export function platformImageHosts(): readonly string[] {
  const apiBase = String(import.meta.env.VITE_API_BASE ?? '').trim();
  return apiBase ? [...imageCdns, apiBase] : imageCdns;
}
