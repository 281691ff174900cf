/**
 * One key per intent (schema/rest/idempotency.ts): every money command
 * honours an optional `idempotencyKey`. For each route: the same key sent twice applies once and
 * answers the first answer; a new key runs the command again; a DROP_CONNECTION fault (the call
 * runs, its answer is lost) then a retry with the same key applies once. Keys travel in the body,
 * inside the encrypted payload on encrypted routes, in the query on the contracts' GET routes.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '../../../src/api/routes';
import { IDEMPOTENT_ROUTES } from '../../../schema/rest/idempotency';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor, type CallOptions, type CallResult } from './support';

const { platform } = createTestPlatform();

const PASSWORDS = { member01: 'Member2024', agent01: 'Agent2024', agent02: 'Agent2024', agent42: 'Agent2024' } as const;
type Account = keyof typeof PASSWORDS;
/** The seeded payment password of member01 and agent02. */
const PAYMENT_PASSWORD = '246810';

interface Session {
  readonly scenario: string;
  readonly token: string;
  readonly as: Account;
}

async function signIn(as: Account, scenario = freshScenario('idempotency')): Promise<Session> {
  return { scenario, as, token: await tokenFor(platform, as, PASSWORDS[as], { scenario }) };
}

let keyCounter = 0;
/** A fresh key, as the client makes one when the user confirms. */
function newKey(): string {
  keyCounter += 1;
  return `intent-${keyCounter}-${Math.random().toString(36).slice(2, 10)}`;
}

type Fields = Record<string, unknown>;

interface Balance {
  sumBalance: number;
  balance: { accountTypeId: number; availBalance: number }[];
}

async function balanceOf(session: Session): Promise<Balance> {
  const answer = await callRoute<Balance>(platform, 'balance', session);
  expect(answer.body.success).toBe(true);
  return answer.body.value;
}

const sumBalance = async (session: Session) => (await balanceOf(session)).sumBalance;
const walletOf = async (session: Session, accountTypeId: number) => (await balanceOf(session)).balance.find((wallet) => wallet.accountTypeId === accountTypeId)?.availBalance ?? NaN;
const points = async (session: Session) => (await callRoute<{ points: number }>(platform, 'pointsBalance', session)).body.value.points;
const applying = async (session: Session) =>
  (await callRoute<{ list: { status: string }[] }>(platform, 'promotionList', session)).body.value.list.filter((row) => row.status === 'APPLYING').length;
const contractCount = async (session: Session) => (await controlFor(platform, session.scenario).contracts()).length;
const linkCount = async (session: Session) => (await callRoute<{ list: unknown[] }>(platform, 'viewAffiliateUrls', session)).body.value.list.length;

/** Calls a route with its fields and the key where that route's client puts it. */
function send(routeId: RouteId, session: Session, fields: Fields, key?: string): Promise<CallResult> {
  const withKey = key === undefined ? fields : { ...fields, idempotencyKey: key };
  const options: CallOptions = { scenario: session.scenario, token: session.token };
  if (ROUTES[routeId].method === 'GET') {
    options.query = Object.fromEntries(Object.entries(withKey).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
  } else {
    options.body = withKey;
  }
  return callRoute(platform, routeId, options);
}

interface KeyCase {
  readonly as: Account;
  /** The command's fields (without the key); may prepare the scenario first. */
  readonly fields: (session: Session) => Fields | Promise<Fields>;
  /** A figure every application of the command changes (a balance, points, a count). */
  readonly measure: (session: Session) => Promise<number>;
  /** Runs before every call of the command but the first (not counted by `measure`). */
  readonly before?: (session: Session) => Promise<void>;
  /** What a second application under a new key does: applies again, or is refused with this code. */
  readonly newKey: 'applies' | { refused: string };
}

/** What each walletRecall session put into the EVO wallet (20 a time). */
const refilled = new Map<string, number>();
async function refill(session: Session): Promise<void> {
  const moved = await send('walletTransfer', session, { fromAccountTypeId: 1, toAccountTypeId: 12, amount: 20 });
  expect(moved.body.success).toBe(true);
  refilled.set(session.scenario, (refilled.get(session.scenario) ?? 0) + 20);
}

const offer = (tierField: string) => () => ({ downline: 'agent02', gameType: 'PVP', status: 'P', [tierField]: [{ minimumBet: 100, activeMember: 1, rate: 0.5, contractRate: 10 }] });

/** The routes that honour the key, each with a command that succeeds the first time. */
const CASES: Record<(typeof IDEMPOTENT_ROUTES)[number], KeyCase> = {
  walletTransfer: { as: 'member01', fields: () => ({ fromAccountTypeId: 1, toAccountTypeId: 12, amount: 100 }), measure: (s) => walletOf(s, 12), newKey: 'applies' },
  walletRecall: {
    as: 'member01',
    // Something in a game wallet to bring back, and as much again before each later call, so a second recall would move it.
    fields: async (s) => {
      await refill(s);
      return {};
    },
    before: refill,
    // The main wallet, the refills put back: a recall moves it, a refill does not.
    measure: async (s) => (await walletOf(s, 1)) + (refilled.get(s.scenario) ?? 0),
    newKey: 'applies',
  },
  transferToUpline: { as: 'member01', fields: () => ({ amount: 25.5, password: PAYMENT_PASSWORD }), measure: sumBalance, newKey: 'applies' },
  transferToDownline: { as: 'agent02', fields: () => ({ amount: 45, password: PAYMENT_PASSWORD, downline: 'agent41' }), measure: sumBalance, newKey: 'applies' },
  pointsConvert: { as: 'member01', fields: () => ({ points: 100, password: PAYMENT_PASSWORD }), measure: points, newKey: 'applies' },
  pointsRedeem: { as: 'member01', fields: () => ({ itemId: 'reward-1', quantity: 1, password: PAYMENT_PASSWORD }), measure: points, newKey: 'applies' },
  promotionApply: { as: 'member01', fields: () => ({ promotionId: 'promo-4', comment: 'Quiero participar' }), measure: applying, newKey: { refused: 'promotion.not.applicable' } },
  promotionClaim: { as: 'member01', fields: () => ({ promotionId: 'promo-1' }), measure: sumBalance, newKey: { refused: 'raffle.already.claimed' } },
  rewardClaim: { as: 'member01', fields: () => ({ rewardId: 'rwd-member01-weekly' }), measure: sumBalance, newKey: { refused: 'raffle.already.claimed' } },
  raffleClaim: { as: 'member01', fields: () => ({ raffleId: 'monthly' }), measure: sumBalance, newKey: { refused: 'raffle.already.claimed' } },
  missionClaim: { as: 'member01', fields: () => ({ missionId: 'msn-member01-login-streak' }), measure: sumBalance, newKey: { refused: 'mission.already.claimed' } },
  rebateClaim: { as: 'member01', fields: () => ({}), measure: sumBalance, newKey: { refused: 'rebate.nothing' } },
  redEnvelopeOpen: {
    as: 'member01',
    fields: async (s) => ({ envelopeId: (await controlFor(platform, s.scenario).dropRedEnvelope('member01', { amount: 8.88 })).envelopeId }),
    measure: sumBalance,
    newKey: { refused: 'envelope.already.opened' },
  },
  // The upline's offers: each application is a new contract row (a newer offer withdraws the waiting one).
  contractDividend: { as: 'agent01', fields: offer('tiers'), measure: contractCount, newKey: 'applies' },
  contractDailySalary: { as: 'agent01', fields: offer('details'), measure: contractCount, newKey: 'applies' },
  contractHourSalary: { as: 'agent01', fields: offer('hourSalaryRates'), measure: contractCount, newKey: 'applies' },
  contractRealTimeSalary: { as: 'agent01', fields: offer('realTimeSalaryRates'), measure: contractCount, newKey: 'applies' },
  createAffiliateUrl: { as: 'agent01', fields: () => ({ memberType: 'MEMBER', remark: 'spring' }), measure: linkCount, newKey: 'applies' },
};

const ROUTES_WITH_KEYS = Object.keys(CASES) as (keyof typeof CASES)[];

/** Signs in, prepares the command and reads the figure before it runs. */
async function prepared(routeId: keyof typeof CASES) {
  const routeCase = CASES[routeId];
  const session = await signIn(routeCase.as);
  const fields = await routeCase.fields(session);
  const start = await routeCase.measure(session);
  /** How far the figure moved since the start. */
  const moved = async () => Math.round(((await routeCase.measure(session)) - start) * 100) / 100;
  let calls = 0;
  /** Sends the command (after the case's `before` from the second call on). */
  const command = async (key?: string) => {
    if (calls > 0) await routeCase.before?.(session);
    calls += 1;
    return send(routeId, session, fields, key);
  };
  return { routeCase, session, moved, command };
}

describe('the same key twice applies once and answers the first answer', () => {
  it.each(ROUTES_WITH_KEYS)('%s', async (routeId) => {
    const { moved, command } = await prepared(routeId);
    const key = newKey();
    const first = await command(key);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ success: true, errorCode: null });
    const once = await moved();
    expect(once, 'the command changed its figure').not.toBe(0);

    const again = await command(key);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await moved(), 'applied once').toBe(once);
  });
});

describe('a new key runs the command again', () => {
  it.each(ROUTES_WITH_KEYS)('%s', async (routeId) => {
    const { routeCase, moved, command } = await prepared(routeId);
    const first = await command(newKey());
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const once = await moved();

    const second = await command(newKey());
    if (routeCase.newKey === 'applies') {
      expect(second.body, JSON.stringify(second.body)).toMatchObject({ success: true });
      expect(await moved(), 'applied twice').toBe(Math.round(once * 2 * 100) / 100);
    } else {
      expect(second.body.errorCode).toBe(routeCase.newKey.refused);
      expect(await moved()).toBe(once);
    }
  });
});

describe('DROP_CONNECTION, then a retry with the same key: applied once', () => {
  it.each(ROUTES_WITH_KEYS)('%s', async (routeId) => {
    const { session, moved, command } = await prepared(routeId);
    await controlFor(platform, session.scenario).failNext(routeId, 1, { kind: 'DROP_CONNECTION' });
    const key = newKey();
    await expect(command(key), 'the answer is lost').rejects.toThrow(/connection dropped/);
    const applied = await moved();
    expect(applied, 'the dropped call ran').not.toBe(0);

    const retry = await command(key);
    expect(retry.body, JSON.stringify(retry.body)).toMatchObject({ success: true, errorCode: null });
    expect(await moved(), 'the retry applied nothing').toBe(applied);
    expect((await command(key)).body, 'the stored answer, every time').toEqual(retry.body);
  });
});

describe('the key', () => {
  it('is honoured on every money command and nowhere else here', () => {
    expect([...IDEMPOTENT_ROUTES].sort()).toEqual([...ROUTES_WITH_KEYS].sort());
  });

  it('absent: the old behaviour, each call applies', async () => {
    const session = await signIn('member01');
    const start = await points(session);
    for (let call = 0; call < 2; call += 1) expect((await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD })).body.success).toBe(true);
    expect(await points(session)).toBe(start - 200);
  });

  it('is trimmed, and refused when it is not a text of 8 to 100 characters', async () => {
    const session = await signIn('member01');
    const start = await points(session);
    for (const bad of ['short', ' 1234567 ', 'k'.repeat(101), 12345678, true, {}]) {
      const answer = await callRoute(platform, 'pointsConvert', { ...session, body: { points: 100, password: PAYMENT_PASSWORD, idempotencyKey: bad } });
      expect(answer.body, JSON.stringify(bad)).toMatchObject({ success: false, errorCode: 'request.param.invalid', value: { issues: [{ field: 'idempotencyKey' }] } });
    }
    expect(await points(session), 'a refused key applies nothing').toBe(start);
    const key = newKey();
    const first = await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, `  ${key} `);
    const again = await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, key);
    expect(again.body).toEqual(first.body);
    expect(await points(session)).toBe(start - 100);
    const longest = 'k'.repeat(100);
    expect((await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, longest)).body.success).toBe(true);
  });

  it('a refusal is the answer too: the same key answers the same refusal and applies nothing, a new key runs', async () => {
    const session = await signIn('member01');
    const start = await points(session);
    const key = newKey();
    const refused = await send('pointsConvert', session, { points: 100, password: '000000' }, key);
    expect(refused.body.errorCode).toBe('invalid.payment.pw');
    const again = await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, key);
    expect(again.body).toEqual(refused.body);
    expect(await points(session)).toBe(start);
    expect((await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, newKey())).body.success).toBe(true);
    expect(await points(session)).toBe(start - 100);
  });

  it('answers the first answer as it was, not the state now', async () => {
    const session = await signIn('member01');
    const key = newKey();
    const first = await send('walletTransfer', session, { fromAccountTypeId: 1, toAccountTypeId: 12, amount: 100 }, key);
    await send('walletTransfer', session, { fromAccountTypeId: 1, toAccountTypeId: 11, amount: 50 });
    const again = await send('walletTransfer', session, { fromAccountTypeId: 1, toAccountTypeId: 12, amount: 100 }, key);
    expect(again.body).toEqual(first.body);
    expect(await walletOf(session, 11)).toBe(50);
  });

  it('is scoped per member: another member with the same key applies its own', async () => {
    const scenario = freshScenario('idempotency');
    const member = await signIn('member01', scenario);
    const agent = await signIn('agent02', scenario);
    const before = { member: await sumBalance(member), agent: await sumBalance(agent) };
    const key = newKey();
    expect((await send('transferToUpline', member, { amount: 10, password: PAYMENT_PASSWORD }, key)).body.success).toBe(true);
    // agent02 is member01's upline: it received 10, then sends 7 to its own upline under the same key.
    const agents = await send('transferToUpline', agent, { amount: 7, password: PAYMENT_PASSWORD }, key);
    expect(agents.body, JSON.stringify(agents.body)).toMatchObject({ success: true, value: { amount: 7 } });
    expect(await sumBalance(member)).toBe(Math.round((before.member - 10) * 100) / 100);
    expect(await sumBalance(agent)).toBe(Math.round((before.agent + 10 - 7) * 100) / 100);
  });

  it('is scoped per route: the same key on another command applies that command', async () => {
    const session = await signIn('member01');
    const key = newKey();
    const startPoints = await points(session);
    expect((await send('walletTransfer', session, { fromAccountTypeId: 1, toAccountTypeId: 12, amount: 100 }, key)).body.success).toBe(true);
    const converted = await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, key);
    expect(converted.body).toMatchObject({ success: true, value: { amount: 1 } });
    expect(await points(session)).toBe(startPoints - 100);
    expect(await walletOf(session, 12)).toBe(100);
  });

  it('two calls with the same key at once apply once and answer alike', async () => {
    const session = await signIn('member01');
    const key = newKey();
    const fields = { fromAccountTypeId: 1, toAccountTypeId: 12, amount: 100 };
    const [one, two] = await Promise.all([send('walletTransfer', session, fields, key), send('walletTransfer', session, fields, key)]);
    expect(one?.body.success).toBe(true);
    expect(two?.body).toEqual(one?.body);
    expect(await walletOf(session, 12)).toBe(100);
  });

  it('after SLOW (the answer came after the client gave up) a retry with the same key answers the stored result', async () => {
    const session = await signIn('member01');
    const start = await points(session);
    await controlFor(platform, session.scenario).failNext('pointsConvert', 1, { kind: 'SLOW', delayMs: 20 });
    const key = newKey();
    const late = await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, key);
    const retry = await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, key);
    expect(retry.body).toEqual(late.body);
    expect(await points(session)).toBe(start - 100);
  });

  it('a contract answer sent as a GET carries the key in its query: a repeat answers the first answer, not contract.status.invalid', async () => {
    const session = await signIn('agent02');
    const key = newKey();
    const fields = { id: 'contract-2', status: 'A', confirmLowerRate: 'true' };
    const first = await send('contractDailySalary', session, fields, key);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ success: true });
    expect(await send('contractDailySalary', session, fields, key)).toMatchObject({ body: first.body });
    expect((await send('contractDailySalary', session, fields, newKey())).body.errorCode).toBe('contract.status.invalid');
  });

  it('a contract answer sent as a POST carries it in the body', async () => {
    const session = await signIn('agent42');
    const key = newKey();
    const fields = { contractId: 'contract-5', status: 'R' };
    const first = await send('contractRealTimeSalary', session, fields, key);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ success: true });
    expect((await send('contractRealTimeSalary', session, fields, key)).body).toEqual(first.body);
    expect((await send('contractRealTimeSalary', session, fields, newKey())).body.errorCode).toBe('contract.status.invalid');
  });

  it('a contract read (no status) ignores the key: it answers the contracts as they are now', async () => {
    const session = await signIn('agent02');
    const key = newKey();
    const before = await send('contractDailySalary', session, {}, key);
    expect(before.body.value).toMatchObject({ pendingRequests: [expect.objectContaining({ id: 'contract-2', status: 'P' })] });
    expect((await send('contractDailySalary', session, { id: 'contract-2', status: 'A', confirmLowerRate: 'true' }, newKey())).body.success).toBe(true);
    const after = await send('contractDailySalary', session, {}, key);
    expect(after.body.value).toMatchObject({ pendingRequests: [], asDownline: expect.arrayContaining([expect.objectContaining({ id: 'contract-2', status: 'A' })]) });
  });

  it('is forgotten with the scenario: after reset the same key applies again', async () => {
    const session = await signIn('member01');
    const key = newKey();
    const start = await points(session);
    expect((await send('pointsConvert', session, { points: 100, password: PAYMENT_PASSWORD }, key)).body.success).toBe(true);
    await controlFor(platform, session.scenario).reset();
    const fresh = await signIn('member01', session.scenario);
    expect(await points(fresh)).toBe(start);
    expect((await send('pointsConvert', fresh, { points: 100, password: PAYMENT_PASSWORD }, key)).body.success).toBe(true);
    expect(await points(fresh)).toBe(start - 100);
  });
});
