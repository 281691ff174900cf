/**
 * The one way HTML from the platform reaches the DOM (announcements, notices, popups, promotions,
 * help centre, later messages and withdrawal notes): `html` is the schemas' `UntrustedHtml`, kept
 * as the platform sent it and sanitised here, on every render, right before it is inserted
 * (src/ui/sanitize-html.ts: DOMPurify, strict policy). ESLint forbids dangerouslySetInnerHTML in
 * every other file.
 *
 * The sanitiser (DOMPurify, and parse5 for a text that is not bare markup) is imported the first
 * time a SafeHtml renders a text that needs it, so it never weighs on the first route; until it has
 * loaded the element is empty and aria-busy (the raw HTML is never shown, not even as text).
 *
 * The element contains what it renders: the sanitiser already drops the classes and
 * styles that could dress server HTML up as the app, and the box itself is a containing block for
 * anything positioned, a stacking context of its own and clipped to its edges, so no server text
 * can ever lay an overlay over the page's controls; and it is as wide as its container, never as
 * wide as its text (`contained`, below), so no server text widens the page either.
 */
import { createElement, useEffect, useMemo, useReducer } from 'react';
import type { UntrustedHtml } from '@api/schemas';
import { platformImageHosts } from './imageHosts';
import { isBareMarkup } from './bareMarkup';
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

/** Sanitised markup of a text (see ./sanitize-html.ts). */
type Sanitize = (html: string, options: { readonly imageHosts?: readonly string[] }) => string;

/**
 * Two sanitisers, each loaded the first time a text needs it: the policy alone for bare markup
 * (./bareMarkup.ts: most popups and notices; DOMPurify, ≈12 KB gzip), and the policy over parse5's
 * tree for any other text (≈43 KB gzip more), which also reads bare markup once it is in.
 */
const sanitizers: { bare: Sanitize | null; full: Sanitize | null } = { bare: null, full: null };
const loading: { bare: Promise<Sanitize> | null; full: Promise<Sanitize> | null } = { bare: null, full: null };

const kindOf = (html: string): 'bare' | 'full' => (isBareMarkup(html) ? 'bare' : 'full');

/** The sanitiser loaded that can read `html`, if any. */
const sanitizerFor = (html: string): Sanitize | null => sanitizers.full ?? (kindOf(html) === 'bare' ? sanitizers.bare : null);

/**
 * Each sanitiser's import on its own: the build preloads what an import site may need, and one
 * site choosing between the two made loading the bare one fetch parse5's chunk as well (165 KB on
 * every first visit to /, for its popup).
 */
const importers: Record<'bare' | 'full', () => Promise<Sanitize>> = {
  bare: () => import('./sanitize-policy').then((module) => module.sanitizeBare),
  full: () => import('./sanitize-html').then((module) => module.sanitizeHtml),
};

function loadSanitizer(kind: 'bare' | 'full'): Promise<Sanitize> {
  loading[kind] ??= loadChunk<Sanitize>(importers[kind]).then(
    (sanitize) => (sanitizers[kind] = sanitize),
    (error: unknown) => {
      loading[kind] = null; // a failed chunk load is retried by the next SafeHtml
      throw error;
    },
  );
  return loading[kind];
}

/**
 * A lazily loaded view's loader that also loads a sanitiser, for a view that shows platform HTML
 * in its first frame: it then opens with its content instead of empty and growing a moment later
 * (a layout shift of the whole dialog). `full`: the view's texts are not known yet (the
 * announcements), so the sanitiser that reads any; else the one for bare markup, and the view
 * waits for its text's own (useSanitizerReady).
 */
export function withSanitizer<T>(load: () => Promise<T>, kind: 'bare' | 'full' = 'bare'): () => Promise<T> {
  return () => Promise.all([load(), loadSanitizer(kind)]).then(([module]) => module);
}

/** Whether the sanitiser that reads `html` has loaded; loads it if not (a popup opens once it has: with its content). */
export function useSanitizerReady(html: string): boolean {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const ready = sanitizerFor(html) !== null;
  const kind = kindOf(html);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadSanitizer(kind).then(
      () => {
        if (live) loaded();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, kind]);
  return ready;
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
  const ready = useSanitizerReady(html);
  const sanitize = ready ? sanitizerFor(html) : null;
  const clean = useMemo(() => (sanitize ? sanitize(html, { imageHosts: platformImageHosts() }) : ''), [sanitize, html]);
  return createElement(as, {
    className: className ? `${contained().className} ${className}` : contained().className,
    id,
    'data-testid': testId,
    'aria-busy': sanitize ? undefined : true,
    dangerouslySetInnerHTML: { __html: clean },
  });
}
