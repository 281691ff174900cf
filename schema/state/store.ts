/**
 * The seeded MockStore that holds the catalogue. Generated records go in with explicit keys;
 * what the seed modules leave open (live-cam models, PVP rooms, any unset field) is filled by
 * the store's mocks, which draw from a seeded stream instead of Math.random. The façade then
 * reads the whole catalogue back once through the schema (readCatalogue), so every record it
 * serves has passed the types of platform.graphql.
 */
import { graphqlSync } from '../infra/graphql-runtime.js';
import { MockList, addMocksToSchema, createMockStore, type IMocks, type IMockStore, type Ref, type TypePolicy } from '@graphql-tools/mock';
import { createRandom } from '../infra/prng.js';
import { imagePath } from '../media/image-paths.js';
import { platformSchema } from '../infra/sdl.js';
import type { CatalogueRecords, SeedRecords } from '../seed/index.js';
import { MODEL_NAMES } from '../seed/names.js';
import { LANGUAGES, type LocalizedText } from '../seed/text.js';

const TYPE_POLICIES: Record<string, TypePolicy> = {
  Game: { keyFieldName: 'nodeId' },
  VendorLane: { keyFieldName: 'gameCategory' },
  GameTypeInfo: { keyFieldName: 'gameType' },
  Country: { keyFieldName: 'countryCode' },
  LotteryGame: { keyFieldName: 'gameCode' },
  LiveCamModel: { keyFieldName: 'modelId' },
  PvpRoom: { keyFieldName: 'roomId' },
};

const LIVE_CAM_MODEL_COUNT = 16;
const PVP_ROOM_COUNT = 24;

const FILLER_WORDS = ['alpha', 'bravo', 'casa', 'delta', 'estrella', 'fortuna', 'gol', 'hora'] as const;

function seededMocks(seed: number, records: SeedRecords): IMocks {
  const random = createRandom(seed, 'mock-store');
  let sequence = 0;
  const pvpGameCodes = records.games.filter((game) => game.gameType === 'PVP' && game.isGame === 'GAME').map((game) => game.gameCode);
  return {
    ID: () => `mock-${(sequence += 1)}`,
    String: () => random.pick(FILLER_WORDS),
    Int: () => random.int(0, 100),
    Float: () => random.float(0, 100),
    Boolean: () => random.chance(0.5),
    LiveCamModel: () => ({
      modelId: () => `model-${(sequence += 1)}`,
      name: () => random.pick(MODEL_NAMES),
      avatarUrl: () => imagePath('livecam', String(random.int(1, 9999))),
      viewers: () => random.int(12, 2400),
      online: () => random.chance(0.8),
      language: () => random.pick(['es', 'en', 'pt']),
    }),
    PvpRoom: () => ({
      roomId: () => `room-${(sequence += 1)}`,
      gameCode: () => random.pick(pvpGameCodes),
      name: () => `${random.pick(['Sala', 'Mesa', 'Salón'])} ${random.int(1, 60)}`,
      minBet: () => random.pick([0.5, 1, 2, 5, 10, 20]),
      players: () => random.int(0, 4),
      maxPlayers: () => random.pick([4, 6, 9]),
    }),
  };
}

function ref(typeName: string, key: string): Ref {
  return { $ref: { typeName, key } };
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && 'es' in value && 'en' in value;
}

/**
 * Stores one record under `key`; localised fields go in once per language as field arguments,
 * so `title(language: en)` reads the English text.
 */
function put(store: IMockStore, typeName: string, key: string, record: object): Ref {
  const plain: Record<string, unknown> = {};
  const localized: [string, LocalizedText][] = [];
  for (const [field, value] of Object.entries(record)) {
    if (isLocalizedText(value)) localized.push([field, value]);
    else plain[field] = value;
  }
  store.set(typeName, key, plain);
  for (const [fieldName, text] of localized) {
    for (const language of LANGUAGES) store.set({ typeName, key, fieldName, fieldArgs: { language }, value: text[language] });
  }
  return ref(typeName, key);
}

export function createCatalogueStore(seed: number, records: SeedRecords): IMockStore {
  const store = createMockStore({ schema: platformSchema(), mocks: seededMocks(seed, records), typePolicies: TYPE_POLICIES });
  const root = (fieldName: string, value: unknown) => store.set('Query', 'ROOT', fieldName, value);

  root('games', records.games.map((game) => put(store, 'Game', game.nodeId, { ...game, maintenance: false })));
  root(
    'vendorLanes',
    records.lanes.map((lane) =>
      put(store, 'VendorLane', lane.gameCategory, {
        ...lane,
        cards: lane.cards.map((card) => ({ ...card, maintenance: false })),
        gameClassify: lane.gameClassify.map((classification) => put(store, 'GameClassification', `${lane.gameCategory}:${classification.code}`, classification)),
      }),
    ),
  );
  root('gameTypes', records.gameTypes.map((gameType) => put(store, 'GameTypeInfo', gameType.gameType, gameType)));
  root('banners', records.banners.map((banner) => put(store, 'Banner', banner.id, banner)));
  root('notices', records.notices.map((notice) => put(store, 'Notice', notice.id, notice)));
  root('popups', records.popups.map((popup) => put(store, 'Popup', popup.id, popup)));
  root('promotions', records.promotions.map((promotion) => put(store, 'Promotion', promotion.id, promotion)));
  root('announcements', records.announcements.map((announcement) => put(store, 'Announcement', announcement.id, announcement)));
  root('winners', records.winners.map(({ id, ...vo }) => put(store, 'WinnerBoardEntry', id, { id, vo })));
  root('helpArticles', records.helpArticles.map((article) => put(store, 'HelpArticle', article.id, article)));
  root('articles', records.articles.map((article) => put(store, 'Article', article.id, article)));
  root('countries', records.countries.map((country) => put(store, 'Country', country.countryCode, country)));
  root('rewardItems', records.rewardItems.map((item) => put(store, 'RewardItem', item.id, item)));
  root('lotteryGames', records.lotteryGames.map((game) => put(store, 'LotteryGame', game.gameCode, game)));
  root('site', put(store, 'SiteInfo', 'site', { id: 'site', ...records.site }));
  // Left to the seeded mocks: the store draws these entities when the list is first set.
  root('liveCamModels', new MockList(LIVE_CAM_MODEL_COUNT));
  root('pvpRooms', new MockList(PVP_ROOM_COUNT));
  return store;
}

const localized = (field: string) => `${field}Es: ${field}(language: es) ${field}En: ${field}(language: en)`;

const CATALOGUE_QUERY = /* GraphQL */ `
  query Catalogue {
    games { nodeId gameCode vassalage vendorName gameType gameClassify isGame isHot hotRank isNew supportPlay
      displayName gameName nodeName showIcon iconUrl lagerIcon minBet minLineNum sortOrder releaseDate rtp }
    lanes: vendorLanes { gameCategory title ${localized('name')} icon
      cards { vassalage displayName smallIcon lagerIcon gameType isGame nodeId gameCode gameCount }
      gameClassify { code ${localized('name')} vendors } }
    gameTypes { gameType ${localized('name')} icon sort gameCount }
    banners { id groupName ${localized('title')} url linkageType linkageValue sort }
    notices { id type ${localized('title')} ${localized('content')} publishTime }
    popups { id execution ${localized('title')} ${localized('content')} imageUrl }
    promotions { id promotionType ${localized('title')} imageUrl }
    announcements { id ${localized('title')} ${localized('content')} announcementImages promotionType memberOnly publishTime }
    winners { id vo { gameName customerName winAmount iconUrl nodeId gameType vendor } }
    helpArticles { id anchor ${localized('title')} ${localized('content')} sort }
    articles { id kind slug ${localized('title')} ${localized('summary')} ${localized('content')} imageUrl author publishTime }
    countries { countryCode countryDialingCode ${localized('name')} }
    rewardItems { id ${localized('name')} points amount category availableQuantity imageUrl }
    lotteryGames { gameCode nodeId vassalage prizeMode area gameClassify name drawIntervalSeconds closeBeforeSeconds iconUrl }
    liveCamModels { modelId name avatarUrl viewers online language }
    pvpRooms { roomId gameCode name minBet players maxPlayers }
    site { customerService { csType path } resources { labelNameEn url } mainDomain domainRoute { url type } analytics { gtagId } }
  }
`;

type Row = Record<string, unknown>;

/** Folds the `<field>Es` / `<field>En` aliases of a row back into LocalizedText values. */
function unfoldLocalized(row: Row): Row {
  const result: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const match = /^(.*)(Es|En)$/.exec(key);
    const field = match?.[1];
    if (field && typeof value === 'string' && `${field}Es` in row && `${field}En` in row) {
      result[field] = { es: row[`${field}Es`], en: row[`${field}En`] };
    } else if (Array.isArray(value)) {
      result[key] = value.map((item: unknown) => (typeof item === 'object' && item !== null ? unfoldLocalized(item as Row) : item));
    } else if (typeof value === 'object' && value !== null) {
      result[key] = unfoldLocalized(value as Row);
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** Reads the complete catalogue out of the store, in the record shapes of seed/. */
export function readCatalogue(store: IMockStore): CatalogueRecords {
  const schema = addMocksToSchema({ schema: platformSchema(), store });
  const result = graphqlSync({ schema, source: CATALOGUE_QUERY });
  if (result.errors?.length || !result.data) {
    throw new Error(`catalogue does not match platform.graphql: ${result.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  }
  const data = unfoldLocalized(result.data as Row);
  const winners = (data.winners as { id: string; vo: Row }[]).map(({ id, vo }) => ({ id, ...vo }));
  // The query mirrors the record interfaces field by field and the schema has checked every
  // value's type, so the cast only restates what the query selected.
  return { ...data, winners } as unknown as CatalogueRecords;
}
