/**
 * The embedded platform as a standalone HTTP server (`npm run platform`; PORT, default 4000).
 * Point the app at it with PLATFORM_URL=http://localhost:4000.
 */
import { createServer } from 'node:http';
import { attachAccountSockets } from './account-sockets.js';
import { handleNodeRequest } from './node-adapter.js';
import { createPlatform } from '../platform.js';
import { CONTROL_PATH, CONTROL_SECRET_HEADER } from './platform-paths.js';
import { offsetClock, runClockOffset } from '../infra/run-clock.js';
import { establishControlSecret } from '../infra/control-secret.js';
import { ACCOUNT_EVENTS_PATH } from '../../src/api/routes.js';

const port = Number(process.env.PORT ?? 4000);
// TEST_TODAY=yyyy-mm-dd runs the platform as if that were the date (schema/infra/run-clock.ts)
// PLATFORM_CONTROL_SECRET, or one made for this run (schema/infra/control-secret.ts)
const controlSecret = establishControlSecret();
const platform = createPlatform({ now: offsetClock(runClockOffset()), controlSecret });

const server = createServer((req, res) => {
  handleNodeRequest(platform, req, res).catch((error: unknown) => {
    console.error('[platform] request failed', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});

// the account WebSocket (live events) on the same port
attachAccountSockets(server, () => platform.accountSockets);

server.listen(port, () => {
  console.log(`Embedded platform (seed ${platform.seed}) on http://localhost:${port} — control: POST ${CONTROL_PATH} with header ${CONTROL_SECRET_HEADER}: ${controlSecret}, live events: ws ${ACCOUNT_EVENTS_PATH}, accounts: /__platform`);
});
