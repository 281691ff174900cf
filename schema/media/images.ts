/**
 * Draws every image of the catalogue as SVG art on request (`/__platform/img/<kind>/<key>.svg`; the
 * records name `.webp`, the same art as a raster picture: raster.ts):
 * vendor logos, game icons, banners, avatars, category icons, promotion and reward art. The
 * look follows from the record (vendor colours, game name, classification) plus a hash of the
 * key, so an image never changes between requests and nothing is downloaded.
 */
import type { Catalogue } from '../state/catalogue.js';
import { PROMOTIONS } from '../domain/promotions.js';
import { isImageKind, type ImageKind } from './image-paths.js';
import { hashString } from '../infra/prng.js';
import { IMAGE_PATH_PREFIX } from '../../src/api/routes.js';
import type { GameRecord } from '../seed/games.js';
import { languageFrom, type Language } from '../seed/text.js';
import { GAME_TYPE_NAMES, VENDORS, isGameType, type VendorDefinition } from '../seed/vendors.js';

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const PALETTES: readonly (readonly [string, string])[] = [
  ['#ff6b6b', '#5f27cd'],
  ['#feca57', '#ff6b6b'],
  ['#48dbfb', '#0abde3'],
  ['#1dd1a1', '#10ac84'],
  ['#5f27cd', '#341f97'],
  ['#ff9ff3', '#f368e0'],
  ['#54a0ff', '#2e86de'],
  ['#00d2d3', '#01a3a4'],
  ['#ff9f43', '#ee5253'],
  ['#c8d6e5', '#576574'],
  ['#f6e58d', '#f9ca24'],
  ['#7ed6df', '#4834d4'],
];

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character);
}

function paletteFor(key: string): readonly [string, string] {
  return PALETTES[hashString(key) % PALETTES.length] ?? ['#444', '#222'];
}

function vendorOf(code: string): VendorDefinition | undefined {
  return VENDORS.find((vendor) => vendor.code === code);
}

/** Breaks a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function textLines(lines: readonly string[], x: number, firstY: number, lineHeight: number, attributes: string): string {
  return lines.map((line, index) => `<text x="${x}" y="${firstY + index * lineHeight}" ${attributes}>${escapeXml(line)}</text>`).join('');
}

function svg(width: number, height: number, colours: readonly [string, string], body: string, radius = 16): string {
  const id = `g${hashString(body) % 100000}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>` +
    `<radialGradient id="${id}s" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#${id})"/>` +
    `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#${id}s)"/>` +
    body +
    `</svg>`
  );
}

/** Soft circles scattered by the key's hash: decoration that differs from image to image. */
function bubbles(key: string, width: number, height: number, count: number): string {
  let state = hashString(key);
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const radius = Math.round(10 + next() * Math.min(width, height) * 0.35);
    return `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${radius}" fill="#fff" fill-opacity="${(0.05 + next() * 0.12).toFixed(2)}"/>`;
  }).join('');
}

function star(cx: number, cy: number, radius: number, points: number, inner: number): string {
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${corners.join(' ')}" fill="#fff" fill-opacity="0.92"/>`;
}

/** Slot symbols: a slot icon shows one of them, chosen by the game's key. */
const SLOT_SYMBOLS: readonly ((cx: number, cy: number, s: number) => string)[] = [
  (cx, cy, s) => `<text x="${cx}" y="${cy + s * 0.45}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${s * 1.6}" fill="#fff" fill-opacity="0.9">777</text>`,
  (cx, cy, s) => star(cx, cy, s * 0.9, 5, 0.45),
  (cx, cy, s) =>
    `<circle cx="${cx}" cy="${cy}" r="${s * 0.8}" fill="#ffd166"/><circle cx="${cx}" cy="${cy}" r="${s * 0.62}" fill="none" stroke="#e09f3e" stroke-width="${s * 0.08}"/>` +
    `<text x="${cx}" y="${cy + s * 0.3}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${s * 0.9}" fill="#b5651d">$</text>`,
  (cx, cy, s) => `<polygon points="${cx},${cy - s * 0.85} ${cx + s * 0.8},${cy - s * 0.2} ${cx},${cy + s * 0.9} ${cx - s * 0.8},${cy - s * 0.2}" fill="#fff" fill-opacity="0.92"/>`,
  (cx, cy, s) =>
    `<path d="M${cx - s * 0.3} ${cy + s * 0.2} Q ${cx} ${cy - s} ${cx + s * 0.45} ${cy - s * 0.7}" stroke="#2d6a4f" stroke-width="${s * 0.1}" fill="none"/>` +
    `<circle cx="${cx - s * 0.35}" cy="${cy + s * 0.4}" r="${s * 0.38}" fill="#e63946"/><circle cx="${cx + s * 0.35}" cy="${cy + s * 0.25}" r="${s * 0.38}" fill="#d62828"/>`,
  (cx, cy, s) => `<polygon points="${cx - s * 0.85},${cy + s * 0.5} ${cx - s * 0.85},${cy - s * 0.45} ${cx - s * 0.4},${cy} ${cx},${cy - s * 0.7} ${cx + s * 0.4},${cy} ${cx + s * 0.85},${cy - s * 0.45} ${cx + s * 0.85},${cy + s * 0.5}" fill="#ffd166"/>`,
];

/** A small emblem per game type, drawn with shapes so no icon font is needed. */
function emblem(gameType: string, cx: number, cy: number, size: number, key = ''): string {
  const s = size / 2;
  switch (gameType) {
    case 'RNG': {
      const symbol = SLOT_SYMBOLS[hashString(key) % SLOT_SYMBOLS.length] ?? SLOT_SYMBOLS[0];
      return symbol ? symbol(cx, cy, s) : '';
    }
    case 'LIVE':
      return `<path d="M${cx} ${cy - s} C ${cx + s} ${cy - s * 0.2}, ${cx + s} ${cy + s * 0.6}, ${cx} ${cy + s * 0.2} C ${cx - s} ${cy + s * 0.6}, ${cx - s} ${cy - s * 0.2}, ${cx} ${cy - s} Z M${cx} ${cy} L ${cx + s * 0.35} ${cy + s} L ${cx - s * 0.35} ${cy + s} Z" fill="#fff" fill-opacity="0.9"/>`;
    case 'FISH':
      return `<ellipse cx="${cx - s * 0.15}" cy="${cy}" rx="${s * 0.7}" ry="${s * 0.42}" fill="#fff" fill-opacity="0.9"/><path d="M${cx + s * 0.45} ${cy} L ${cx + s} ${cy - s * 0.45} L ${cx + s} ${cy + s * 0.45} Z" fill="#fff" fill-opacity="0.9"/><circle cx="${cx - s * 0.5}" cy="${cy - s * 0.08}" r="${s * 0.08}" fill="#333"/>`;
    case 'PVP':
      return `<rect x="${cx - s * 0.8}" y="${cy - s * 0.7}" width="${s}" height="${s * 1.4}" rx="${s * 0.12}" fill="#fff" fill-opacity="0.75" transform="rotate(-12 ${cx} ${cy})"/><rect x="${cx - s * 0.2}" y="${cy - s * 0.7}" width="${s}" height="${s * 1.4}" rx="${s * 0.12}" fill="#fff" fill-opacity="0.95" transform="rotate(10 ${cx} ${cy})"/>`;
    case 'SPORTS':
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.85}" fill="#fff" fill-opacity="0.92"/><path d="M${cx} ${cy - s * 0.32} L ${cx + s * 0.3} ${cy - s * 0.1} L ${cx + s * 0.19} ${cy + s * 0.26} L ${cx - s * 0.19} ${cy + s * 0.26} L ${cx - s * 0.3} ${cy - s * 0.1} Z" fill="#333"/>`;
    case 'ESPORTS':
      return `<rect x="${cx - s}" y="${cy - s * 0.5}" width="${size}" height="${s}" rx="${s * 0.5}" fill="#fff" fill-opacity="0.92"/><circle cx="${cx + s * 0.5}" cy="${cy}" r="${s * 0.14}" fill="#333"/><rect x="${cx - s * 0.7}" y="${cy - s * 0.06}" width="${s * 0.5}" height="${s * 0.12}" fill="#333"/><rect x="${cx - s * 0.51}" y="${cy - s * 0.25}" width="${s * 0.12}" height="${s * 0.5}" fill="#333"/>`;
    case 'COCKFIGHT':
      return `<text x="${cx}" y="${cy + s * 0.4}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-style="italic" font-size="${size * 0.75}" fill="#fff" fill-opacity="0.92">VS</text>`;
    default:
      return [0, 1, 2]
        .map((index) => {
          const x = cx + (index - 1) * s * 0.7;
          return `<circle cx="${x}" cy="${cy}" r="${s * 0.32}" fill="#fff" fill-opacity="0.92"/><text x="${x}" y="${cy + s * 0.12}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${s * 0.34}" fill="#333">${(index * 3 + 7) % 10}</text>`;
        })
        .join('');
  }
}

/** How wide a heavy capital of the vendor code is, in units of its font size. */
const VENDOR_CODE_ADVANCE = 0.72;

function vendorLogo(code: string, large: boolean): string | undefined {
  const vendor = vendorOf(code);
  if (!vendor) return undefined;
  const [width, height] = large ? [600, 300] : [240, 120];
  const codeText = vendor.code.replace(/_/g, ' ');
  // a heavy capital is about 0.72 of its size wide, plus the 2-unit letter spacing: the code fits 85 % of the width
  const codeSize = Math.min(height * 0.42, (width * 0.85 - 2 * codeText.length) / Math.max(2, codeText.length * VENDOR_CODE_ADVANCE));
  const body =
    bubbles(vendor.code, width, height, large ? 7 : 4) +
    `<text x="${width / 2}" y="${height * 0.56}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${codeSize.toFixed(1)}" fill="#fff" letter-spacing="2">${escapeXml(codeText)}</text>` +
    `<text x="${width / 2}" y="${height * 0.82}" text-anchor="middle" font-family="${FONT}" font-weight="600" font-size="${(height * 0.12).toFixed(1)}" fill="#fff" fill-opacity="0.85">${escapeXml(vendor.name)}</text>`;
  return svg(width, height, vendor.colors, body, large ? 24 : 14);
}

function gameIcon(game: GameRecord, large: boolean): string {
  const [width, height] = large ? [600, 300] : [300, 300];
  const vendorColours = vendorOf(game.vassalage)?.colors ?? paletteFor(game.vassalage);
  const accent = paletteFor(game.nodeId);
  const colours: readonly [string, string] = [accent[0], vendorColours[1]];
  const lines = wrap(game.displayName, large ? 16 : 14, 3);
  const titleSize = large ? 42 : 34;
  const firstLine = large ? height * 0.55 - ((lines.length - 1) * titleSize) / 2 : 200 - ((lines.length - 1) * titleSize) / 2;
  const titleX = large ? width * 0.36 : width / 2;
  const anchor = large ? 'start' : 'middle';
  const body =
    bubbles(game.nodeId, width, height, 6) +
    emblem(game.gameType, large ? width * 0.18 : width / 2, large ? height / 2 : 92, large ? 120 : 90, game.nodeId) +
    // the vendor chip sits bottom left: the front end puts its hot and trial tags top left
    `<rect x="14" y="${height - 44}" rx="10" width="${game.vassalage.length * 11 + 22}" height="30" fill="#000" fill-opacity="0.35"/>` +
    `<text x="25" y="${height - 23}" font-family="${FONT}" font-weight="700" font-size="17" fill="#fff">${escapeXml(game.vassalage)}</text>` +
    textLines(lines, titleX, firstLine, titleSize * 1.08, `text-anchor="${anchor}" font-family="${FONT}" font-weight="800" font-size="${titleSize}" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="1"`);
  return svg(width, height, colours, body, 22);
}

function banner(title: string, key: string, language: Language): string {
  const [width, height] = [1200, 400];
  const colours = paletteFor(key);
  const lines = wrap(title, 16, 2);
  const body =
    bubbles(key, width, height, 10) +
    textLines(lines, 80, 170, 84, `font-family="${FONT}" font-weight="900" font-size="72" fill="#fff"`) +
    `<rect x="80" y="${lines.length > 1 ? 290 : 230}" width="260" height="64" rx="32" fill="#fff"/>` +
    `<text x="210" y="${lines.length > 1 ? 332 : 272}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="28" fill="${colours[1]}">${language === 'en' ? 'Play now' : 'Jugar ahora'}</text>` +
    emblem('RNG', 1010, 200, 220, key);
  return svg(width, height, colours, body, 0);
}

function avatar(key: string): string {
  const colours = paletteFor(key);
  const initials = key.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase() || '?';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">` +
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<circle cx="64" cy="64" r="64" fill="url(#a)"/>` +
    `<text x="64" y="80" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="46" fill="#fff">${escapeXml(initials)}</text></svg>`
  );
}

function categoryIcon(gameType: string, language: Language): string | undefined {
  if (!isGameType(gameType)) return undefined;
  const body = emblem(gameType, 48, 40, 42) + `<text x="48" y="86" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="11" fill="#fff">${escapeXml(GAME_TYPE_NAMES[gameType][language])}</text>`;
  return svg(96, 96, paletteFor(gameType), body, 20);
}

function card(title: string, key: string, width: number, height: number, gameType: string): string {
  const lines = wrap(title, Math.round(width / 26), 3);
  const body =
    bubbles(key, width, height, 6) +
    emblem(gameType, width / 2, height * 0.36, Math.min(width, height) * 0.3, key) +
    textLines(lines, width / 2, height * 0.72 - ((lines.length - 1) * 30) / 2, 32, `text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="28" fill="#fff"`);
  return svg(width, height, paletteFor(key), body, 18);
}

function liveCamPortrait(key: string): string {
  const body =
    bubbles(key, 240, 320, 5) +
    `<circle cx="120" cy="120" r="52" fill="#fff" fill-opacity="0.85"/>` +
    `<path d="M40 320 C 40 220, 200 220, 200 320 Z" fill="#fff" fill-opacity="0.85"/>` +
    `<circle cx="206" cy="28" r="9" fill="#ff3b3b"/><text x="190" y="34" text-anchor="end" font-family="${FONT}" font-weight="800" font-size="16" fill="#fff">LIVE</text>`;
  return svg(240, 320, paletteFor(`cam${key}`), body, 18);
}

/** Draws the art for a path under IMAGE_PATH_PREFIX (`.svg`, or `.webp` for the raster picture drawn from it: raster.ts), or undefined when there is none. */
export function renderImage(catalogue: Catalogue, pathname: string, search: URLSearchParams): string | undefined {
  const match = new RegExp(`^${IMAGE_PATH_PREFIX}/([a-z-]+)/(.+)\\.(?:svg|webp)$`).exec(pathname);
  const kind = match?.[1];
  const rawKey = match?.[2];
  if (!kind || !rawKey || !isImageKind(kind)) return undefined;
  const key = decodeURIComponent(rawKey);
  const language = languageFrom(search.get('lang'));
  return drawers[kind](catalogue, key, language);
}

const drawers: Record<ImageKind, (catalogue: Catalogue, key: string, language: Language) => string | undefined> = {
  vendor: (_catalogue, key) => vendorLogo(key, false),
  'vendor-large': (_catalogue, key) => vendorLogo(key, true),
  game: (catalogue, key) => {
    const game = catalogue.gamesById.get(key);
    return game && gameIcon(game, false);
  },
  'game-large': (catalogue, key) => {
    const game = catalogue.gamesById.get(key);
    return game && gameIcon(game, true);
  },
  banner: (catalogue, key, language) => {
    const record = catalogue.banners.find((item) => item.id === key);
    return record && banner(record.title[language], key, language);
  },
  avatar: (_catalogue, key) => avatar(key),
  category: (_catalogue, key, language) => categoryIcon(key, language),
  announcement: (catalogue, key, language) => {
    const record = catalogue.announcements.find((item) => key.startsWith(`${item.id}-`));
    return record && card(record.title[language], key, 800, 400, 'RNG');
  },
  promotion: (catalogue, key, language) => {
    const title = catalogue.promotions.find((item) => item.id === key)?.title ?? PROMOTIONS.find((item) => item.id === key)?.title ?? catalogue.popups.find((item) => item.id === key)?.title;
    return title && card(title[language], key, 600, 300, 'LIVE');
  },
  reward: (catalogue, key, language) => {
    const record = catalogue.rewardItems.find((item) => item.id === key);
    return record && card(record.name[language], key, 300, 300, 'ELOTT');
  },
  article: (catalogue, key, language) => {
    const record = catalogue.articles.find((item) => item.id === key);
    return record && card(record.title[language], key, 960, 540, record.kind === 'BLOG' ? 'RNG' : 'SPORTS');
  },
  livecam: (_catalogue, key) => liveCamPortrait(key),
  lottery: (catalogue, key) => {
    const record = catalogue.lotteryByCode.get(key);
    return record && card(record.name, key, 300, 300, 'LOTT');
  },
};
