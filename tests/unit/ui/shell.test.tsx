// @vitest-environment jsdom
/** The shell rendered for real: landmarks and chrome per route, the drawer, lazy placeholders. */
import { act } from 'react';
import { fromPromise } from 'xstate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemMachine, type SystemStatusResult } from '../../../machines/app/system.machine';
import type { PermissionInfo } from '../../../src/api';
import { App } from '../../../src/app/App';
import { RootProvider } from '../../../src/app/actors';
import { appLogic } from '../../../src/app/wiring/app/app';
import { changeLanguage, initI18n } from '../../../src/i18n';
import { mountRoot, type MountedRoot } from './mountRoot';

const systemLogic = systemMachine.provide({
  actors: {
    loadStatus: fromPromise<SystemStatusResult>(async () => ({
      status: 0,
      // only what the shell reads: no live-support link configured
      info: { customerService: [] } as unknown as PermissionInfo,
      flags: {},
      visitorIp: null,
    })),
  },
});

const logic = appLogic.provide({ actors: { system: systemLogic } });

let mounted: MountedRoot;

beforeAll(async () => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  localStorage.clear();
  await initI18n();
});

afterAll(() => localStorage.clear());

beforeEach(() => {
  mounted = mountRoot();
});

afterEach(() => {
  mounted.unmount();
  document.body.innerHTML = '';
});

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    mounted.root.render(
      <RootProvider logic={logic}>
        <App />
      </RootProvider>,
    );
  });
}

async function waitFor<T>(read: () => T | null | undefined, timeout = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > timeout) throw new Error('waitFor timed out');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
const h1Text = () => $('h1')?.textContent ?? null;

describe('app shell', () => {
  it('renders the lobby with header, banner, main, footer and a skip link', async () => {
    await renderAt('/');
    // the first render may wait for a lazily loaded chunk
    expect(await waitFor(() => $('header'))).not.toBeNull();
    expect($('main#main-content')).not.toBeNull();
    expect($('footer')).not.toBeNull();
    // the banner slot (busy while the home data loads, then the carousel)
    expect($('[role="region"]')).not.toBeNull();
    expect($('a[href="#main-content"]')?.textContent).toBe('Saltar al contenido principal');
    // the header's actions appear once the session has been restored (no token: a visitor)
    expect(await waitFor(() => $('header a[href="/login"]'))).not.toBeNull();
    expect($('header a[href="/register"]')).not.toBeNull();
    expect(h1Text()).toContain('Royal Play');
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toContain('Royal Play');
  });

  it('opens the side menu drawer from the hamburger and closes it with Escape', async () => {
    await renderAt('/home');
    const hamburger = $('button[aria-haspopup="dialog"]') as HTMLButtonElement;
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    hamburger.focus();
    await act(async () => hamburger.click());
    // the dialog's code loads the first time one opens
    const drawer = await waitFor(() => $('[role="dialog"]'));
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(drawer?.querySelector('nav')).not.toBeNull();
    expect(drawer?.querySelector('select')).not.toBeNull();
    expect(drawer?.querySelector('[role="switch"]')).not.toBeNull();
    expect(drawer?.contains(document.activeElement)).toBe(true);
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect($('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });

  it('hides the side menu and footer on /seamless', async () => {
    // a stored token whose member-info call has not answered yet: the session is still restoring,
    // so the page stays on /seamless while its layout is checked
    sessionStorage.setItem('token', 'pending');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    try {
      await renderAt('/seamless?gameCode=ABC');
      expect(window.location.pathname).toBe('/seamless');
      expect($('header')).not.toBeNull();
      expect($('button[aria-haspopup="dialog"]')).toBeNull();
      expect($('footer')).toBeNull();
    } finally {
      fetchSpy.mockRestore();
      sessionStorage.removeItem('token');
    }
  });

  it('sends a visitor from /seamless to the login popup: the game needs a session', async () => {
    await renderAt('/seamless?gameCode=ABC');
    await waitFor(() => window.location.pathname === '/login');
  });

  it('shows agent pages without header or footer', async () => {
    await renderAt('/agent');
    expect($('header')).toBeNull();
    expect($('footer')).toBeNull();
    expect(await waitFor(h1Text)).toBe('Acceso de agentes');
  });

  it('matches a route case-insensitively, draws its page and sets the document title', async () => {
    await renderAt('/Promotions');
    expect(await waitFor(h1Text)).toBe('Promociones');
    expect(document.body.textContent).not.toContain('Próximamente');
    expect(document.title).toBe('Promociones · Royal Play');
  });

  it('opens the login placeholder over the lobby and returns to / when closed', async () => {
    await renderAt('/login');
    const dialog = await waitFor(() => $('[role="dialog"]'));
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Iniciar sesión');
    expect(h1Text()).toContain('Royal Play');
    await act(async () => ($('[role="dialog"] button[aria-label="Cerrar"]') as HTMLButtonElement).click());
    expect(window.location.pathname).toBe('/');
    expect($('[role="dialog"]')).toBeNull();
  });

  it('sends visitors without a token from the lottery to /login', async () => {
    sessionStorage.removeItem('token');
    await renderAt('/vnLottery');
    await waitFor(() => window.location.pathname === '/login');
  });

  it('shows a real 404 page', async () => {
    await renderAt('/no/such/page');
    // the 404 page is its own chunk
    expect(await waitFor(() => h1Text())).toBe('Página no encontrada');
    expect(document.body.textContent).toContain('/no/such/page');
  });

  it('switches the whole shell to English', async () => {
    await renderAt('/');
    await act(async () => {
      await changeLanguage('en');
    });
    expect(document.documentElement.lang).toBe('en');
    expect($('a[href="#main-content"]')?.textContent).toBe('Skip to main content');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('en');
    await act(async () => {
      await changeLanguage('es');
    });
  });
});
