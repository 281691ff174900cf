/**
 * Draws a captcha as a PNG (API.md: `value` is a base64 PNG), with a 5×7 digit font, jitter and
 * noise, encoded by hand with node:zlib so no image library is needed.
 */
import { deflateSync } from 'node:zlib';

const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 4;

/** 5×7 bitmaps, one string per row, '#' = ink. */
const DIGITS: Record<string, readonly string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

type Rgb = readonly [number, number, number];

const INKS: readonly Rgb[] = [[26, 35, 126], [136, 14, 79], [27, 94, 32], [191, 54, 12], [49, 27, 146]];

/** `noise` supplies randomness in [0, 1); the image need not be reproducible, only legible. */
export function renderCaptchaPng(text: string, noise: () => number = Math.random): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const paint = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const offset = (y * WIDTH + x) * 3;
    pixels[offset] = r;
    pixels[offset + 1] = g;
    pixels[offset + 2] = b;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) paint(x, y, [236 + Math.round(noise() * 16), 240 + Math.round(noise() * 12), 250]);
  }
  // Lines behind the digits make naive OCR harder without hurting people.
  for (let line = 0; line < 4; line += 1) {
    const colour: Rgb = [150 + Math.round(noise() * 80), 150 + Math.round(noise() * 80), 180];
    let y = noise() * HEIGHT;
    const slope = (noise() - 0.5) * 0.8;
    for (let x = 0; x < WIDTH; x += 1, y += slope) paint(x, Math.round(y), colour);
  }
  const glyphWidth = 5 * SCALE;
  const gap = Math.floor((WIDTH - text.length * glyphWidth) / (text.length + 1));
  [...text].forEach((character, index) => {
    const glyph = DIGITS[character];
    if (!glyph) return;
    const ink = INKS[Math.floor(noise() * INKS.length)] ?? INKS[0] ?? [0, 0, 0];
    const left = gap + index * (glyphWidth + gap) + Math.round((noise() - 0.5) * 4);
    const top = Math.floor((HEIGHT - 7 * SCALE) / 2) + Math.round((noise() - 0.5) * 8);
    const shear = (noise() - 0.5) * 0.5;
    glyph.forEach((row, rowIndex) => {
      [...row].forEach((cell, columnIndex) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy += 1) {
          const y = top + rowIndex * SCALE + dy;
          const slant = Math.round((y - HEIGHT / 2) * shear);
          for (let dx = 0; dx < SCALE; dx += 1) paint(left + columnIndex * SCALE + dx + slant, y, ink);
        }
      });
    });
  });
  for (let dot = 0; dot < 90; dot += 1) paint(Math.floor(noise() * WIDTH), Math.floor(noise() * HEIGHT), INKS[dot % INKS.length] ?? [0, 0, 0]);
  return encodePng(pixels);
}

function encodePng(rgb: Buffer): Buffer {
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    // Filter byte 0 (none) starts every scanline.
    rgb.copy(rows, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
