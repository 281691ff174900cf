import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { establishRunClock } from './schema/infra/run-clock';
import { establishControlSecret } from './schema/infra/control-secret';

// The run's one clock (schema/infra/run-clock.ts): worked out once here and inherited by the workers,
// whose Date answers it (tests/unit/setup-run-clock.ts). TEST_TODAY=yyyy-mm-dd moves the run there.
establishRunClock();
// The control endpoint's secret (schema/infra/control-secret.ts): the platforms the tests start and
// the control clients they call them with read the same one from the environment.
establishControlSecret();

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Separate from vite.config.ts so unit tests never mount the embedded platform's dev middleware.
export default defineConfig({
  resolve: {
    alias: {
      '@api': here('./src/api'),
      '@ui': here('./src/ui'),
      '@machines': here('./machines'),
      '@schema': here('./schema'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/paths/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup-run-clock.ts', 'tests/unit/setup-locale-fetch.ts', 'tests/unit/setup-shared-texts.ts'],
    testTimeout: 20_000,
    // a suite's setup (creating the seeded platform) on a loaded 2-core machine took over the 10 s default
    hookTimeout: 60_000,
    pool: 'threads',
    // Vitest's default in a run is one worker fewer than the cores: one worker on the 2-core CI
    // machine, and the test files (mostly pure computation: path models, fault matrices) ran one
    // after the other. Every core: the main thread's transforms are done in the first seconds.
    maxWorkers: Math.max(availableParallelism(), 1),
    // A worker's test files share its module cache instead of each importing the app, the
    // platform and their dependencies afresh: the imports were half of the run's time (104 of
    // 205 s measured on the 2-core machine). The setup files keep the real globals they wrap
    // once (setup-run-clock.ts, setup-locale-fetch.ts); a file that changes a global puts it back.
    isolate: false,
  },
});
