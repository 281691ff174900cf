/**
 * Text measurement without a browser: widths are estimated from per-character advance tables so
 * the layout (and therefore the SVG) is the same in Node, in Vitest and in the dev browser.
 *
 * The tables are DejaVu Sans / DejaVu Sans Bold advances (per 100px, ASCII 32–126), the widest of
 * the fonts in the chart's font stacks, so real text never overflows its box. Labels on edges use
 * a monospace stack (0.6em in every common monospace font).
 */

// prettier-ignore
const SANS: readonly number[] = [32,40,46,84,64,95,78,27,39,39,50,84,32,36,32,34,64,64,64,64,64,64,64,64,64,64,34,34,84,84,84,53,100,68,69,70,77,63,58,77,75,29,29,66,56,86,75,79,60,79,69,63,61,73,68,99,69,61,69,39,34,39,84,50,50,61,63,55,63,62,35,63,63,28,28,58,28,97,63,61,63,63,41,52,39,63,59,82,59,59,52,64,34,64,84];
// prettier-ignore
const SANS_BOLD: readonly number[] = [35,46,52,84,70,100,87,31,46,46,52,84,38,42,38,37,70,70,70,70,70,70,70,70,70,70,40,40,84,84,84,58,100,77,76,73,83,68,68,82,84,37,37,77,64,100,84,85,73,85,77,72,68,81,77,110,77,72,73,46,37,46,84,50,50,67,72,59,72,68,44,72,71,34,34,67,34,104,71,69,72,72,49,60,48,71,65,92,65,65,58,71,37,71,84];

export type FontKind = 'sans' | 'sans-bold' | 'mono';

export const FONT_STACK: Readonly<Record<FontKind, string>> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", "Helvetica Neue", Arial, sans-serif',
  'sans-bold': 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace',
};

/** Estimated advance width of `text` at `size` px, with a small safety margin. */
export function textWidth(text: string, size: number, font: FontKind): number {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (font === 'mono') {
      units += code < 0x2e80 ? 60 : 100;
    } else {
      const table = font === 'sans-bold' ? SANS_BOLD : SANS;
      units += code >= 32 && code <= 126 ? (table[code - 32] ?? 70) : code < 0x2e80 ? 80 : 100;
    }
  }
  return Math.ceil((units / 100) * size * 1.04);
}

/**
 * Breaks `items` (already split at natural points, e.g. action names) into lines no longer than
 * `max` characters; the first line starts with `first`, later ones with `rest`.
 */
export function wrapList(items: readonly string[], first: string, rest: string, max: number, separator = ', '): string[] {
  const lines: string[] = [];
  let current = first;
  let count = 0;
  items.forEach((item, index) => {
    const piece = item + (index < items.length - 1 ? separator.trimEnd() : '');
    const gap = current.length === 0 || current.endsWith(' ') ? '' : ' ';
    if (count > 0 && current.length + gap.length + piece.length > max) {
      lines.push(current);
      current = rest + piece;
      count = 1;
    } else {
      current += gap + piece;
      count += 1;
    }
  });
  lines.push(current);
  return lines;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
