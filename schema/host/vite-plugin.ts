/**
 * Mounts the embedded platform on the Vite dev and preview servers, or, with a platform URL,
 * proxies /wps and /lgw to that platform instead (README: PLATFORM_URL).
 */
import type { Connect, Plugin, PreviewServer, ProxyOptions, ViteDevServer } from 'vite';
import { attachAccountSockets } from './account-sockets.js';
import { handleNodeRequest } from './node-adapter.js';
import { createPlatform, isPlatformPath, type Platform } from '../platform.js';
import { offsetClock, runClockOffset } from '../infra/run-clock.js';
import { establishControlSecret } from '../infra/control-secret.js';
import { CONTROL_PATH, CONTROL_SECRET_HEADER, isPlatformApiPath } from './platform-paths.js';

export interface EmbeddedPlatformOptions {
  /** A real platform's base URL; unset mounts the embedded one. */
  readonly platformUrl?: string;
}

const VITE_CORS_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
];

export function embeddedPlatform({ platformUrl }: EmbeddedPlatformOptions = {}): Plugin {
  if (platformUrl) {
    // ws: the account WebSocket (/wps/ws/account) goes to the same platform
    const target: ProxyOptions = { target: platformUrl, changeOrigin: true, ws: true };
    const proxy: Record<string, ProxyOptions> = { '/wps': target, '/lgw': target };
    return {
      name: 'embedded-platform:proxy',
      config: () => ({ server: { proxy }, preview: { proxy } }),
    };
  }

  // Created when a server starts listening or on the first request, whichever comes first:
  // loading the config and `vite build` never pay for the catalogue.
  let platform: Platform | undefined;
  // the run's one clock (schema/infra/run-clock.ts): TEST_TODAY, or the offset a test run hands down
  const clock = offsetClock(runClockOffset());
  // the run's control secret (schema/infra/control-secret.ts): the test runner's, or one made now
  const controlSecret = establishControlSecret();
  const platformNow = (): Platform => (platform ??= createPlatform({ now: clock, controlSecret }));

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isPlatformPath(pathname)) {
      next();
      return;
    }
    // Vite's own CORS middleware, which runs first, allows any localhost origin: the control
    // endpoint and the platform's pages answer no other origin (schema/platform.ts CORS_HEADERS)
    if (!isPlatformApiPath(pathname)) for (const name of VITE_CORS_HEADERS) res.removeHeader(name);
    handleNodeRequest(platformNow(), req, res).catch(next);
  };

  /** Builds the catalogue right after the server listens, so the first page load does not wait. */
  const warmUp = (httpServer: ViteDevServer['httpServer'] | PreviewServer['httpServer']) => {
    // Vitest starts a Vite server as well, but never calls the platform.
    if (process.env.VITEST) return;
    httpServer?.once('listening', () => setImmediate(platformNow));
  };

  /** Tells QA, under Vite's own lines, the header the control endpoint wants (README "Steering the embedded platform"). */
  const announceSecret = (server: ViteDevServer | PreviewServer) => {
    server.httpServer?.once('listening', () => {
      server.config.logger.info(`  ➜  Platform control: POST ${CONTROL_PATH} with header ${CONTROL_SECRET_HEADER}: ${controlSecret}`);
    });
  };

  /** The account WebSocket (live events) beside the middleware; Vite's own HMR socket is left alone. */
  const liveEvents = (httpServer: ViteDevServer['httpServer'] | PreviewServer['httpServer']) => {
    if (httpServer) attachAccountSockets(httpServer, () => platformNow().accountSockets);
  };

  return {
    name: 'embedded-platform',
    configureServer(server) {
      server.middlewares.use(middleware);
      warmUp(server.httpServer);
      liveEvents(server.httpServer);
      announceSecret(server);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      warmUp(server.httpServer);
      liveEvents(server.httpServer);
      announceSecret(server);
    },
  };
}
