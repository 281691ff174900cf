/**
 * A QR code of a text as an <img> (its own lazy chunk, the only place uqr is imported): uqr draws
 * the code as SVG markup, shown through a data: URL, so there is no canvas, no inline style
 * attribute and nothing the Content-Security-Policy blocks (img-src allows data:). The image
 * carries its accessible name; the text itself is shown beside it by the caller.
 */
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** The data: URL of the text's QR code (medium error correction, a quiet zone of 2 modules). */
export function qrDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { ecc: 'M', border: 2 }))}`;
}

function QrImage({ text, alt }: { text: string; alt: string }) {
  const src = useMemo(() => qrDataUrl(text), [text]);
  return <img src={src} alt={alt} width={240} height={240} data-testid="link-qr-image" />;
}

export default QrImage;
