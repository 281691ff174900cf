/**
 * Mounts the embedded platform on the Vite dev and preview servers, or, with a platform URL,
 * proxies /wps and /lgw to that platform instead (README: PLATFORM_URL).
 */
import type { Connect, Plugin, PreviewServer, ProxyOptions, ViteDevServer } from 'vite';
import { attachAccountSockets } from './account-sockets.js';
import { handleNodeRequest } from './node-adapter.js';
import { createPlatform, isPlatformPath, type Platform } from '../platform.js';
import { offsetClock, runClockOffset } from '../infra/run-clock.js';

export interface EmbeddedPlatformOptions {
  /** A real platform's base URL; unset mounts the embedded one. */
  readonly platformUrl?: string;
}

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
  const platformNow = (): Platform => (platform ??= createPlatform({ now: clock }));

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isPlatformPath(pathname)) {
      next();
      return;
    }
    handleNodeRequest(platformNow(), req, res).catch(next);
  };

  /** Builds the catalogue right after the server listens, so the first page load does not wait. */
  const warmUp = (httpServer: ViteDevServer['httpServer'] | PreviewServer['httpServer']) => {
    // Vitest starts a Vite server as well, but never calls the platform.
    if (process.env.VITEST) return;
    httpServer?.once('listening', () => setImmediate(platformNow));
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
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      warmUp(server.httpServer);
      liveEvents(server.httpServer);
    },
  };
}
