/**
 * The account WebSocket: pushes a member's account events
 * (Scenario.publishAccountEvent) to their open pages at ACCOUNT_EVENTS_PATH.
 *
 * - The scenario is the one of the upgrade request's X-Scenario header (Playwright sends it on
 *   every request of a test's context, the WebSocket handshake included), like every REST call.
 * - The token never travels in the URL: the first message must be { type: 'auth', token } within
 *   ACCOUNT_SOCKET_AUTH_TIMEOUT_MS; the platform answers { type: 'auth-ok' } or closes with
 *   ACCOUNT_SOCKET_CLOSE.authRequired / authRefused / notAllowed (trial accounts).
 * - Each event goes out as { type: <kind>, ...payload, eventId, at } to the sockets of that member
 *   in that scenario only. A socket whose session has ended is closed with authRefused on its
 *   next event.
 * - The control endpoint counts connections and cuts them (dropAccountSockets, reset): code
 *   ACCOUNT_SOCKET_CLOSE.dropped, so tests can watch the client reconnect.
 * - What time alone changes (a bank transfer credited after its minutes, a C2C part past its
 *   deadline) is otherwise settled when someone reads it; while a scenario has a member listening,
 *   the hub settles it every SETTLE_DUE_EVERY_MS (`settleDue`), so its event is pushed when it
 *   happens, not at the member's next read.
 *
 * The hub is transport-free (`AccountSocket`); `attachAccountSockets` binds it to a Node HTTP
 * server with the `ws` library (Vite dev and preview servers, the standalone server).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { ACCOUNT_EVENTS_PATH, ACCOUNT_SOCKET_AUTH_TIMEOUT_MS, ACCOUNT_SOCKET_CLOSE } from '../../src/api/routes.js';
import { SCENARIO_HEADER } from './platform-paths.js';
import type { AccountEvent } from '../state/records.js';
import type { Scenario } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';
import { DEFAULT_SCENARIO_ID, isValidScenarioId, type ScenarioRegistry } from '../state/scenarios.js';

/** One connection as the hub sees it. */
export interface AccountSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
  onMessage(listener: (text: string) => void): void;
  onClose(listener: () => void): void;
}

/** What the control endpoint tells about a scenario's sockets. */
export interface AccountSocketStats {
  /** Connections open now (authenticated or not). */
  readonly open: number;
  /** Of those, the ones that sent a valid token. */
  readonly authenticated: number;
  /** Connections accepted since the scenario began (reconnects count again). */
  readonly opened: number;
}

interface Connection {
  readonly socket: AccountSocket;
  username: string | null;
}

/** The wire form of an account event: its kind as `type`, its fields, an id and a time. */
export function accountEventMessage(event: AccountEvent, eventId: string, at: number): string {
  const { kind, ...payload } = event;
  return JSON.stringify({ type: kind, ...payload, eventId, at });
}

/** How often time-driven changes are settled while someone listens (real time). */
export const SETTLE_DUE_EVERY_MS = 5_000;

export interface AccountSocketHubOptions {
  readonly authTimeoutMs?: number;
  /** Settles what time alone changes in a scenario (its events go out through the scenario). */
  readonly settleDue?: (scenario: Scenario) => void;
  readonly settleDueEveryMs?: number;
}

export class AccountSocketHub {
  private readonly connections = new Map<string, Set<Connection>>();
  private readonly openedCount = new Map<string, number>();
  private sequence = 0;
  private readonly authTimeoutMs: number;
  private settleTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly scenarios: ScenarioRegistry,
    private readonly options: AccountSocketHubOptions = {},
  ) {
    this.authTimeoutMs = options.authTimeoutMs ?? ACCOUNT_SOCKET_AUTH_TIMEOUT_MS;
  }

  /** Runs `settleDue` on the scenarios someone listens to; the timer stops when nobody does. */
  private settleListenedScenarios = () => {
    let listened = 0;
    for (const [scenarioId, open] of this.connections) {
      if (![...open].some((connection) => connection.username !== null)) continue;
      listened += 1;
      this.options.settleDue?.(this.scenarios.get(scenarioId));
    }
    if (listened === 0 && this.settleTimer !== null) {
      clearInterval(this.settleTimer);
      this.settleTimer = null;
    }
  };

  private keepSettling(): void {
    if (this.settleTimer !== null || !this.options.settleDue) return;
    this.settleTimer = setInterval(this.settleListenedScenarios, this.options.settleDueEveryMs ?? SETTLE_DUE_EVERY_MS);
    // never what keeps a server process alive
    (this.settleTimer as { unref?: () => void }).unref?.();
  }

  /** Takes a new connection of scenario `scenarioId`; it must authenticate with its first message. */
  accept(socket: AccountSocket, scenarioId: string): void {
    const connection: Connection = { socket, username: null };
    const open = this.connections.get(scenarioId) ?? new Set<Connection>();
    open.add(connection);
    this.connections.set(scenarioId, open);
    this.openedCount.set(scenarioId, (this.openedCount.get(scenarioId) ?? 0) + 1);

    let stopListening: (() => void) | undefined;
    const authTimer = setTimeout(() => socket.close(ACCOUNT_SOCKET_CLOSE.authRequired, 'auth message required'), this.authTimeoutMs);
    socket.onClose(() => {
      clearTimeout(authTimer);
      stopListening?.();
      open.delete(connection);
    });
    socket.onMessage((text) => {
      if (connection.username !== null) return; // nothing else is expected from the client
      clearTimeout(authTimer);
      const token = tokenOf(text);
      if (token === null) {
        socket.close(ACCOUNT_SOCKET_CLOSE.authRequired, 'the first message is { type: "auth", token }');
        return;
      }
      const scenario = this.scenarios.get(scenarioId);
      const session = scenario.sessions.get(token);
      const member = scenario.member(session?.username);
      if (!session || !member) {
        socket.close(ACCOUNT_SOCKET_CLOSE.authRefused, 'token refused');
        return;
      }
      if (member.type === TRIAL_TYPE) {
        socket.close(ACCOUNT_SOCKET_CLOSE.notAllowed, 'trial accounts have no live events');
        return;
      }
      connection.username = member.username.toLowerCase();
      stopListening = scenario.onAccountEvent((username, event) => {
        if (username.toLowerCase() !== connection.username) return;
        if (!scenario.sessions.has(token)) {
          socket.close(ACCOUNT_SOCKET_CLOSE.authRefused, 'session ended');
          return;
        }
        this.sequence += 1;
        socket.send(accountEventMessage(event, `evt-${this.sequence}`, scenario.now()));
      });
      socket.send(JSON.stringify({ type: 'auth-ok' }));
      this.keepSettling();
    });
  }

  /** Cuts every connection of a scenario; answers how many were open. */
  drop(scenarioId: string): number {
    const open = [...(this.connections.get(scenarioId) ?? [])];
    for (const connection of open) connection.socket.close(ACCOUNT_SOCKET_CLOSE.dropped, 'dropped by the platform');
    this.connections.get(scenarioId)?.clear();
    return open.length;
  }

  /** Authenticated connections of one member in a scenario. */
  membersSockets(scenarioId: string, username: string): number {
    const wanted = username.toLowerCase();
    return [...(this.connections.get(scenarioId) ?? [])].filter((connection) => connection.username === wanted).length;
  }

  stats(scenarioId: string): AccountSocketStats {
    const open = [...(this.connections.get(scenarioId) ?? [])];
    return {
      open: open.length,
      authenticated: open.filter((connection) => connection.username !== null).length,
      opened: this.openedCount.get(scenarioId) ?? 0,
    };
  }
}

function tokenOf(text: string): string | null {
  try {
    const message = JSON.parse(text) as unknown;
    if (typeof message !== 'object' || message === null) return null;
    const { type, token } = message as { type?: unknown; token?: unknown };
    return type === 'auth' && typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

function wrap(ws: WebSocket): AccountSocket {
  return {
    send: (text) => {
      if (ws.readyState === ws.OPEN) ws.send(text);
    },
    close: (code, reason) => ws.close(code, reason),
    onMessage: (listener) => ws.on('message', (data) => listener(textOf(data))),
    onClose: (listener) => ws.on('close', listener),
  };
}

/** A Node HTTP (or HTTP/2 with HTTP/1 fallback) server: anything that emits 'upgrade'. */
interface UpgradeSource {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Serves ACCOUNT_EVENTS_PATH on a Node HTTP server; other upgrades (Vite's HMR socket) are left
 * to their own listeners. `hub` is asked on each connection, so the platform can be created lazily.
 */
export function attachAccountSockets(server: UpgradeSource, hub: () => AccountSocketHub): void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== ACCOUNT_EVENTS_PATH) return;
    const header = request.headers[SCENARIO_HEADER.toLowerCase()];
    const scenarioId = (Array.isArray(header) ? header[0] : header)?.trim() || DEFAULT_SCENARIO_ID;
    if (!isValidScenarioId(scenarioId)) {
      refuse(socket, '400 Bad Request');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => hub().accept(wrap(ws), scenarioId));
  });
}
