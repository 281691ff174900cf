// @vitest-environment jsdom
/**
 * A dialog pads the page by the scrollbar it hides. Where scrollbars overlay the page (a phone)
 * there is nothing to pad, and opening the dialog reads no layout: the read forced a layout of the
 * whole page in the middle of a load. The boot asks the browser's scrollbar thickness
 * once (src/ui/scrollbar.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui/Dialog';
import { noteScrollbarThickness } from '../../../src/ui/scrollbar';
import { mountRoot } from './mountRoot';
import { ownTexts, type OwnTexts } from './ownTexts';

/** What the browser lays out: a scrolling probe's outer and inner width, the page's inner width. */
const layout = { probeOffset: 100, probeClient: 100, rootClient: 1000 };
let rootReads = 0;
let texts: OwnTexts;
const saved = {
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};

beforeAll(async () => {
  vi.stubGlobal('innerWidth', 1000);
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.style.overflow === 'scroll' ? layout.probeOffset : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (this === document.documentElement) {
        rootReads += 1;
        return layout.rootClient;
      }
      return this.style.overflow === 'scroll' ? layout.probeClient : 0;
    },
  });
  texts = await ownTexts({ lng: 'es', resources: { es: { common: { actions: { close: 'Cerrar' } } } } });
});

afterAll(() => {
  vi.unstubAllGlobals();
  if (saved.offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', saved.offsetWidth);
  if (saved.clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', saved.clientWidth);
});

function openDialog() {
  const mounted = mountRoot();
  mounted.render(
    texts.wrap(
      <Dialog open onClose={() => {}} title="Aviso">
        <p>Texto</p>
      </Dialog>,
    ),
  );
  return mounted;
}

describe('the scroll lock and the scrollbar', () => {
  it('where scrollbars overlay the page, opens without reading the layout and pads nothing', () => {
    Object.assign(layout, { probeOffset: 100, probeClient: 100, rootClient: 1000 });
    noteScrollbarThickness();
    const reads = rootReads;
    const mounted = openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('');
    expect(rootReads).toBe(reads);
    mounted.unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('with classic scrollbars, pads the page by the scrollbar it hides and gives the padding back', () => {
    Object.assign(layout, { probeOffset: 100, probeClient: 85, rootClient: 985 });
    noteScrollbarThickness();
    const mounted = openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
    mounted.unmount();
    expect(document.body.style.paddingRight).toBe('');
  });
});
