/**
 * The width of the page's classic scrollbar (0 where scrollbars overlay the page, as on phones),
 * which a dialog pads the body with when it stops the page scrolling, so nothing moves sideways.
 *
 * Measuring it on demand (`innerWidth - clientWidth`) forces a layout of the whole page in the
 * middle of the commit that opens the dialog, a layout the scroll lock then throws away again
 * (issue 17: 26–37 ms of a load task at 4x CPU wherever a popup opens as the page loads). So a
 * ResizeObserver on the root, started at boot, notes it after each layout the browser does anyway,
 * when reading it costs nothing; the root's box changes whenever the window does or a scrollbar
 * comes or goes.
 */
let measured: number | null = null;
let watching = false;

function measure(): number {
  return Math.max(0, window.innerWidth - document.documentElement.clientWidth);
}

/** Starts noting the width after every layout of the root (once; src/main.tsx calls it at boot). */
export function watchScrollbarWidth(): void {
  if (watching || typeof ResizeObserver === 'undefined') return;
  watching = true;
  new ResizeObserver(() => {
    measured = measure();
  }).observe(document.documentElement);
}

/** The last width noted; measured now only before the first layout has been observed. */
export function scrollbarWidth(): number {
  return measured ?? measure();
}
