// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui/Dialog';
import { mountRoot, type MountedRoot } from './mountRoot';
import { ownTexts, type OwnTexts } from './ownTexts';

let texts: OwnTexts;
beforeAll(async () => {
  texts = await ownTexts({ lng: 'es', resources: { es: { common: { actions: { close: 'Cerrar' } } } } });
});

let mounted: MountedRoot;

beforeEach(() => {
  mounted = mountRoot();
  mounted.render(texts.wrap(<Harness />));
});

afterEach(() => {
  mounted.unmount();
  document.body.innerHTML = '';
});

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Título del diálogo"
        description="Descripción"
        footer={<button type="button">Aceptar</button>}
      >
        <input aria-label="Nombre" />
      </Dialog>
    </>
  );
}

const key = (name: string, init: KeyboardEventInit = {}) =>
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, ...init }));
  });

function openDialog() {
  const opener = mounted.host.querySelector('button') as HTMLButtonElement;
  opener.focus();
  act(() => opener.click());
  return opener;
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    openDialog();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog).not.toBeNull();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Título del diálogo');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Descripción');
  });

  it('moves focus into the dialog at once and makes the page behind it inert once the dialog is drawn', async () => {
    openDialog();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Nombre');
    await vi.waitFor(() => expect(mounted.host.hasAttribute('inert')).toBe(true));
  });

  it('stops the page behind it scrolling while open, and gives back its own setting on close', () => {
    document.body.style.overflow = 'auto';
    openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    key('Escape');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('keeps Tab inside the dialog', () => {
    openDialog();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    const buttons = dialog.querySelectorAll('button');
    const last = buttons[buttons.length - 1] as HTMLButtonElement;
    last.focus();
    key('Tab');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(last);
    const first = dialog.querySelector('button') as HTMLButtonElement;
    first.focus();
    key('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the opener, which the page beneath had made inert', async () => {
    const onClose = vi.fn();
    mounted.render(texts.wrap(<Harness onClose={onClose} />));
    const opener = openDialog();
    await vi.waitFor(() => expect(mounted.host.hasAttribute('inert')).toBe(true));
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(mounted.host.hasAttribute('inert')).toBe(false);
  });

  it('answers Esc from the moment it is on the page, before React runs its passive effects', async () => {
    const onClose = vi.fn();
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // A mutation observer's callback runs right after the commit that puts the dialog in, before
      // React's next task (where passive effects run): an Esc pressed by someone who sees it at once.
      const pressed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      mounted.root.render(texts.wrap(<Dialog open onClose={onClose} title="Código QR" />));
      await pressed;
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('closes on a click on the overlay, but not on the second click of a double click', () => {
    openDialog();
    const overlay = document.querySelector('[data-dialog-root]') as HTMLElement;
    act(() => overlay.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 })));
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    act(() => overlay.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 })));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('closes from its labelled close button', () => {
    openDialog();
    const close = document.querySelector('[role="dialog"] button[aria-label="Cerrar"]') as HTMLButtonElement;
    expect(close).not.toBeNull();
    act(() => close.click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
