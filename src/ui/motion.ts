/**
 * Every @keyframes of the app, inserted into the style sheet as this module is evaluated: at boot,
 * in the entry, before the first page is drawn.
 *
 * Stitches inserts a keyframes rule the first time a style names it, which is when the module
 * defining that style is evaluated. Chromium restyles the whole page when a @keyframes rule is
 * added, wherever it goes (a @media rule is kept from doing so by src/ui/styleSheet.ts): the red
 * envelope's three, arriving with its chunk over a built member page, cost a restyle of 1,186
 * elements, 47 ms at 4x CPU, even when no envelope was then shown. Inserted here they cost
 * nothing, the page being still empty.
 */
import { keyframes } from './theme';

/** A full turn: spinners and the balance's refresh icon. */
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
/**
 * A skeleton's sheen sweeping across: a transform, which the compositor runs on its own. It moved
 * the background's position before, which repaints the box on the main thread every frame: the
 * lobby's three dozen waiting tiles painted ≈60 times a second while the phone was still building
 * the page (Lighthouse's blocking time on / counted that paint).
 */
export const shimmer = keyframes({ '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(100%)' } });
/** The home's announcement ticker. */
export const marquee = keyframes({ '0%': { transform: 'translateX(0)' }, '100%': { transform: 'translateX(-100%)' } });

/** Dialogs: the scrim fades in, a bottom sheet rises, a centred dialog zooms, a drawer slides. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(24px)' }, to: { opacity: 1, transform: 'none' } });
export const zoomIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });
export const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

/** The red envelope: the closed one sways, the floating button glows, the opened one bursts in. */
export const sway = keyframes({ '0%, 100%': { transform: 'rotate(0deg)' }, '25%': { transform: 'rotate(-8deg)' }, '75%': { transform: 'rotate(8deg)' } });
export const glow = keyframes({ '0%, 100%': { boxShadow: '0 0 0 0 rgba(255, 215, 0, 0.55)' }, '50%': { boxShadow: '0 0 0 10px rgba(255, 215, 0, 0)' } });
export const burst = keyframes({ from: { transform: 'scale(0.6)', opacity: 0 }, to: { transform: 'scale(1)', opacity: 1 } });

// Stitches inserts a keyframes rule from its toString; called as a method, since the bundler drops
// a String(rule) whose value is unused as free of side effects
for (const rule of [spin, shimmer, marquee, fadeIn, riseIn, zoomIn, slideIn, sway, glow, burst]) rule.toString();
