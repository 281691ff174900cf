/**
 * The account WebSocket on a real Node server with the `ws` client:
 * the token only as the first message (never from the URL), auth-ok or a clear close code, each
 * member's events to that member's sockets in that scenario only, and the control endpoint's
 * pushAccountEvent / dropAccountSockets / accountSockets.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { attachAccountSockets } from '../../../schema/host/account-sockets';
import { createControlClient } from '../../../schema/control/client';
import { BANK_AUTO_CREDIT_MINUTES, createOrder, DEPOSIT_CHANNELS } from '../../../schema/domain/deposits';
import { handleNodeRequest } from '../../../schema/host/node-adapter';
import { createPlatform, type Platform } from '../../../schema/platform';
import { SCENARIO_HEADER } from '../../../schema/host/platform-paths';
import { ACCOUNT_EVENTS_PATH, ACCOUNT_SOCKET_CLOSE } from '../../../src/api/routes';
import { parseAccountSocketMessage } from '../../../src/api/accountEvents';

let platform: Platform;
let server: Server;
let origin: string;

beforeAll(async () => {
  // time-driven changes settled often, so a test hears them at once
  platform = createPlatform({ settleDueEveryMs: 50 });
  server = createServer((req, res) => void handleNodeRequest(platform, req, res));
  attachAccountSockets(server, () => platform.accountSockets);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Client {
  readonly ws: WebSocket;
  /** The next message not read yet. */
  next(): Promise<string>;
  readonly closed: Promise<{ code: number; reason: string }>;
}

let scenarioCount = 0;
const freshScenario = () => `sockets-${process.pid}-${(scenarioCount += 1)}`;

function connect(scenario: string, path = ACCOUNT_EVENTS_PATH): Promise<Client> {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}${path}`, { headers: { [SCENARIO_HEADER]: scenario } });
  const queue: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    const resolve = waiting.shift();
    if (resolve) resolve(text);
    else queue.push(text);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const next = () => {
    const queued = queue.shift();
    return queued !== undefined ? Promise.resolve(queued) : new Promise<string>((resolve) => waiting.push(resolve));
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next, closed }));
    ws.once('error', reject);
  });
}

function tokenOf(scenario: string, username: string): string {
  const state = platform.scenarios.get(scenario);
  const member = state.member(username);
  if (!member) throw new Error(`no ${username}`);
  return state.openSession(member, '127.0.0.1').token;
}

async function signedIn(scenario: string, username = 'member01'): Promise<Client> {
  const client = await connect(scenario);
  client.ws.send(JSON.stringify({ type: 'auth', token: tokenOf(scenario, username) }));
  expect(parseAccountSocketMessage(await client.next())).toEqual({ type: 'authOk' });
  return client;
}

describe('account socket: authentication', () => {
  it('answers auth-ok to a valid token sent as the first message', async () => {
    const client = await signedIn(freshScenario());
    client.ws.close();
  });

  it('ignores a token in the URL: without the auth message the socket is closed as auth required', async () => {
    const scenario = freshScenario();
    const token = tokenOf(scenario, 'member01');
    const client = await connect(scenario, `${ACCOUNT_EVENTS_PATH}?token=${token}`);
    client.ws.send(JSON.stringify({ type: 'hello' }));
    expect((await client.closed).code).toBe(ACCOUNT_SOCKET_CLOSE.authRequired);
  });

  it('closes with authRefused for an unknown token and notAllowed for a trial account', async () => {
    const scenario = freshScenario();
    const unknown = await connect(scenario);
    unknown.ws.send(JSON.stringify({ type: 'auth', token: 'not-a-session' }));
    expect((await unknown.closed).code).toBe(ACCOUNT_SOCKET_CLOSE.authRefused);

    const trial = await connect(scenario);
    trial.ws.send(JSON.stringify({ type: 'auth', token: tokenOf(scenario, 'trial01') }));
    expect((await trial.closed).code).toBe(ACCOUNT_SOCKET_CLOSE.notAllowed);
  });

  it("refuses a token of another scenario: the socket joins the scenario of its X-Scenario header", async () => {
    const token = tokenOf(freshScenario(), 'member01');
    const elsewhere = await connect(freshScenario());
    elsewhere.ws.send(JSON.stringify({ type: 'auth', token }));
    expect((await elsewhere.closed).code).toBe(ACCOUNT_SOCKET_CLOSE.authRefused);
  });
});

describe('account socket: events', () => {
  it("pushes the member's events as { type, ...payload, eventId, at }, to that member in that scenario only", async () => {
    const scenario = freshScenario();
    const other = freshScenario();
    const member = await signedIn(scenario, 'member01');
    const agent = await signedIn(scenario, 'agent01');
    const sameNameElsewhere = await signedIn(other, 'member01');
    const control = createControlClient(origin, scenario);

    expect(await control.pushAccountEvent('member01', { kind: 'depositCredited', orderNo: 'D-1', amount: 100 })).toBe(1);
    const first = JSON.parse(await member.next()) as Record<string, unknown>;
    expect(first).toMatchObject({ type: 'depositCredited', orderNo: 'D-1', amount: 100 });
    expect(typeof first.eventId).toBe('string');
    expect(typeof first.at).toBe('number');
    expect(parseAccountSocketMessage(JSON.stringify(first))).toMatchObject({ type: 'event', event: { kind: 'depositCredited', orderNo: 'D-1', amount: 100 } });

    // a wallet movement publishes balanceChanged through the same bus
    const state = platform.scenarios.get(scenario);
    const account = state.member('member01');
    if (!account) throw new Error('no member01');
    const record = state.postMovement(account, { type: 'DEPOSIT', amount: 50, remark: 'test' });
    expect(JSON.parse(await member.next())).toMatchObject({ type: 'balanceChanged', balance: record?.balanceAfter });

    // nobody else heard anything: the next message each gets is the one pushed to them now
    await createControlClient(origin, other).pushAccountEvent('member01', { kind: 'newMessage', unread: 3 });
    await control.pushAccountEvent('agent01', { kind: 'newMessage', unread: 7 });
    expect(JSON.parse(await sameNameElsewhere.next())).toMatchObject({ type: 'newMessage', unread: 3 });
    expect(JSON.parse(await agent.next())).toMatchObject({ type: 'newMessage', unread: 7 });

    // a red envelope dropped for the member is told at once
    await control.dropRedEnvelope('member01', { amount: 5 });
    const envelope = JSON.parse(await member.next()) as Record<string, unknown>;
    expect(envelope).toMatchObject({ type: 'redEnvelope' });
    expect(parseAccountSocketMessage(JSON.stringify(envelope))).toMatchObject({ type: 'event', event: { kind: 'redEnvelope' } });
    for (const client of [member, agent, sameNameElsewhere]) client.ws.close();
  });

  it('pushes what time alone changes while the member listens: a bank transfer credited after its minutes, with no read', async () => {
    const scenario = freshScenario();
    const member = await signedIn(scenario, 'member01');
    const state = platform.scenarios.get(scenario);
    const account = state.member('member01');
    const bank = DEPOSIT_CHANNELS.find((channel) => channel.kind === 'BANK');
    if (!account || !bank) throw new Error('no member01 or bank channel');
    const order = createOrder(state, account, { channel: bank, amount: 300, promotion: null, idempotencyKey: null });
    await createControlClient(origin, scenario).advanceClock((BANK_AUTO_CREDIT_MINUTES + 1) * 60);
    // nobody reads the deposits: the hub settles them and the credit goes out
    const messages = [JSON.parse(await member.next()) as Record<string, unknown>, JSON.parse(await member.next()) as Record<string, unknown>];
    expect(messages.map((message) => message.type).sort()).toEqual(['balanceChanged', 'depositCredited']);
    expect(messages.find((message) => message.type === 'depositCredited')).toMatchObject({ orderNo: order.orderNo, amount: 300 });
    member.ws.close();
  });

  it('closes a socket whose session ended on its next event', async () => {
    const scenario = freshScenario();
    const member = await signedIn(scenario);
    const control = createControlClient(origin, scenario);
    await control.expireSessions('member01');
    await control.pushAccountEvent('member01', { kind: 'balanceChanged', balance: 1 });
    expect((await member.closed).code).toBe(ACCOUNT_SOCKET_CLOSE.authRefused);
  });

  it('refuses an event without the fields of its kind', async () => {
    const control = createControlClient(origin, freshScenario());
    await expect(control.pushAccountEvent('member01', { kind: 'depositCredited', amount: 5 } as never)).rejects.toThrow(/orderNo and amount/);
  });
});

describe('account socket: control endpoint', () => {
  it('counts connections and cuts them all with the dropped code', async () => {
    const scenario = freshScenario();
    const control = createControlClient(origin, scenario);
    const first = await signedIn(scenario);
    const pending = await connect(scenario);
    await expect.poll(() => control.accountSockets()).toEqual({ open: 2, authenticated: 1, opened: 2 });

    expect(await control.dropAccountSockets()).toBe(2);
    expect((await first.closed).code).toBe(ACCOUNT_SOCKET_CLOSE.dropped);
    expect((await pending.closed).code).toBe(ACCOUNT_SOCKET_CLOSE.dropped);
    await expect.poll(() => control.accountSockets()).toEqual({ open: 0, authenticated: 0, opened: 2 });
  });

  it('cuts the sockets of a scenario that is reset', async () => {
    const scenario = freshScenario();
    const member = await signedIn(scenario);
    await createControlClient(origin, scenario).reset();
    expect((await member.closed).code).toBe(ACCOUNT_SOCKET_CLOSE.dropped);
  });
});
