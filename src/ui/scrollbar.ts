/**
 * The width of the page's scrollbar, which a dialog pads the body with when it stops the page
 * scrolling, so nothing moves sideways.
 *
 * Measuring it (`innerWidth - clientWidth`) forces a layout of the whole page in the middle of the
 * commit that opens the dialog (26–37 ms of a load task at 4x CPU on a phone, wherever a
 * popup opens as the page loads). Where scrollbars overlay the page (phones, and any browser set
 * so) there is nothing to pad, so the boot asks once, on a nearly empty page where a layout costs
 * nothing, how thick this browser's scrollbars are; only a browser with classic scrollbars
 * measures the page when a dialog opens.
 */
let thickness: number | null = null;

/** How thick this browser's classic scrollbars are (0 where they overlay the page); src/main.tsx calls it at boot. */
export function noteScrollbarThickness(): void {
  const probe = document.createElement('div');
  probe.style.position = 'absolute';
  probe.style.top = '-200px';
  probe.style.width = '100px';
  probe.style.height = '100px';
  probe.style.overflow = 'scroll';
  document.body.append(probe);
  thickness = probe.offsetWidth - probe.clientWidth;
  probe.remove();
}

/** The page's scrollbar width now: 0 without a layout where scrollbars overlay the page. */
export function scrollbarWidth(): number {
  if (thickness === 0) return 0;
  return Math.max(0, window.innerWidth - document.documentElement.clientWidth);
}
