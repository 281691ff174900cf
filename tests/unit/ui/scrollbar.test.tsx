// @vitest-environment jsdom
/**
 * A dialog pads the page by the scrollbar it hides, with the width noted after the browser's last
 * layout (src/ui/scrollbar.ts), not measured in the commit that opens it: that read forced a
 * layout of the whole page in the middle of a load (issue 17).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountRoot } from './mountRoot';

let layoutObserved: (() => void) | null = null;
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    layoutObserved = () => this.callback();
  }
  unobserve() {}
  disconnect() {}
}

let clientWidth = 985;
let clientWidthReads = 0;

beforeAll(async () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('innerWidth', 1000);
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    get: () => {
      clientWidthReads += 1;
      return clientWidth;
    },
  });
  await i18next.use(initReactI18next).init({ lng: 'es', resources: { es: { common: { actions: { close: 'Cerrar' } } } }, defaultNS: 'common' });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the scroll lock and the scrollbar width', () => {
  it('pads the page by the width noted after the last layout, reading no layout as the dialog opens', async () => {
    const { watchScrollbarWidth, scrollbarWidth } = await import('../../../src/ui/scrollbar');
    const { Dialog } = await import('../../../src/ui/Dialog');
    watchScrollbarWidth();
    // the browser lays the page out: a 15 px scrollbar
    layoutObserved?.();
    expect(scrollbarWidth()).toBe(15);

    const reads = clientWidthReads;
    const mounted = mountRoot();
    mounted.render(
      <Dialog open onClose={() => {}} title="Aviso">
        <p>Texto</p>
      </Dialog>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
    expect(clientWidthReads).toBe(reads);
    mounted.unmount();
    expect(document.body.style.paddingRight).toBe('');

    // the scrollbar goes (a short page): the next layout notes it, and the next dialog pads nothing
    clientWidth = 1000;
    layoutObserved?.();
    const again = mountRoot();
    again.render(
      <Dialog open onClose={() => {}} title="Aviso">
        <p>Texto</p>
      </Dialog>,
    );
    expect(document.body.style.paddingRight).toBe('');
    again.unmount();
  });
});
