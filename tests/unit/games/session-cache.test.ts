// @vitest-environment jsdom
/**
 * SPEC.md §9: hot games, vendors, validation rules and the merchant wallet are fetched once per
 * browser session (per language), through sessionCached.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCached } from '../../../src/app/wiring/session-cache';
import { changeLanguage, initI18n } from '../../../src/i18n';

beforeEach(async () => {
  sessionStorage.clear();
  // The app's own set-up (the same in every file of the worker: vitest.config.ts isolate: false)
  await initI18n();
  await changeLanguage('es');
});

describe('session cache', () => {
  it('calls once, then answers from sessionStorage for the rest of the session', async () => {
    const load = vi.fn(async () => ({ lanes: ['RNG', 'LIVE'] }));
    expect(await sessionCached('vendors', load)).toEqual({ lanes: ['RNG', 'LIVE'] });
    expect(await sessionCached('vendors', load)).toEqual({ lanes: ['RNG', 'LIVE'] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('cache:vendors:es') ?? 'null')).toEqual({ lanes: ['RNG', 'LIVE'] });
  });

  it('callers that ask while the call is out share it', async () => {
    let finish: (value: string[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<string[]>((resolve) => (finish = resolve)));
    const first = sessionCached('hotGames', load);
    const second = sessionCached('hotGames', load);
    finish(['g1']);
    expect(await Promise.all([first, second])).toEqual([['g1'], ['g1']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next ask calls again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ isSingle: true });
    await expect(sessionCached('merchantWallet', load)).rejects.toThrow('network');
    expect(sessionStorage.getItem('cache:merchantWallet:es')).toBeNull();
    expect(await sessionCached('merchantWallet', load)).toEqual({ isSingle: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps one answer per language: English texts are not served from the Spanish answer', async () => {
    const load = vi.fn(async () => ({ username: { show: true } }));
    await sessionCached('registerSettings', load);
    await changeLanguage('en');
    await sessionCached('registerSettings', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('cache:registerSettings:en')).not.toBeNull();
  });

  it('a corrupt stored answer is loaded again', async () => {
    sessionStorage.setItem('cache:vendors:es', '{oops');
    const load = vi.fn(async () => ['RNG']);
    expect(await sessionCached('vendors', load)).toEqual(['RNG']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
