/**
 * The sanitiser behind SafeHtml (loaded lazily with it, so DOMPurify is never in the first
 * route's JavaScript): DOMPurify with a strict policy, run on every render right before the HTML
 * reaches the DOM, as DOMPurify's own guidance asks (sanitise last, use the result at once).
 *
 * Policy: HTML only (no SVG, no MathML: their namespace tricks are the classic mutation-XSS
 * vectors); no scripts, event handlers, forms, frames, objects, embeds, meta/base/link, templates,
 * `<style>` or `style` attributes; URLs are http(s), mailto, tel or relative, plus `data:` raster
 * images in `<img src>` only; every link that leaves the site opens in a new tab with
 * rel="noopener noreferrer"; ids and names are prefixed (DOM clobbering). A picture loads only
 * from the platform's image hosts (the page's origin, the image CDNs: `imageHosts`, asked of the
 * one allow-list, src/api/safeUrl.ts); one from anywhere else (a tracking pixel) is dropped with
 * its element, so no request leaves for it (the CSP was the only thing stopping it).
 *
 * Never the app's look: no `class` (the app's own class names would dress the text up
 * as the app: a dialog's full-page overlay, the header) and no `style` (position, z-index), so
 * server HTML keeps its structure and formatting (headings, lists, tables, links, images, bold,
 * `<font color>`) and nothing else; SafeHtml also contains the box it renders into.
 *
 * Parsed where no handler is ever considered: the browser checks an element's event
 * handler and `style` attributes against the page's Content-Security-Policy the moment its parser
 * sets them, in any document of the page (DOMParser's, createHTMLDocument's, a template's, even
 * the Sanitizer API's), and reports each as a `script-src-attr` / `style-src-attr` violation
 * (cure53/DOMPurify#900): a deployment collecting CSP reports would be flooded by every hostile
 * text its operators paste. So the text is parsed by parse5 (the HTML standard's parsing
 * algorithm, in JavaScript: no element exists yet), the tree is built in an inert document without
 * any `on*` or `style` attribute, and DOMPurify sanitises that tree (it accepts a node). The output
 * holds neither, so the live document's parse of it reports nothing either.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { defaultTreeAdapter, html as parse5Html, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { safeUrl } from '@api/safeUrl';

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
 * Attributes never set on the parsed tree, not even for DOMPurify to remove: setting them is what
 * makes the browser weigh them against the Content-Security-Policy (event handlers, `style`).
 */
const NEVER_SET = /^(?:on|style$)/i;

/**
 * Elements never built, with all they hold: DOMPurify drops each of them with its content anyway
 * (FORBID_TAGS here, FORBID_CONTENTS there), and some are weighed against the policy the moment
 * they join even an inert document (a `<style>`'s text: `style-src-elem`).
 */
const NEVER_BUILT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'noembed', 'noframes', 'plaintext', 'xmp', 'title', 'svg', 'math', 'audio', 'video']);

/** The context the text is parsed in: a `<body>`, as the element SafeHtml renders into parses it. */
const BODY_CONTEXT = defaultTreeAdapter.createElement('body', parse5Html.NS.HTML, []);

type ParsedNode = DefaultTreeAdapterTypes.ChildNode;

/**
 * The text parsed by parse5 and built as DOM nodes in an inert document (DOMParser's: no browsing
 * context, nothing loads or runs), without event handler and `style` attributes nor the elements
 * DOMPurify drops with their content: the `<body>` DOMPurify then sanitises. An element whose name the DOM refuses is replaced by its children;
 * an attribute whose name it refuses is left out. Built without recursion (hostile nesting depth).
 */
function inertTree(html: string): HTMLElement {
  const inert = new DOMParser().parseFromString('<!DOCTYPE html><body></body>', 'text/html');
  const body = inert.body;
  const work: Array<{ readonly nodes: readonly ParsedNode[]; readonly into: Node }> = [{ nodes: parseFragment(BODY_CONTEXT, html, {}).childNodes, into: body }];
  for (let item = work.pop(); item; item = work.pop()) {
    for (const node of item.nodes) {
      if (node.nodeName === '#text') item.into.appendChild(inert.createTextNode((node as DefaultTreeAdapterTypes.TextNode).value));
      else if (node.nodeName === '#comment') item.into.appendChild(inert.createComment((node as DefaultTreeAdapterTypes.CommentNode).data));
      else if ('tagName' in node) {
        if (NEVER_BUILT.has(node.tagName.toLowerCase())) continue;
        let element: Element | null;
        try {
          element = inert.createElementNS(node.namespaceURI, node.tagName);
        } catch {
          element = null;
        }
        if (!element) {
          // kept as its content, like any element DOMPurify unwraps
          const holder = inert.createDocumentFragment();
          work.push({ nodes: node.childNodes, into: holder });
          item.into.appendChild(holder);
          continue;
        }
        for (const attribute of node.attrs) {
          if (NEVER_SET.test(attribute.name)) continue;
          try {
            if (attribute.namespace) element.setAttributeNS(attribute.namespace, attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name, attribute.value);
            else element.setAttribute(attribute.name, attribute.value);
          } catch {
            // a name the DOM cannot hold: left out
          }
        }
        item.into.appendChild(element);
        if (node.childNodes.length > 0) work.push({ nodes: node.childNodes, into: element });
      }
    }
  }
  return body;
}

export interface SanitizeOptions {
  /** Origins (or hosts) a picture may load from besides the page's own: the platform's image CDNs (src/ui/imageHosts.ts). */
  readonly imageHosts?: readonly string[];
}

/** Sanitised markup, to be inserted at once (never stored, never re-sanitised, never concatenated). */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const purify = purifier();
  if (!purify.isSupported) return '';
  // text with no markup at all cannot hold an attribute: DOMPurify hands it back as it is
  if (!html.includes('<')) return purify.sanitize(html, CONFIG);
  imageHosts = options.imageHosts ?? [];
  try {
    return purify.sanitize(inertTree(html), CONFIG);
  } finally {
    imageHosts = [];
  }
}
