/** Where sharp cannot load (no prebuilt binary for the machine), the platform still shows its pictures: as their SVG art. */
import { describe, expect, it, vi } from 'vitest';
import { createRasterPictures } from '../../../schema/media/raster';

const noSharp = () => Promise.reject(new Error('Could not load the "sharp" module using the linux-x64 runtime'));

const ART = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200" role="img"><rect width="300" height="200"/></svg>';

describe('raster pictures without sharp', () => {
  it('sends the art as SVG, a blank one as the blank art, and says why once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pictures = createRasterPictures(noSharp);
    expect(await pictures.picture(ART)).toEqual({ body: ART, contentType: 'image/svg+xml; charset=utf-8' });
    const blankArt = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200" role="img"/>';
    expect(await pictures.blank(ART)).toEqual({ body: blankArt, contentType: 'image/svg+xml; charset=utf-8' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('sharp did not load');
  });
});
