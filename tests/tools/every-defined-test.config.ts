/**
 * Every e2e test the spec files define, in one project with no filter: what
 * tests/unit/lint/every-test-runs.test.ts compares with what the real projects run
 * (playwright.config.ts). Only listed, never run.
 */
import { fileURLToPath } from 'node:url';
import base from '../../playwright.config';

export default {
  ...base,
  testDir: fileURLToPath(new URL('..', import.meta.url)),
  webServer: undefined,
  globalSetup: undefined,
  projects: [{ name: 'defined', testMatch: ['e2e/**/*.spec.ts'] }],
};
