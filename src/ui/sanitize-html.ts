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
 * holds neither, so the live document's parse of it reports nothing either. A text of bare
 * formatting tags (./bareMarkup.ts) holds no attribute to weigh: DOMPurify parses that itself, and
 * SafeHtml sanitises it with the policy alone (./sanitize-policy.ts), without loading this module.
 */
import { defaultTreeAdapter, html as parse5Html, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { isBareMarkup } from './bareMarkup';
import { purified, type SanitizeOptions } from './sanitize-policy';

/**
 * Attributes never set on the parsed tree, not even for DOMPurify to remove: setting them is what
 * makes the browser weigh them against the Content-Security-Policy (event handlers, `style`).
 */
const NEVER_SET = /^(?:on|style$)/i;

/**
 * Elements never built, with all they hold: DOMPurify drops each of them with its content anyway
 * (FORBID_TAGS in ./sanitize-policy.ts, FORBID_CONTENTS there), and some are weighed against the policy the moment
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

/** Sanitised markup, to be inserted at once (never stored, never re-sanitised, never concatenated). */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  // text with no markup at all, or only bare formatting tags, cannot hold an attribute: the
  // browser's parser (DOMPurify's own) may read it
  if (isBareMarkup(html)) return purified(html, options);
  return purified(inertTree(html), options);
}
