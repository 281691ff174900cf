/**
 * The sanitiser's policy (DOMPurify, its configuration and hooks), without a parser of its own:
 * `sanitizeBare` runs it on markup the browser's own parser may read (./bareMarkup.ts), and
 * ./sanitize-html.ts runs it on the tree parse5 builds for every other text. A chunk of its own, so
 * a text of bare formatting tags (most popups) never loads parse5: the popup's sanitiser was parse5
 * for nine tenths of its code, and its evaluation was the longest task a visitor's popup made.
 * The policy itself is described in ./sanitize-html.ts.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { safeUrl } from '@api/safeUrl';
import { isBareMarkup } from './bareMarkup';

/** Elements removed with their content (DOMPurify keeps the text of other unknown elements). */
const FORBID_TAGS = [
  'script', 'style', 'link', 'meta', 'base', 'title', 'head',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe',
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'output', 'fieldset', 'keygen',
  'template', 'slot', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'listing',
  'svg', 'math', 'audio', 'video', 'source', 'track', 'picture', 'map', 'area', 'dialog', 'marquee',
];

const FORBID_ATTR = [
  'class', 'style', 'srcdoc', 'srcset', 'sizes', 'action', 'formaction', 'form', 'ping', 'background', 'poster',
  'xlink:href', 'xmlns', 'is', 'autofocus', 'tabindex', 'contenteditable', 'popover', 'popovertarget', 'dirname', 'http-equiv',
];

/** http(s), mailto, tel, or a relative URL (no scheme before the first `/`, `?` or `#`). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The only data: URLs kept: raster images in <img src> (an SVG image is a document, not a picture). */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);base64,[a-z0-9+/]+=*$/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP,
  ADD_DATA_URI_TAGS: [],
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

const URL_ATTRIBUTES = ['href', 'src', 'cite', 'longdesc', 'usemap', 'data'];

/** The value as a URL parser reads its scheme: without whitespace and control characters. */
const withoutSpaces = (value: string): string => Array.from(value).filter((char) => char.charCodeAt(0) > 0x20).join('');

function sameOrigin(href: string, base: string): boolean {
  try {
    return new URL(href, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** The image hosts of the sanitisation under way (set by sanitizeHtml, which runs synchronously). */
let imageHosts: readonly string[] = [];

export interface SanitizeOptions {
  /** Origins (or hosts) a picture may load from besides the page's own: the platform's image CDNs (src/ui/imageHosts.ts). */
  readonly imageHosts?: readonly string[];
}

/** The policy run on `input` (markup or a parsed tree) with the image hosts of `options`. */
export function purified(input: string | Node, options: SanitizeOptions): string {
  const purify = purifier();
  if (!purify.isSupported) return '';
  imageHosts = options.imageHosts ?? [];
  try {
    return purify.sanitize(input, CONFIG);
  } finally {
    imageHosts = [];
  }
}

function configure(purify: DOMPurify, view: Window): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return; // elements only
    if (!(node instanceof Element)) return;
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const compact = withoutSpaces(value).toLowerCase();
      if (compact.startsWith('data:') && !(name === 'src' && node.tagName === 'IMG' && SAFE_DATA_IMAGE.test(value.trim()))) {
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      // a picture from elsewhere than the platform's image hosts: no element, so no request
      if (src !== null && !/^data:/i.test(src.trim()) && safeUrl(src, { hosts: imageHosts }) === undefined) {
        node.remove();
        return;
      }
    }
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    const base = view.location?.href && view.location.href !== 'about:blank' ? view.location.href : 'https://invalid.example/';
    if (href !== null && !sameOrigin(href, base) && !href.startsWith('#')) {
      // A link that leaves the site: a new tab that can neither reach back (opener) nor learn where it came from.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      // In-site links and anchors stay in the page; no server-chosen browsing context names.
      node.removeAttribute('target');
      if (node.getAttribute('rel') !== null) node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

let instance: DOMPurify | null = null;

/** The page's own DOMPurify instance (hooks are per instance, so nobody else's DOMPurify is affected). */
function purifier(): DOMPurify {
  instance ??= configure(createDOMPurify(window), window);
  return instance;
}

/**
 * Sanitised markup of a text of bare formatting tags (isBareMarkup), parsed by the browser: with no
 * attribute anywhere, the parse sets nothing the Content-Security-Policy weighs. Any other text
 * throws: it is ./sanitize-html.ts's.
 */
export function sanitizeBare(html: string, options: SanitizeOptions = {}): string {
  if (!isBareMarkup(html)) throw new Error('sanitizeBare: markup with attributes, comments or other tags needs sanitizeHtml');
  return purified(html, options);
}
