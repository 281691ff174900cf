/**
 * The control endpoint's per-run secret. The endpoint reads every seeded password and sets
 * balances, and the server answers on a port any page the developer opens can reach: only a caller
 * that holds this run's secret may use it.
 *
 * Shared the way the run's clock is (run-clock.ts): the process that starts a run
 * (playwright.config.ts, vitest.config.ts, the Vite plugin for `npm start` and `npm run dev`, the
 * standalone server) makes one unless PLATFORM_CONTROL_SECRET already holds one, and puts it in its
 * environment, which the web server and the test workers inherit. The server prints it at start.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTROL_SECRET_ENV } from '../host/platform-paths.js';

/** A secret a person sets must not be guessable in a page's spare seconds. */
const MIN_SECRET_LENGTH = 16;

/** The run's secret: the one handed down in PLATFORM_CONTROL_SECRET, else a new one put there. */
export function establishControlSecret(env: Record<string, string | undefined> = process.env): string {
  const handed = env[CONTROL_SECRET_ENV]?.trim();
  if (handed) {
    if (handed.length < MIN_SECRET_LENGTH) throw new Error(`${CONTROL_SECRET_ENV} must be at least ${MIN_SECRET_LENGTH} characters`);
    return handed;
  }
  const secret = randomBytes(24).toString('base64url');
  env[CONTROL_SECRET_ENV] = secret;
  return secret;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether a request's header holds the secret; compared in constant time, so its answer times give nothing away. */
export function isControlSecret(given: string | null | undefined, secret: string): boolean {
  return typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), digest(secret));
}
