/**
 * Draws the installable app's icons (src/public/icons/*.png, committed) from the brand's crown
 * (src/ui/icons.tsx CrownMark) in Chromium: `npx tsx tests/tools/make-app-icons.ts`. Run again
 * when the crown changes. The maskable icon fills its square with the background and keeps the
 * crown inside the middle 80 % (the safe zone a launcher's mask never cuts).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';

const CROWN = `
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffe08a"/><stop offset="0.55" stop-color="#f4b929"/><stop offset="1" stop-color="#c9850f"/>
    </linearGradient>
  </defs>
  <path d="M7 12.5 11.2 16 16 8.5l4.8 7.5 4.2-3.5-1.9 9.5H8.9z" fill="url(#gold)" stroke="#ffe9a8" stroke-width="0.6" stroke-linejoin="round"/>
  <rect x="8.8" y="22.6" width="14.4" height="2.4" rx="1.2" fill="url(#gold)"/>
  <circle cx="16" cy="7.4" r="1.4" fill="#ffe08a"/><circle cx="6.6" cy="11.6" r="1.1" fill="#ffe08a"/><circle cx="25.4" cy="11.6" r="1.1" fill="#ffe08a"/>`;

/** The rounded tile of the logo (any purpose). */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="1" y="1" width="30" height="30" rx="9" fill="#141b2b"/><rect x="1.5" y="1.5" width="29" height="29" rx="8.5" fill="none" stroke="url(#gold)" stroke-opacity="0.55"/>${CROWN}</svg>`;
/** Full bleed, the crown scaled into the safe zone (maskable; Apple draws its own rounded corners too). */
const bleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#141b2b"/><g transform="translate(16 16.6) scale(0.72) translate(-16 -16)">${CROWN}</g></svg>`;

const ICONS: readonly { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: tile, size: 192 },
  { file: 'icon-512.png', svg: tile, size: 512 },
  { file: 'maskable-512.png', svg: bleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: bleed, size: 180 },
];

const out = 'src/public/icons';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`);
    await page.screenshot({ path: `${out}/${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`${out}/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
