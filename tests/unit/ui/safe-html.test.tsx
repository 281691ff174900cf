// @vitest-environment jsdom
/**
 * SafeHtml over the whole XSS corpus (tests/e2e/xss-corpus.ts) in jsdom: this covers every
 * HTML-bearing resource, including those no screen renders yet (announcements, popups,
 * promotions, help centre, messages, withdrawal notes); tests/e2e/untrusted-html.spec.ts covers the
 * screens that exist, in Chromium.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UntrustedHtml } from '../../../src/api/schemas';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { isBareMarkup } from '../../../src/ui/bareMarkup';
import { sanitizeHtml } from '../../../src/ui/sanitize-html';
import { sanitizeBare } from '../../../src/ui/sanitize-policy';
import { XSS_VECTORS, markerOf, wrapVector } from '../../e2e/xss-corpus';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const untrusted = (html: string) => html as UntrustedHtml;

const FORBIDDEN_ELEMENTS =
  'script, style, link, meta, base, iframe, frame, frameset, object, embed, form, input, button, select, textarea, template, noscript, svg, math, audio, video, source, area, map';
const FORBIDDEN_ATTRIBUTES = ['style', 'srcdoc', 'srcset', 'action', 'formaction', 'ping', 'xlink:href', 'http-equiv', 'is'];
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);base64,/i;

/** Every way the sanitised DOM could still run or load something; empty when it is safe. */
function problemsIn(root: Element): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll(FORBIDDEN_ELEMENTS)) problems.push(`<${element.localName}> kept`);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // as a URL parser reads the scheme: whitespace and control characters ignored
      const value = Array.from(attribute.value).filter((char) => char.charCodeAt(0) > 0x20).join('').toLowerCase();
      if (name.startsWith('on')) problems.push(`${element.localName}[${name}] (event handler)`);
      // DOMPurify blanks an `is` it cannot remove (some engines refuse to): empty, it does nothing.
      if (FORBIDDEN_ATTRIBUTES.includes(name) && !(name === 'is' && attribute.value === '')) problems.push(`${element.localName}[${name}]`);
      if (/^(?:javascript|vbscript|livescript):/.test(value)) problems.push(`${element.localName}[${name}] = ${attribute.value}`);
      if (value.startsWith('data:') && !(element.localName === 'img' && name === 'src' && SAFE_DATA_IMAGE.test(attribute.value.trim()))) {
        problems.push(`${element.localName}[${name}] = data: URL`);
      }
    }
    if (element.localName === 'a' && element.getAttribute('target') === '_blank' && element.getAttribute('rel') !== 'noopener noreferrer') {
      problems.push('a[target=_blank] without rel="noopener noreferrer"');
    }
  }
  // DOM clobbering: nothing in the content may shadow the canaries (or anything else) on window/document.
  for (const element of root.querySelectorAll('[id], [name]')) {
    for (const value of [element.getAttribute('id'), element.getAttribute('name')]) {
      if (value && !value.startsWith('user-content-')) problems.push(`${element.localName} named "${value}" (clobbering)`);
    }
  }
  return problems;
}

let calls: string[];
beforeEach(() => {
  calls = [];
  Object.assign(window, { __xss: (id: string) => calls.push(id) });
});
afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { __pwned?: unknown }).__pwned;
});

describe('sanitizeHtml (the policy behind SafeHtml)', () => {
  it('has a corpus of at least 50 distinct vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_VECTORS.map((vector) => vector.id)).size).toBe(XSS_VECTORS.length);
  });

  it.each(XSS_VECTORS.map((vector) => [vector.id, vector] as const))('neutralises %s and keeps the text around it', (_id, vector) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    host.innerHTML = sanitizeHtml(wrapVector(vector));
    // fire what the vectors wait for
    for (const element of host.querySelectorAll('*')) {
      for (const type of ['error', 'load', 'focus', 'mouseover', 'click', 'toggle', 'start', 'begin']) element.dispatchEvent(new Event(type));
    }
    expect(problemsIn(host)).toEqual([]);
    expect(host.textContent).toContain(markerOf(vector.id));
    expect(calls).toEqual([]);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    expect(typeof (window as unknown as { __xss: unknown }).__xss).toBe('function');
  });

  it('keeps ordinary formatting, pictures and links', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<h3>Bono</h3><p>Recibe un <strong>bono</strong> del <em>100 %</em>.</p><ul><li>uno</li></ul>' +
        '<img src="https://cdn.example/banner.png" alt="banner"><img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel">' +
        '<a href="https://example.com/terms">términos</a><a href="/help#term" target="_top">ayuda</a><a href="mailto:soporte@example.com">correo</a>',
      { imageHosts: ['https://cdn.example'] },
    );
    expect(host.querySelector('h3')?.textContent).toBe('Bono');
    expect(host.querySelector('strong')?.textContent).toBe('bono');
    expect(host.querySelectorAll('img')).toHaveLength(2);
    expect(host.querySelector('img[alt="pixel"]')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const external = host.querySelector('a[href="https://example.com/terms"]');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = host.querySelector('a[href="/help#term"]');
    expect(internal?.hasAttribute('target')).toBe(false);
    expect(host.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(problemsIn(host)).toEqual([]);
  });

  it('keeps structure and formatting but never the app\'s classes, ids or positioning', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<div class="c-dxTgDn c-dxTgDn-hHhZcv-placement-center" id="root" style="position:fixed;inset:0;z-index:2147483647">' +
        '<h2 class="c-header">Aviso</h2><ol><li>uno</li></ol><table><tr><th>A</th></tr><tr><td>1</td></tr></table>' +
        '<p><b>negrita</b> <font color="#e11d48">rojo</font> <a href="https://example.com/" class="c-button">enlace</a></p>' +
        '<img src="https://cdn.example/a.png" alt="foto" width="320" class="c-cover"></div>',
      { imageHosts: ['https://cdn.example'] },
    );
    // the structure and the formatting stay
    expect(host.querySelector('h2')?.textContent).toBe('Aviso');
    expect(host.querySelectorAll('ol > li')).toHaveLength(1);
    expect(host.querySelector('table td')?.textContent).toBe('1');
    expect(host.querySelector('b')?.textContent).toBe('negrita');
    expect(host.querySelector('font')?.getAttribute('color')).toBe('#e11d48');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.com/');
    expect(host.querySelector('img')?.getAttribute('width')).toBe('320');
    // never the app's look: no class, no style, an id only under the content's own prefix
    expect(host.querySelectorAll('[class]')).toHaveLength(0);
    expect(host.querySelectorAll('[style]')).toHaveLength(0);
    expect(host.querySelector('div')?.id).toBe('user-content-root');
  });

  it('parses the text where no handler or style attribute is ever set on an element: no Content-Security-Policy check to report', () => {
    const parsed: string[] = [];
    const set: string[] = [];
    const parseFromString = DOMParser.prototype.parseFromString;
    DOMParser.prototype.parseFromString = function (this: DOMParser, text: string, type: DOMParserSupportedType) {
      parsed.push(text);
      return parseFromString.call(this, text, type);
    };
    const setAttribute = Element.prototype.setAttribute;
    const setAttributeNS = Element.prototype.setAttributeNS;
    Element.prototype.setAttribute = function (name: string, value: string) {
      set.push(name);
      return setAttribute.call(this, name, value);
    };
    Element.prototype.setAttributeNS = function (namespace: string | null, name: string, value: string) {
      set.push(name);
      return setAttributeNS.call(this, namespace, name, value);
    };
    try {
      for (const vector of XSS_VECTORS) sanitizeHtml(wrapVector(vector));
    } finally {
      Element.prototype.setAttribute = setAttribute;
      Element.prototype.setAttributeNS = setAttributeNS;
      DOMParser.prototype.parseFromString = parseFromString;
    }
    // the browser's parser never sees the server's text (it sets every attribute it parses) …
    expect(parsed.filter((text) => XSS_VECTORS.some((vector) => text.includes(vector.html)))).toEqual([]);
    // … and nothing sets a handler or a style on the tree built from it
    expect(set.filter((name) => /^on|^style$/i.test(name.replace(/^.*:/, '')))).toEqual([]);
  });

  it('reads a text of bare formatting tags with the policy alone, the same as through parse5; any other text is refused there', () => {
    const bare = '<h3>Bono</h3><p>Recibe un <strong>bono</strong> del <em>100 %</em>.</p><ul><li>uno</li></ul><br/><table><tr><td>1</td></tr></table>';
    expect(isBareMarkup(bare)).toBe(true);
    expect(sanitizeBare(bare)).toBe(sanitizeHtml(bare));
    // an attribute, a comment, a stray "<" or any other tag is parse5's
    for (const html of ['<p style="color:red">x</p>', '<p onclick="x()">x</p>', '<img src=x>', '<!-- x -->', '<p>5 < 6</p>', '<style>p{}</style>', '<a href="/x">x</a>', '<b/onclick=x>']) {
      expect(isBareMarkup(html), html).toBe(false);
      expect(() => sanitizeBare(html), html).toThrow();
    }
    // no vector of the corpus is bare markup: each is parsed by parse5
    expect(XSS_VECTORS.filter((vector) => isBareMarkup(wrapVector(vector))).map((vector) => vector.id)).toEqual([]);
  });

  it('keeps pictures only from the platform\'s image hosts and the page itself: a tracker elsewhere is dropped, element and all', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<p>Hola</p><img src="https://evil.example/pixel.gif" alt="tracker" width="1" height="1">' +
        '<img src="//evil.example/p.gif" alt="relative tracker"><img src="http://cdn.example/a.png" alt="other scheme">' +
        '<img src="https://cdn.example/banner.png" alt="cdn"><img src="/__platform/img/article/1.svg" alt="own">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="data"><a href="https://evil.example/">enlace</a>',
      { imageHosts: ['https://cdn.example'] },
    );
    expect(Array.from(host.querySelectorAll('img'), (image) => image.getAttribute('alt'))).toEqual(['cdn', 'own', 'data']);
    // a link elsewhere is no request: it stays (in a new tab)
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://evil.example/');
    // no image host given: only the page's own pictures
    const bare = document.createElement('div');
    bare.innerHTML = sanitizeHtml('<img src="https://cdn.example/a.png" alt="cdn"><img src="/img/b.png" alt="own">');
    expect(Array.from(bare.querySelectorAll('img'), (image) => image.getAttribute('alt'))).toEqual(['own']);
  });

  it('drops data: pictures that are documents (SVG) rather than raster images', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="svg"><img src="data:text/html,hi" alt="html">');
    for (const image of host.querySelectorAll('img')) expect(image.hasAttribute('src')).toBe(false);
  });
});

/**
 * The bare path: a text isBareMarkup lets through skips parse5 and is read by DOMPurify alone
 * (sanitizeBare). Every vector of the corpus, as sent and behind its marker, is either refused by
 * that decision (sanitizeBare will not take it) or comes out of DOMPurify alone harmless; and each,
 * escaped as the text of bare tags (what a platform sends to show the code), is bare and stays text.
 */
describe('the bare path (isBareMarkup, then DOMPurify alone) over the XSS corpus', () => {
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  /** Inserts the bare path's output, fires what the vectors wait for, and says what is wrong with it. */
  const insert = (html: string) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    host.innerHTML = sanitizeBare(html);
    for (const element of host.querySelectorAll('*')) {
      for (const type of ['error', 'load', 'focus', 'mouseover', 'click', 'toggle', 'start', 'begin']) element.dispatchEvent(new Event(type));
    }
    return host;
  };

  it.each(XSS_VECTORS.map((vector) => [vector.id, vector] as const))('%s: refused by the bare decision or harmless through DOMPurify alone; escaped, kept as text', (_id, vector) => {
    for (const html of [vector.html, wrapVector(vector)]) {
      if (isBareMarkup(html)) expect(problemsIn(insert(html)), html).toEqual([]);
      else expect(() => sanitizeBare(html), html).toThrow();
    }
    const shown = `<p>${markerOf(vector.id)}</p><p>${escaped(vector.html)}</p>`;
    expect(isBareMarkup(shown)).toBe(true);
    const host = insert(shown);
    expect(problemsIn(host)).toEqual([]);
    expect([...host.querySelectorAll('*')].map((element) => element.localName)).toEqual(['p', 'p']);
    expect(host.querySelectorAll('p')[1]?.textContent).toBe(vector.html);
    expect(calls).toEqual([]);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });
});

describe('SafeHtml', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
  });

  it('renders the whole corpus sanitised, once the sanitiser has loaded', async () => {
    const html = untrusted(XSS_VECTORS.map(wrapVector).join(''));
    await act(async () => {
      root.render(<SafeHtml html={html} as="section" className="notice-body" data-testid="safe" />);
    });
    const section = host.querySelector('section[data-testid="safe"]');
    expect(section).not.toBeNull();
    await expect.poll(() => section?.getAttribute('aria-busy')).toBeNull();
    expect(section?.classList.contains('notice-body')).toBe(true);
    expect(problemsIn(section as Element)).toEqual([]);
    // Vectors that swallow what follows them (an unclosed <textarea>, <xmp>, …) may hide later
    // markers; every marker up to the first such vector shows, and the first one always does.
    expect(section?.textContent).toContain(markerOf(XSS_VECTORS[0]?.id ?? ''));
    expect(calls).toEqual([]);
  });

  it('shows every vector’s marker when each is its own item', async () => {
    await act(async () => {
      root.render(
        <>
          {XSS_VECTORS.map((vector) => (
            <SafeHtml key={vector.id} html={untrusted(wrapVector(vector))} data-testid={`item-${vector.id}`} />
          ))}
        </>,
      );
    });
    await expect.poll(() => host.querySelectorAll('[aria-busy]').length).toBe(0);
    for (const vector of XSS_VECTORS) {
      const item = host.querySelector(`[data-testid="item-${vector.id}"]`) as Element;
      expect(item.textContent, vector.id).toContain(markerOf(vector.id));
      expect(problemsIn(item), vector.id).toEqual([]);
    }
    expect(calls).toEqual([]);
  });

  it('never shows the raw HTML, not even as text, before the sanitiser is ready', () => {
    act(() => root.render(<SafeHtml html={untrusted('<img src=x onerror="__xss(1)">raw')} />));
    expect(host.textContent).not.toContain('onerror');
  });
});
