/**
 * Playwright's global setup: the platform the run talks to must live on the run's clock
 * (tests/today.ts). A server reused from `npm start` runs on the real clock, and every date a test
 * compares would then be off by the difference: said here once, instead of as a hundred failures.
 */
import { randomUUID } from 'node:crypto';
import type { FullConfig } from '@playwright/test';
import { ClientError } from 'graphql-request';
import { createControlClient } from '../schema/control/client';
import { CONTROL_SECRET_ENV } from '../schema/host/platform-paths';
import { runNow, today } from './today';
import { dayOf } from '../machines/money';

/** The platform answers a little later than it read its clock; a run on a loaded machine more so. */
const TOLERANCE_MS = 5 * 60_000;

export default async function checkRunClock(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const { now } = await createControlClient(baseURL, randomUUID())
    .settings()
    .catch((error: unknown) => {
      // a server this run did not start has another control secret (schema/infra/control-secret.ts)
      if (error instanceof ClientError && error.response.status === 403) {
        throw new Error(
          `The platform at ${baseURL} refused this run's control secret: a server left running from \`npm start\` or \`npm run dev\`? ` +
            `Stop it, start it with this run's ${CONTROL_SECRET_ENV}, or give this run another port with E2E_PORT.`,
        );
      }
      throw error;
    });
  const drift = now - runNow();
  if (Math.abs(drift) > TOLERANCE_MS) {
    throw new Error(
      `The platform at ${baseURL} lives on ${dayOf(new Date(now))}, this run on ${today()} (${Math.round(drift / 60_000)} min apart): ` +
        'a server left running from `npm start` or `npm run dev`? Stop it, or give this run another port with E2E_PORT.',
    );
  }
}
