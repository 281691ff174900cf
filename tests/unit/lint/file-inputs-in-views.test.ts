/**
 * A file input in a view is src/ui's FilePicker: the browser's own control says "Choose Files /
 * No file chosen" in the browser's language, whatever the page's (the withdrawal proof upload
 * still did). This finds a native `<input type="file">` written in a view.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const NATIVE_FILE_INPUT = /type=["'{`]+file["'}`]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('file inputs in views', () => {
  it('finds a native file input', () => {
    expect(['<input type="file" />', "<input type='file' />", '<input type={`file`} />'].map((sample) => NATIVE_FILE_INPUT.test(sample))).toEqual([true, true, true]);
    expect(NATIVE_FILE_INPUT.test('<FilePicker accept="image/png" />')).toBe(false);
  });

  it('are drawn by FilePicker only', () => {
    const found = sources(join(ROOT, 'src/views')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (NATIVE_FILE_INPUT.test(line) ? [`${relative(ROOT, file)}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
