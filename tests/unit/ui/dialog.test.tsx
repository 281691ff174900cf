// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui/Dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'es', resources: { es: { common: { actions: { close: 'Cerrar' } } } }, defaultNS: 'common' });
});

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root.render(<Harness />));
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
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
  const opener = host.querySelector('button') as HTMLButtonElement;
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

  it('moves focus into the dialog and makes the page behind it inert', () => {
    openDialog();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Nombre');
    expect(host.hasAttribute('inert')).toBe(true);
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

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn();
    act(() => root.render(<Harness onClose={onClose} />));
    const opener = openDialog();
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(host.hasAttribute('inert')).toBe(false);
  });

  it('closes from its labelled close button', () => {
    openDialog();
    const close = document.querySelector('[role="dialog"] button[aria-label="Cerrar"]') as HTMLButtonElement;
    expect(close).not.toBeNull();
    act(() => close.click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
