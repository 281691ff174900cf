// @vitest-environment jsdom
/**
 * The file picker says what to do and what is chosen in the page's language (the browser's own
 * control speaks the browser's), and keeps the real file input, named by its field's label.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilePicker } from '../../../src/ui/FilePicker';
import { mountRoot, type MountedRoot } from './mountRoot';

let mounted: MountedRoot;
beforeEach(() => {
  mounted = mountRoot();
});
afterEach(() => mounted.unmount());

describe('FilePicker', () => {
  it('draws a button and the choice in the given words over a real, labelled file input', () => {
    mounted.render(
      <>
        <label htmlFor="pick">Imágenes (opcional)</label>
        <FilePicker id="pick" multiple buttonLabel="Elegir imágenes" chosenLabel="Ninguna imagen elegida" />
      </>,
    );
    const input = mounted.host.querySelector('input');
    expect(input?.type).toBe('file');
    expect(input?.multiple).toBe(true);
    // the field's label names the input; the drawn button opens it (a label for it) without naming it twice
    const labels = [...(input?.labels ?? [])];
    expect(labels.map((label) => label.textContent)).toEqual(['Imágenes (opcional)', 'Elegir imágenes']);
    expect(labels[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(mounted.host.textContent).toContain('Ninguna imagen elegida');
    expect(mounted.host.textContent).not.toMatch(/Choose Files|No file chosen/);
  });
});
