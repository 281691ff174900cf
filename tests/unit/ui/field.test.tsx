// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import esCommon from '../../../locales/es/common.json';
import enCommon from '../../../locales/en/common.json';
import { ownTexts } from './ownTexts';
import { PinField, Select, TextInput } from '../../../src/ui/Field';
import { IconButton } from '../../../src/ui/IconButton';
import { MenuIcon } from '../../../src/ui/icons';
import { mountRoot } from './mountRoot';

function render(node: React.ReactNode) {
  const mounted = mountRoot();
  mounted.render(node);
  return mounted;
}

describe('form fields', () => {
  it('labels the input and describes it by its hint and error', () => {
    const { host, unmount } = render(<TextInput label="Usuario" hint="De 4 a 16 caracteres" error="Formato de cuenta incorrecto" required />);
    const input = host.querySelector('input') as HTMLInputElement;
    const label = host.querySelector('label') as HTMLLabelElement;
    expect(label.htmlFor).toBe(input.id);
    expect(label.textContent).toContain('Usuario');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['De 4 a 16 caracteres', 'Formato de cuenta incorrecto']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.required).toBe(true);
    unmount();
  });

  it('is not marked invalid without an error', () => {
    const { host, unmount } = render(<TextInput label="Correo" />);
    const input = host.querySelector('input') as HTMLInputElement;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    unmount();
  });

  it('takes a payment password as six hidden digits with the numeric keypad, never autofilled to approve a payment', () => {
    const { host, unmount } = render(
      <>
        <PinField purpose="approve" label="Contraseña de pago" />
        <PinField purpose="new" label="Nueva contraseña de pago" />
      </>,
    );
    const [approve, created] = Array.from(host.querySelectorAll('input'));
    for (const input of [approve, created]) {
      expect(input?.type).toBe('password');
      expect(input?.inputMode).toBe('numeric');
      expect(input?.maxLength).toBe(6);
      expect(input?.required).toBe(true);
      expect(host.querySelector(`label[for="${input?.id ?? ''}"]`)).not.toBeNull();
    }
    expect(approve?.autocomplete).toBe('off');
    expect(created?.autocomplete).toBe('new-password');
    unmount();
  });

  it('shows and hides a typed password with a real toggle button that never submits, named in es and en', async () => {
    for (const [lng, name] of [['es', 'Mostrar contraseña'], ['en', 'Show password']] as const) {
      const texts = await ownTexts({ lng, resources: { es: { common: esCommon }, en: { common: enCommon } } });
      const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
      const { host, unmount } = render(
        texts.wrap(
          <form onSubmit={submitted}>
            <TextInput label="Contraseña" type="password" autoComplete="current-password" defaultValue="Member2024" />
            <PinField purpose="approve" label="Contraseña de pago" />
          </form>,
        ),
      );
      const [input, pin] = Array.from(host.querySelectorAll('input'));
      const [toggle, pinToggle] = Array.from(host.querySelectorAll('button'));
      if (!input || !toggle) throw new Error('a password input and its toggle');
      // the input keeps its label alone; the button is named by its own text, after the input in the tab order
      expect(host.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Contraseña');
      expect(toggle.type).toBe('button');
      expect(toggle.textContent).toBe(name);
      expect(toggle.hasAttribute('aria-label')).toBe(false);
      expect(toggle.tabIndex).toBe(0);
      expect(input.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(toggle.getAttribute('aria-controls')).toBe(input.id);
      expect([input.type, toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false']);
      act(() => toggle.click());
      expect([input.type, toggle.getAttribute('aria-pressed'), input.value]).toEqual(['text', 'true', 'Member2024']);
      act(() => toggle.click());
      expect([input.type, toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false']);
      expect(submitted).not.toHaveBeenCalled();
      // the payment password is the same primitive, with its own toggle
      expect(pin?.type).toBe('password');
      act(() => pinToggle?.click());
      expect(pin?.type).toBe('text');
      expect(input.type).toBe('password');
      unmount();
    }
  });

  it('labels a select and lists its options', () => {
    const { host, unmount } = render(
      <Select label="Idioma" defaultValue="en" options={[{ value: 'es', label: 'Español' }, { value: 'en', label: 'English' }]} />,
    );
    const select = host.querySelector('select') as HTMLSelectElement;
    expect((host.querySelector('label') as HTMLLabelElement).htmlFor).toBe(select.id);
    expect([...select.options].map((option) => option.textContent)).toEqual(['Español', 'English']);
    expect(select.value).toBe('en');
    unmount();
  });

  it("shows a select's whole chosen text in a face beside the native select, which stays the labelled control", () => {
    const accounts = [
      { value: 'card-1', label: 'Tarjeta bancaria · BBVA **** 5678 · Juan Perez' },
      { value: 'wallet-1', label: 'Billetera electrónica · Mercado Pago mari****.com · Maria Lopez' },
    ];
    const { host, render: again, unmount } = render(<Select label="Cuenta de retiro" value="card-1" onChange={() => undefined} options={accounts} placeholder="Elige una cuenta" />);
    const select = host.querySelector('select') as HTMLSelectElement;
    const face = () => host.querySelector('[data-select-face]');
    expect(face()?.textContent).toBe('Tarjeta bancaria · BBVA **** 5678 · Juan Perez');
    // the face only shows: the select is what a screen reader, the keyboard and a tap reach
    expect(face()?.getAttribute('aria-hidden')).toBe('true');
    expect(face()?.querySelector('select, [tabindex]')).toBeNull();
    expect(select.hasAttribute('aria-hidden')).toBe(false);
    expect(select.tabIndex).toBe(0);
    expect((host.querySelector('label') as HTMLLabelElement).htmlFor).toBe(select.id);
    // a new value from the page, and the placeholder when none is chosen
    again(<Select label="Cuenta de retiro" value="wallet-1" onChange={() => undefined} options={accounts} placeholder="Elige una cuenta" />);
    expect(face()?.textContent).toBe('Billetera electrónica · Mercado Pago mari****.com · Maria Lopez');
    again(<Select label="Cuenta de retiro" value="" onChange={() => undefined} options={accounts} placeholder="Elige una cuenta" />);
    expect(face()?.textContent).toBe('Elige una cuenta');
    unmount();
  });

  it("follows a select's own value: one a form library sets through its ref, and the reader's choice", () => {
    const picked = vi.fn();
    let held: HTMLSelectElement | null = null;
    const options = [{ value: 'member', label: 'Miembro' }, { value: 'agent', label: 'Agente' }];
    const { host, render: again, unmount } = render(<Select label="Tipo" options={options} ref={(select) => { held = select; }} onChange={picked} />);
    const select = host.querySelector('select') as HTMLSelectElement;
    const face = () => host.querySelector('[data-select-face]')?.textContent;
    expect(held).toBe(select);
    expect(face()).toBe('Miembro');
    // a form library's default, written into the select, shows on the next render
    select.value = 'agent';
    again(<Select label="Tipo" options={options} ref={(one) => { held = one; }} onChange={picked} />);
    expect(face()).toBe('Agente');
    // the reader picks: the page hears it and the face follows without the page rendering again
    act(() => {
      select.value = 'member';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(picked).toHaveBeenCalledTimes(1);
    expect(face()).toBe('Miembro');
    unmount();
  });

  it("attaches a caller's ref once while it stays the same, not again on every render", () => {
    const options = [{ value: 'member', label: 'Miembro' }, { value: 'agent', label: 'Agente' }];
    const ref = vi.fn();
    const { host, render: again, unmount } = render(<Select label="Tipo" options={options} ref={ref} />);
    const select = host.querySelector('select') as HTMLSelectElement;
    again(<Select label="Tipo" options={options} ref={ref} hint="otra vez" />);
    again(<Select label="Tipo" options={options} ref={ref} />);
    expect(ref.mock.calls).toEqual([[select]]);
    // another ref: the old one lets go, the new one takes the select
    const other = vi.fn();
    again(<Select label="Tipo" options={options} ref={other} />);
    expect(ref.mock.calls).toEqual([[select], [null]]);
    expect(other.mock.calls).toEqual([[select]]);
    unmount();
  });

  it('gives an icon button its accessible name', () => {
    const { host, unmount } = render(
      <IconButton label="Abrir menú">
        <MenuIcon />
      </IconButton>,
    );
    const button = host.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Abrir menú');
    expect(button.type).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    unmount();
  });
});
