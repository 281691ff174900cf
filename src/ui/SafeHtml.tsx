/**
 * The one way HTML from the platform reaches the DOM (announcements, notices, popups, promotions,
 * help centre, later messages and withdrawal notes): `html` is the schemas' `UntrustedHtml`, kept
 * as the platform sent it and sanitised here, on every render, right before it is inserted
 * (src/ui/sanitize-html.ts: DOMPurify, strict policy). ESLint forbids dangerouslySetInnerHTML in
 * every other file.
 *
 * The sanitiser (DOMPurify and parse5, ≈50 KB gzip) is imported the first time a SafeHtml renders,
 * so it never weighs on the first route; until it has loaded the element is empty and aria-busy
 * (the raw HTML is never shown, not even as text).
 *
 * The element contains what it renders: the sanitiser already drops the classes and
 * styles that could dress server HTML up as the app, and the box itself is a containing block for
 * anything positioned, a stacking context of its own and clipped to its edges, so no server text
 * can ever lay an overlay over the page's controls; and it is as wide as its container, never as
 * wide as its text (`contained`, below), so no server text widens the page either.
 */
import { createElement, useEffect, useMemo, useState } from 'react';
import type { UntrustedHtml } from '@api/schemas';
import { platformImageHosts } from './imageHosts';
import { loadChunk } from './loadChunk';
import { css } from './theme';

/**
 * Server HTML stays in its box: laid out, stacked and painted inside it, never over the page, and
 * never wider than the page gives it. Its width is its container's, whatever the text holds:
 * inline-size containment leaves the content out of the box's own intrinsic width, so a
 * 10,000-character word, a 300-column table or a long <pre> cannot widen the grid or flex column
 * around it (an auto or fr track sizes to its content's min-content) and with it the page. Inside,
 * words wrap anywhere they must; a table or a <pre> wider than the box scrolls in its own box (a
 * block of the table's own width, at most the box's); the box scrolls whatever else is too wide.
 */
const contained = css({
  contain: 'inline-size layout paint',
  isolation: 'isolate',
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '100%',
  overflowX: 'auto',
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { display: 'block', width: 'max-content', maxWidth: '100%', overflowX: 'auto' },
  '& pre': { maxWidth: '100%', overflowX: 'auto' },
});

type Sanitizer = typeof import('./sanitize-html');

let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

function loadSanitizer(): Promise<Sanitizer> {
  loading ??= loadChunk(() => import('./sanitize-html')).then(
    (module) => (sanitizer = module),
    (error: unknown) => {
      loading = null; // a failed chunk load is retried by the next SafeHtml
      throw error;
    },
  );
  return loading;
}

/**
 * A lazily loaded view's loader that also loads the sanitizer, for a view that shows platform HTML
 * in its first frame (a popup): it then opens with its content instead of empty and growing a
 * moment later (a layout shift of the whole dialog).
 */
export function withSanitizer<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSanitizer()]).then(([module]) => module);
}

export interface SafeHtmlProps {
  html: UntrustedHtml;
  /** The wrapping element (block content needs a block element). */
  as?: 'div' | 'section' | 'article' | 'span';
  className?: string;
  id?: string;
  'data-testid'?: string;
}

export function SafeHtml({ html, as = 'div', className, id, 'data-testid': testId }: SafeHtmlProps) {
  const [loaded, setLoaded] = useState<Sanitizer | null>(sanitizer);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadSanitizer().then(
      (module) => {
        if (live) setLoaded(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  const clean = useMemo(() => (loaded ? loaded.sanitizeHtml(html, { imageHosts: platformImageHosts() }) : ''), [loaded, html]);
  return createElement(as, {
    className: className ? `${contained().className} ${className}` : contained().className,
    id,
    'data-testid': testId,
    'aria-busy': loaded ? undefined : true,
    dangerouslySetInnerHTML: { __html: clean },
  });
}
