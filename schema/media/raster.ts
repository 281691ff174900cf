/**
 * The platform's pictures as a picture CDN sends them: raster (WebP), drawn once from the SVG art
 * of images.ts and kept. A browser decodes a raster picture off its main thread; an SVG picture is
 * a document of its own that the page's main thread lays out and paints, text and gradients
 * included, so SVG art would make our lobby look slower than it is against a real platform
 * (docs/PERFORMANCE.md measures the difference). `.svg` keeps answering the art itself.
 *
 * sharp (libvips) does the drawing. Where it cannot load (a machine without its prebuilt binary),
 * the art is sent as SVG under the same address: the pictures still show.
 */
type Sharp = typeof import('sharp');

export interface RasterPicture {
  readonly body: Uint8Array<ArrayBuffer> | string;
  readonly contentType: string;
}

const QUALITY = 80;
/** libvips' effort 0–6: 2 draws a game tile in about half the default's (4) time (12 ms against 25, measured), 6 % larger. */
const EFFORT = 2;

let sharpLoading: Promise<Sharp> | undefined;
const importSharp = (): Promise<Sharp> => (sharpLoading ??= import('sharp').then((module) => module.default));

/** The art's root element (`<svg width=".." height=".." …>`), where every drawer writes its size. */
const svgRootOf = (svg: string): string | undefined => /^<svg\b[^>]*>/.exec(svg)?.[0];

function sizeOf(svg: string): { width: number; height: number } {
  const root = svgRootOf(svg) ?? '';
  const read = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1] ?? 1);
  return { width: read('width'), height: read('height') };
}

/**
 * The blank picture sent in place of a drawn one under BLANK_PICTURES_HEADER, as SVG: the art's
 * own root element with nothing in it, so it keeps its size and the page lays out as it does with
 * the real one (a tile's height, the largest paint).
 */
export function blankPictureOf(svg: string): string {
  const root = svgRootOf(svg);
  return root === undefined ? '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' : root.replace(/>$/, '/>');
}

const svgPicture = (svg: string): RasterPicture => ({ body: svg, contentType: 'image/svg+xml; charset=utf-8' });
const webp = (buffer: Buffer): RasterPicture => ({ body: new Uint8Array(buffer), contentType: 'image/webp' });

/**
 * One platform's picture drawer: `picture(svg)` answers the art as WebP, drawn on the first
 * request for that art and kept; `blank(svg)` a transparent picture of the art's size (for tests that
 * only need the layout, BLANK_PICTURES_HEADER).
 */
export function createRasterPictures(load: () => Promise<Sharp> = importSharp) {
  let loading: Promise<Sharp | null> | undefined;
  const loadSharp = () =>
    (loading ??= load().catch((error: unknown) => {
      console.warn(`[platform] pictures are sent as SVG: sharp did not load (${error instanceof Error ? error.message : String(error)})`);
      return null;
    }));
  const drawn = new Map<string, Promise<RasterPicture>>();
  const blanks = new Map<string, Promise<RasterPicture>>();

  const picture = (svg: string): Promise<RasterPicture> => {
    let answer = drawn.get(svg);
    if (!answer) {
      answer = loadSharp().then(async (sharp) =>
        sharp ? webp(await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: EFFORT }).toBuffer()) : svgPicture(svg),
      );
      drawn.set(svg, answer);
      // a failed drawing is not kept: the next request tries again
      answer.catch(() => drawn.delete(svg));
    }
    return answer;
  };

  const blank = (svg: string): Promise<RasterPicture> => {
    const { width, height } = sizeOf(svg);
    const key = `${width}x${height}`;
    let answer = blanks.get(key);
    if (!answer) {
      answer = loadSharp().then(async (sharp) =>
        sharp
          ? webp(await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).webp({ lossless: true }).toBuffer())
          : svgPicture(blankPictureOf(svg)),
      );
      blanks.set(key, answer);
      answer.catch(() => blanks.delete(key));
    }
    return answer;
  };

  return { picture, blank };
}
