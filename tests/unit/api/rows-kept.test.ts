/**
 * The route-field check's open list worked down: a list row without the field the app
 * acts on it by (its id, its code, its username) is dropped, never the whole list, and the
 * developer console names the route and the field in one line; a list the answer leaves out is
 * no rows. Each expectation here failed the whole answer before (the schemas required the field).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createRequester } from '../../../src/api/request';
import { redEnvelopeAvailableSchema } from '../../../src/api/missions';
import {
  balanceSchema,
  countriesSchema,
  favouriteListSchema,
  gameListSchema,
  gameMenusSchema,
  helpCenterSchema,
  hotGamesSchema,
  missionLeaderboardSchema,
  pointsBalanceHistorySchema,
  pvpRoomsSchema,
  recentGamesSchema,
  transferTargetsSchema,
  vendorsSchema,
} from '../../../src/api/schemas';
import { fakeFetch, ok } from './fakePlatform';

const read = <T extends z.ZodMiniType>(schema: T, value: unknown) => z.parse(schema, value);

afterEach(() => vi.restoreAllMocks());

describe('a row without the field the app acts on is dropped, the list kept', () => {
  it('countries without their code or dialing code', () => {
    const countries = read(countriesSchema, [{ countryCode: 'ES', countryDialingCode: 34 }, { countryDialingCode: '52', name: 'México' }, { countryCode: 'PT', countryDialingCode: null }]);
    expect(countries).toEqual([{ countryCode: 'ES', countryDialingCode: '34' }]);
  });

  it('a wallet without its accountTypeId; the sum still read', () => {
    const balance = read(balanceSchema, { sumBalance: '150', balance: [{ accountTypeId: 1, availBalance: 100 }, { availBalance: 50 }, { accountTypeId: null, availBalance: 1 }] });
    expect(balance.sumBalance).toBe(150);
    expect(balance.balance).toEqual([{ accountTypeId: '1', availBalance: 100 }]);
  });

  it('transfer targets: an upline without a username is no upline, a downline without one is left out', () => {
    const targets = read(transferTargetsSchema, { upline: { nickname: 'Boss' }, downlines: [{ username: 'ana' }, { nickname: 'nobody' }, { username: '' }] });
    expect(targets.upline).toBeUndefined();
    expect(targets.downlines).toEqual([{ username: 'ana', nickname: '' }]);
    expect(read(transferTargetsSchema, { upline: { username: 'boss' } }).upline).toEqual({ username: 'boss', nickname: '' });
  });

  it('a game type of the menu without its gameType', () => {
    expect(read(gameMenusSchema, [{ gameType: 'LIVE' }, { name: 'Slots' }, 'RNG']).map((entry) => entry.gameType)).toEqual(['LIVE', 'RNG']);
  });

  it('games without their nodeId: the game list, hot games, recent games, favourites', () => {
    const games = [{ nodeId: 7, gameName: 'A' }, { gameName: 'no node' }, { nodeId: null }];
    expect(read(gameListSchema, { games, totalCount: 3 }).games.map((game) => game.nodeId)).toEqual(['7']);
    expect(read(hotGamesSchema, { list: games }).map((game) => game.nodeId)).toEqual(['7']);
    expect(read(hotGamesSchema, games)).toHaveLength(1);
    expect(read(recentGamesSchema, { list: games }).list).toHaveLength(1);
    expect(read(favouriteListSchema, { content: games, pageNum: 1 }).content).toHaveLength(1);
  });

  it("a vendor card without its vassalage, the lane's other cards kept", () => {
    const lanes = read(vendorsSchema, { data: { lanes: [{ title: 'Slots', cards: [{ vassalage: 'PG' }, { displayName: 'No code' }], gameClassify: [{ code: 'X', vendors: ['PG', { displayName: 'no code' }] }] }] } });
    expect(lanes[0]?.cards.map((card) => card.vassalage)).toEqual(['PG']);
    expect(lanes[0]?.gameClassify[0]?.vendors).toEqual(['PG']);
  });

  it('a PVP room without its roomId', () => {
    expect(read(pvpRoomsSchema, { list: [{ roomId: 3 }, { name: 'no id' }] })).toMatchObject([{ roomId: '3' }]);
  });

  it('a point of the points balance history without its time', () => {
    expect(read(pointsBalanceHistorySchema, { list: [{ at: 1, balance: 10 }, { balance: 20 }] })).toEqual([{ at: 1, balance: 10 }]);
  });

  it('a red envelope without its envelopeId is no envelope to open', () => {
    expect(read(redEnvelopeAvailableSchema, { envelope: { expiresInMs: 1000 } })).toBeNull();
    expect(read(redEnvelopeAvailableSchema, { envelope: { envelopeId: 'e1', expiresInMs: 1000 } })).toMatchObject({ envelopeId: 'e1', expiresInMs: 1000 });
  });
});

describe('a list the answer leaves out is no rows', () => {
  it.each([
    ['PVP rooms', pvpRoomsSchema],
    ['hot games', hotGamesSchema],
    ['the points balance history', pointsBalanceHistorySchema],
    ['the help centre', helpCenterSchema],
    ['the lottery mission leaderboard', missionLeaderboardSchema],
  ] as const)('%s', (_, schema) => {
    expect(read(schema, {})).toEqual([]);
    expect(read(schema, { list: null, day: '2026-12-02' })).toEqual([]);
  });
});

describe('the developer console names a dropped row', () => {
  function requester(value: unknown) {
    return createRequester({
      baseUrl: 'https://platform.test',
      merchantCode: 'RP01',
      getToken: () => 'tok',
      getLanguage: () => 'es',
      getDeviceId: () => 'device-1',
      onSessionExpired: () => undefined,
      fetch: fakeFetch(() => ok(value)).fetch,
      retry: { retries: 0, baseDelayMs: 0 },
    }).request;
  }

  it('one line per answer: the route, the row, the field and what was received; the call is read', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const games = await requester({ games: [{ nodeId: 1 }, { gameName: 'A' }, { gameName: 'B' }] })('gameList', { schema: gameListSchema });
    expect(games.games).toHaveLength(1);
    expect(consoleError.mock.calls.map((call) => call.map(String).join(' '))).toEqual([
      '[api] gameList: a row was left out: row[1].nodeId: expected string or number, received nothing (the field is missing) (1 more left out)',
    ]);
  });

  it('an object read as absent is named too, and a whole answer prints nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await requester({ envelope: { envelopeId: '', expiresInMs: 5 } })('redEnvelope', { schema: redEnvelopeAvailableSchema })).toBeNull();
    expect(await requester({ envelope: { envelopeId: 'e1' } })('redEnvelope', { schema: redEnvelopeAvailableSchema })).toMatchObject({ envelopeId: 'e1' });
    expect(consoleError.mock.calls.map((call) => call.map(String).join(' '))).toEqual([
      '[api] redEnvelope: a part of the answer was read as absent: object.envelopeId: expected a non-empty string, received string ""',
    ]);
  });
});
