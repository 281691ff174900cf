/**
 * Saves text the page made (a report's CSV) as a file: a Blob behind an object URL, followed by an
 * <a download> click. Nothing leaves the browser and nothing navigates (CSP allows it: a download is
 * no fetch, frame or script). A UTF-8 byte-order mark goes first so spreadsheets read accents.
 */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has started the download
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
