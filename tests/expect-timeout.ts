/**
 * The one expectation timeout of the browser tests: how long an `expect(locator)` waits for the
 * page to reach a state. Generous in CI and under load (tests/tools/under-load.sh sets E2E_SLOW),
 * where several Chromiums share two busy cores; a stuck test still fails, at the test timeout.
 * playwright.config.ts sets it as `expect.timeout`; the path runner (tests/paths/browser-runner.ts)
 * waits this long on the real clock. Tests wait on state with it and never pass a shorter timeout,
 * except to prove that something does NOT happen (then a comment says why).
 */
export const EXPECT_TIMEOUT_MS = process.env.CI || process.env.E2E_SLOW ? 20_000 : 10_000;
