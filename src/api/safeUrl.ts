/**
 * The one allow-list for addresses the platform supplies: a page to open (deposit redirect, game
 * launch, lottery lobby, chat and live cam), a link to follow (banners, social, app download,
 * resources) and a picture to show (icons, banners, avatars, article and promotion images, the
 * captcha, a deposit QR, images in server HTML). The adapter's readers run every such field
 * through it (wire-values.ts `safeUrlText`, `actionUrl`; deposit.ts), so what reaches a chart or a
 * view is already an address a browser may load; the sanitiser (src/ui/sanitize-html.ts) asks it
 * about the images of server HTML with the platform's image hosts.
 *
 * Passes: an absolute http(s) URL and a relative one (a path on the page's own origin, or one the
 * views place on an image host). Refused: every other scheme (javascript:, vbscript:, data:, file:,
 * blob:, about:, filesystem:, custom app schemes); a protocol-relative address (`//host/…`: another
 * host that does not even say its scheme, so neither of the two forms above); and what a browser
 * would read otherwise than it looks: control characters
 * inside (a tab or newline inside `java\tscript:` is dropped by the URL parser), backslashes
 * (`/\evil.example` is `//evil.example` to a browser) and credentials (`https://site@evil.example`).
 * `data:` pictures pass only where a caller asks (`dataImage`: the captcha, a deposit QR), and only
 * a base64 raster image or SVG, which an <img> draws without running anything.
 *
 * No imports: the adapter's files may import only zod and each other (tests/unit/api/boundaries).
 */

export interface UrlRule {
  /** A base64 `data:image/…` picture passes too (the captcha, a deposit QR): for an <img> only. */
  readonly dataImage?: boolean;
  /**
   * Only these origins pass (and the page's own): the hosts a picture in server HTML may come from.
   * Entries are origins or bare hosts (`cdn.example.com` is https). Unset: any http(s) host.
   */
  readonly hosts?: readonly string[];
}

/** A base64 picture an <img> may draw (no HTML, no script: an SVG in an <img> runs none). */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp|svg\+xml);base64,[a-z0-9+/]+=*$/i;

/** Characters a URL parser drops or reads as something else: C0 controls (tab, newline), DEL, backslash. */
// eslint-disable-next-line no-control-regex
const MISREAD = /[\u0000-\u001f\u007f\\]/;

/**
 * Addresses that pass without being parsed: an absolute http(s) URL whose authority is a plain
 * host name (letters, digits, inner dots and single hyphens; its last label starting with a
 * letter, so never an IP number the URL parser could refuse) with at most a short port, or a path
 * on the page's own origin (one leading slash). Neither can carry credentials or another scheme,
 * and the URL parser reads each as written. Asked after the misread characters, `data:` and `//`
 * are refused; anything else is parsed. Every tile has four pictures: a game list is hundreds of
 * addresses, parsed while the first page is still being drawn.
 */
const PLAIN = /^(?:https?:\/\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\.)*[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?::\d{1,4})?(?:[/?#]|$)|\/)/i;

/** The base a relative address is read against: the page, else a stand-in (tests, a worker). */
function pageBase(): string {
  const href = (globalThis as { location?: { href?: string } }).location?.href;
  return href && /^https?:/i.test(href) ? href : 'https://app.invalid/';
}

function originOf(entry: string): string | null {
  const text = entry.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`).origin;
  } catch {
    return null;
  }
}

/** The address when the rule lets it through (trimmed, as sent otherwise: a relative one stays relative), else undefined. */
export function safeUrl(value: unknown, rule: UrlRule = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || MISREAD.test(text)) return undefined;
  if (/^data:/i.test(text)) return rule.dataImage && DATA_IMAGE.test(text) ? text : undefined;
  // protocol-relative (`//host/…`): another host under the page's scheme, never same-origin-relative
  if (text.startsWith('//')) return undefined;
  if (!rule.hosts && PLAIN.test(text)) return text;
  const base = pageBase();
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  if (rule.hosts) {
    const allowed = new Set([new URL(base).origin, ...rule.hosts.map(originOf).filter((origin): origin is string => origin !== null)]);
    if (!allowed.has(url.origin)) return undefined;
  }
  return text;
}

/** Text meant as an address (a scheme, or a leading slash), as opposed to an order number or a word. */
export function looksLikeUrl(value: string): boolean {
  return /^\s*(?:[a-z][a-z0-9+.-]*:|[/\\])/i.test(value);
}

/** The parse issue an action's refused address raises; the requester turns it into the `unsafeUrl` message. */
export const UNSAFE_URL_ISSUE = 'platform.url.unsafe';
