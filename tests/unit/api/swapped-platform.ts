/**
 * The wiring's platform module (src/app/wiring/platform.ts) with its adapter swapped for a test's:
 * the shared `api` and every area a wiring module declares with `lazyArea` read the test's adapter
 * first, the app's own for what it does not have. A test swaps the adapter this one way:
 *
 *   const adapter = vi.hoisted(() => ({ current: undefined as Partial<PlatformApi> | undefined }));
 *   vi.mock('../../../src/app/wiring/platform', async (importOriginal) =>
 *     (await import('../api/swapped-platform')).swappedPlatform(await importOriginal(), () => adapter.current));
 */
import type { LazyAreas } from '../../../src/api/core';
import { type PlatformApi } from './platform-api';
import type * as Platform from '../../../src/app/wiring/platform';

export function swappedPlatform(real: typeof Platform, current: () => Partial<PlatformApi> | undefined): typeof Platform {
  return {
    ...real,
    get api() {
      const swapped = current();
      return swapped ? { ...real.api, ...swapped } : real.api;
    },
    lazyArea<Name extends keyof LazyAreas>(name: Name, create: Parameters<typeof real.lazyArea<Name>>[1]) {
      const own = real.lazyArea(name, create);
      return () => (current()?.[name] as LazyAreas[Name] | undefined) ?? own();
    },
  };
}
