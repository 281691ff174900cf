/**
 * zod schemas for the `value` of every platform answer (API.md "Shapes"; SPEC.md §3 for the
 * rest). Lenient where the platform is: numbers may arrive as strings, flags as "1"/1/true,
 * lists as null, optional fields absent. Every output is typed; shapes no source shows are loose
 * objects with the fields SPEC.md names, the rest kept as `unknown`.
 */
import * as z from 'zod/mini';
import {
  commandAnswer,
  flag,
  flagOr,
  isOn,
  keptListOf,
  keptOne,
  lazySchema,
  listOf,
  map,
  numberOr,
  objectOr,
  optional,
  optionalNumber,
  optionalText,
  optionalTime,
  preprocess,
  rowsListOf,
  rowsOf,
  safeUrlText,
  actionUrl,
  scalarText,
  textOr,
} from './wire-values';
import { safeUrl } from './safeUrl';

// zod/mini (not the classic chainable API): the same engine without the methods on every schema,
// about 13 KB less gzip on the first route. The building blocks (./wire-values) read like the classic
// forms they replace.
// Every exported schema is built on its first use (lazySchema: not at import, where the first
// page's areas' schemas cost a phone a quarter of a second) and marked /* @__PURE__ */: building
// one is a call the bundler must otherwise keep, so the schemas of areas only lazy parts call (lottery, agent, points) would sit
// in the first route's JavaScript.

const nonEmptyText = () => z.string().check(z.minLength(1));

// ---------------------------------------------------------------------------------------------
// Building blocks

declare const untrustedHtmlBrand: unique symbol;
/**
 * HTML from the platform (announcements, notices, popups, promotions, help centre), kept exactly
 * as it arrived. Nothing sanitises it here: `src/ui/SafeHtml.tsx` is the one place that renders it,
 * through DOMPurify right before it reaches the DOM (lint forbids dangerouslySetInnerHTML elsewhere).
 */
export type UntrustedHtml = string & { readonly [untrustedHtmlBrand]: true };
// Type-only brands: the text schemas re-typed where HTML is read, no code added to the bundle.
type HtmlSchema = z.ZodMiniType<UntrustedHtml, unknown>;
type OptionalHtmlSchema = z.ZodMiniType<UntrustedHtml | undefined, unknown>;

/** Ids arrive as numbers or strings; one spelling. */
const id = map(z.union([z.string(), z.number()]), String);
const optionalId = optional(id);

/**
 * JS truthiness as the platform's own bundle reads these (API.md "truthy"), except that the
 * strings "0" and "false" count as off: a server that serialises flags as text must not put the
 * whole site into maintenance.
 */
const truthy = map(
  z.optional(z.unknown()),
  (value) => Boolean(value) && !(typeof value === 'string' && ['0', 'false'].includes(value.trim().toLowerCase())),
);

/** Lists that arrive bare or wrapped (`{ list: [...] }`): the wrapped list, else the value as is. */
const unwrapList =
  (key: string) =>
  (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value) && key in value ? (value as Record<string, unknown>)[key] : value;

/** For calls whose answer the caller does not read (logout, feedback, …). */
export const ignoredValueSchema = /* @__PURE__ */ lazySchema(() => z.unknown());

// ---------------------------------------------------------------------------------------------
// System

/**
 * GET /wps/session/key/rsa. API.md names the answer only for our platform (`{ alg, publicKey }`,
 * SPKI base64); a real platform's form is not given, so every reasonable one is read and
 * normalised to one descriptor (crypto.ts PublicKeyDescriptor), whose `alg` then picks the cipher:
 * - `{ alg, publicKey }` (ours); `alg` absent or empty → null (the platform's own DES/RSA scheme);
 * - the key alone: a bare string value, or under `publicKey`, `pubKey`, `key`, `rsaKey` or
 *   `rsaPublicKey`; base64 (or base64url) DER, or PEM (armour, line breaks and escaped `\n` dropped);
 *   SPKI ("PUBLIC KEY") or PKCS#1 ("RSA PUBLIC KEY"), told apart by the cipher;
 * - `{ modulus, exponent }` (or `publicExponent`), as hex, the form of the RSA libraries such
 *   platforms' pages use (jsbn/JSEncrypt setPublic, RSAUtils.getKeyPair); an optional `0x`; the
 *   exponent may be a JSON number (65537). Decimal strings are not read: hex and decimal cannot be
 *   told apart.
 */
export const rsaKeySchema = /* @__PURE__ */ lazySchema(() => preprocess(
  readKeyAnswer,
  z.union([
    z.object({ alg: z.nullable(z.string()), publicKey: z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/)) }),
    z.object({
      alg: z.nullable(z.string()),
      modulus: z.string().check(z.regex(/^[0-9a-f]+$/)),
      exponent: z.string().check(z.regex(/^[0-9a-f]+$/)),
    }),
  ]),
));

const PUBLIC_KEY_FIELDS = ['publicKey', 'pubKey', 'key', 'rsaKey', 'rsaPublicKey'] as const;

function readKeyAnswer(value: unknown): unknown {
  const answer = typeof value === 'string' ? { publicKey: value } : value;
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  const fields = answer as Record<string, unknown>;
  const alg = typeof fields.alg === 'string' && fields.alg.trim() !== '' ? fields.alg.trim() : null;
  const key = PUBLIC_KEY_FIELDS.map((name) => fields[name]).find((field) => typeof field === 'string' && field.trim() !== '');
  if (typeof key === 'string') {
    const der = key
      .replace(/-----(BEGIN|END)[^-]*-----/g, '')
      .replace(/\\[nr]|\s+/g, '')
      .replace(/-/g, '+')
      .replace(/_/g, '/');
    return { alg, publicKey: der };
  }
  if (fields.modulus !== undefined && fields.modulus !== null) {
    return { alg, modulus: hexDigits(fields.modulus), exponent: hexDigits(fields.exponent ?? fields.publicExponent) };
  }
  return { alg, publicKey: fields.publicKey };
}

const hexDigits = (value: unknown): unknown =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value.toString(16)
    : typeof value === 'string'
      ? value.trim().replace(/^0x/i, '').toLowerCase()
      : value;

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

// Not lazySchema: a schema that names itself cannot have its type inferred through the wrapper.
export const whitelabelNodeSchema = /* @__PURE__ */ z.object({
  modId: z.string(),
  enabled: map(z.optional(z.unknown()), (value): '1' | '0' => (isOn(value) ? '1' : '0')),
  get childrenNodes() {
    return listOf(whitelabelNodeSchema);
  },
});

/** The tree as a list of roots; a single root node is accepted too. */
export const whitelabelTreeSchema = /* @__PURE__ */ lazySchema(() => preprocess(
  (value) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(whitelabelNodeSchema),
));

/** modId → enabled === "1", depth first over the whole tree (API.md "Whitelabel tree"). */
export function flattenWhitelabel(tree: readonly WhitelabelNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (nodes: readonly WhitelabelNode[]) => {
    for (const node of nodes) {
      flags[node.modId] = node.enabled === '1';
      visit(node.childrenNodes);
    }
  };
  visit(tree);
  return flags;
}

/** One field of the register form (API.md "Register settings"). */
export const registerFieldSchema = /* @__PURE__ */ lazySchema(() => z.object({
  /** A regular expression source; "*" means any text. */
  acceptedPattern: textOr('*'),
  minLength: optionalNumber,
  maxLength: optionalNumber,
  /** Error text key is `reg_pattern_<patternId>`. */
  patternId: optionalId,
  /** (ours) absent on platforms that do not send it: shown, optional. */
  show: flagOr(true),
  required: flagOr(false),
}));

/**
 * Keyed by form field name (username, password, mobileNum, email, …). An entry that is not a field
 * object (`registerMethod: "USERNAME"`, a flag, a list) or that cannot be read is ignored, never
 * failing the whole map (`info.register` of the status call, whose form API.md
 * does not give, must not stop the app from starting).
 */
export const registerSettingsSchema = /* @__PURE__ */ lazySchema(() => preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const fields: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
      const parsed = z.safeParse(registerFieldSchema, entry);
      if (parsed.success) fields[name] = parsed.data;
    }
    return fields;
  },
  z.record(z.string(), registerFieldSchema),
));

export const customerServiceSchema = /* @__PURE__ */ lazySchema(() => z.object({
  csType: optionalId,
  /** Encrypted by the platform; decrypted by whoever opens it. */
  path: optionalText,
}));

/** A social, app-download or other resource link: refused by the allow-list (safeUrl.ts), no link. */
export const resourceSchema = /* @__PURE__ */ lazySchema(() => z.object({ labelNameEn: optionalText, labelName: optionalText, url: safeUrlText() }));

export const permissionInfoSchema = /* @__PURE__ */ lazySchema(() => z.object({
  customerService: preprocess(
    (value) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(customerServiceSchema),
  ),
  domainRoute: optional(z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())])),
  resources: keptListOf(resourceSchema),
  mainDomain: optionalText,
  whitelabel: whitelabelTreeSchema,
  register: registerSettingsSchema,
  analytics: commandAnswer(z.object({ gtagId: optionalText })),
  imageCDNs: keptListOf(z.string()),
  launchGameCDNs: keptListOf(z.string()),
}));

export const locationSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(z.object({ ip: optionalText, country: optionalText })));

/** `value.info` and `value.location` of any other form (null, true, a string) read as empty. */
export const systemStatusValueSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(
  z.object({
    maintenance: truthy,
    regionRestriction: truthy,
    info: commandAnswer(permissionInfoSchema),
    location: locationSchema,
  }),
));

/** 0 normal, 1 maintenance, 2 region restriction (API.md "Status"). */
export type SystemStatusCode = 0 | 1 | 2;

export const countrySchema = /* @__PURE__ */ lazySchema(() => z.object({
  countryCode: z.string(),
  countryDialingCode: map(z.union([z.string(), z.number()]), String),
  /** In the request's Language. */
  name: optionalText,
}));
/** A country without its code or dialing code cannot be picked: dropped, the others offered. */
export const countriesSchema = /* @__PURE__ */ lazySchema(() => keptListOf(countrySchema));

export const domainRouteSchema = /* @__PURE__ */ lazySchema(() => z.union([
  z.string(),
  listOf(z.union([z.string(), z.looseObject({ domain: optionalText, url: optionalText })])),
  z.looseObject({}),
]));

export const helpCenterEntrySchema = /* @__PURE__ */ lazySchema(() => z.looseObject({
  id: optionalId,
  title: optionalText,
  content: optionalText as unknown as OptionalHtmlSchema,
  /** The `#term` of /help#term. */
  anchor: optionalText,
  sort: optionalNumber,
}));
/** Entries bare or under `list` (or another wrapper: rowsOf); none when the answer carries no list. */
export const helpCenterSchema = /* @__PURE__ */ lazySchema(() => rowsListOf(helpCenterEntrySchema));

// ---------------------------------------------------------------------------------------------
// Session

export const loginResultSchema = /* @__PURE__ */ lazySchema(() => z.object({
  token: nonEmptyText(),
  firstTimeLogin: flagOr(false),
  passwordExpired: flagOr(false),
  /** The embedded platform also names the account and its type; member info stays the authority. */
  account: optionalText,
  type: optionalNumber,
}));

/**
 * Register, and set-password-by-phone, may log the user in straight away (SPEC.md §4); the
 * embedded platform names the account's type here too, as in a login's answer.
 */
/**
 * The answer API.md does not describe: `{ token, … }`, `null`, `true`, or a
 * bare token string all read; without a token the member is registered but not signed in.
 */
export const optionalLoginResultSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(
  z.object({ token: optionalText, firstTimeLogin: flagOr(false), passwordExpired: flagOr(false), type: optionalNumber }),
  'token',
));

/** `value` of a failed login that asks for the captcha (API.md "Captcha", ours). */
export const captchaFlagSchema = /* @__PURE__ */ lazySchema(() => z.object({ captcha: flag }));

export const LOGIN_VERIFICATION_METHODS = ['MOBILE', 'EMAIL', 'BANK_NAME', 'AUTHENTICATOR'] as const;
export type LoginVerificationMethod = (typeof LOGIN_VERIFICATION_METHODS)[number];

/** `value` of `login_verify_required`: which second factors the user may pick (unknown ones dropped). */
export const loginVerificationMethodsSchema = /* @__PURE__ */ lazySchema(() => z.object({
  methods: map(listOf(z.string()), (methods) =>
    methods.filter((method): method is LoginVerificationMethod =>
      (LOGIN_VERIFICATION_METHODS as readonly string[]).includes(method),
    ),
  ),
}));

/** Base64 PNG (or already a data URL) → an <img> src. */
export const captchaImageSchema = /* @__PURE__ */ lazySchema(() => z.pipe(
  map(
    z.pipe(z.union([z.string(), map(z.object({ value: z.string() }), (image) => image.value)]), nonEmptyText()),
    (image) => (image.startsWith('data:') ? image : `data:image/png;base64,${image.replace(/\s+/g, '')}`),
  ),
  // the one picture the platform sends as data: a base64 image passes the allow-list (safeUrl.ts);
  // anything else fails the load, which the form shows as a captcha that could not be loaded
  z.string().check(z.refine((image) => safeUrl(image, { dataImage: true }) !== undefined)),
));

/**
 * An SMS send: countdown = expiredMinutes × 60 s (SPEC.md §4). An answer without a usable value
 * gives null: the flow's own default applies (machines/auth/smsCountdown.machine.ts).
 */
export const smsSentSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(
  z.object({ expiredMinutes: map(optionalNumber, (minutes) => (minutes && minutes > 0 ? minutes : null)) }),
));

// ---------------------------------------------------------------------------------------------
// Member

/**
 * The account type: a number or a numeric string ("41"); anything else (a code we do not know)
 * reads as -1, "other": neither member, agent nor trial, so nothing is offered on its account.
 */
export const UNKNOWN_ACCOUNT_TYPE = -1;
const accountType = map(z.optional(z.unknown()), (value): number => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(number) ? number : UNKNOWN_ACCOUNT_TYPE;
});

/**
 * API.md names `{ id, account, nickname, type }` only; every other field is ours (chosen), optional,
 * read in any scalar spelling (a number where we expect text), times as text or ms.
 */
export const memberInfoSchema = /* @__PURE__ */ lazySchema(() => z.object({
  id,
  // API.md: check an identity field, not only `success`.
  account: nonEmptyText(),
  nickname: optionalText,
  /** 0 member, 1/2/41/42 agent, 4 trial; -1 a type we do not know. */
  type: accountType,
  currency: optionalText,
  currencySymbol: optionalText,
  vipLevel: optionalNumber,
  hasVip: flagOr(false),
  vipLabelName: optionalText,
  email: optionalText,
  mobileNum: optionalText,
  payeeName: optionalText,
  registerTime: optionalTime,
  lastLoginTime: optionalTime,
  language: optionalText,
  affiliateCode: optionalText,
  upline: optionalText,
}));

/** The avatar URL: a string, `{ iconUrl | icon | url }`, or nothing (null, absent, any other form: ''; #34). */
export const memberIconSchema = /* @__PURE__ */ lazySchema(() => map(
  z.union([
    z.string(),
    map(z.object({ iconUrl: optionalText, icon: optionalText, url: optionalText }), (value) => value.iconUrl ?? value.icon ?? value.url ?? ''),
    map(z.optional(z.unknown()), () => ''),
  ]),
  // an address the allow-list refuses (safeUrl.ts) is no avatar
  (url) => safeUrl(url) ?? '',
));

export const unreadCountSchema = /* @__PURE__ */ lazySchema(() => z.union([
  z.coerce.number(),
  map(z.object({ count: optionalNumber, unreadCount: optionalNumber }), (value) => value.count ?? value.unreadCount ?? 0),
]));

/** The answer to a reset by e-mail: where the mail went, masked by the platform (ours: `{ sent, email }`). */
export const passwordMailSentSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(z.looseObject({ email: optionalText }), 'email'));

/** The affiliate check (#22): an object, or a bare `true`/`false` (read as `valid`), or nothing. */
export const affiliateSchema = /* @__PURE__ */ lazySchema(() => preprocess(
  (value) => (typeof value === 'boolean' ? { valid: value } : value),
  commandAnswer(z.looseObject({ valid: optional(flag), affiliateCode: optionalText, agentId: optionalId })),
));

// ---------------------------------------------------------------------------------------------
// Wallet

export const walletAccountSchema = /* @__PURE__ */ lazySchema(() => z.object({ accountTypeId: id, accountTypeName: optionalText, availBalance: numberOr(0) }));

export const balanceSchema = /* @__PURE__ */ lazySchema(() => z.object({
  sumBalance: numberOr(0),
  currencySymbol: optionalText,
  /** A wallet without its accountTypeId cannot be transferred to or from: dropped, not the balance. */
  balance: keptListOf(walletAccountSchema),
}));

export const merchantWalletSchema = /* @__PURE__ */ lazySchema(() => objectOr(z.object({ isSingle: flagOr(false) })));

/**
 * A transfer or recall (API.md does not describe its answer): the wallets after it,
 * in the shape of the balance call, when the answer carries them (`balance` undefined when it does
 * not: null, true, an order number…; the caller then reads the balance).
 */
export const walletTransferSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(
  z.object({ sumBalance: optionalNumber, currencySymbol: optionalText, balance: optional(keptListOf(walletAccountSchema)) }),
));

/** The wallets a transfer's answer carries, or null when it carries none (the caller reads the balance). */
export function balanceOfAnswer(answer: z.output<typeof walletTransferSchema>): Balance | null {
  if (answer.balance === undefined) return null;
  return { sumBalance: answer.sumBalance ?? answer.balance.reduce((sum, wallet) => sum + wallet.availBalance, 0), currencySymbol: answer.currencySymbol, balance: answer.balance };
}

/**
 * A page of records: a bare list, or rows under `list`, `content`, `records`… (rowsOf), the page
 * counts beside them; a row that cannot be read is dropped, not the page.
 */
const pageOf = <T extends z.ZodMiniType>(item: T) =>
  preprocess(
    (value) => {
      const page = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      return { rows: rowsOf(value), pageNum: page.pageNum ?? page.pageNo ?? page.page, totalPages: page.totalPages, totalCount: page.totalCount };
    },
    map(
      z.object({
        rows: keptListOf(item),
        pageNum: optionalNumber,
        totalPages: optionalNumber,
        totalCount: optionalNumber,
      }),
      (page) => {
        const items = page.rows;
        return {
          items,
          pageNum: page.pageNum ?? 1,
          totalPages: page.totalPages ?? (items.length > 0 ? 1 : 0),
          totalCount: page.totalCount ?? items.length,
        };
      },
    ),
  );

export const transactionSchema = /* @__PURE__ */ lazySchema(() => z.object({
  id: optionalId,
  type: optionalText,
  amount: numberOr(0),
  balanceAfter: optionalNumber,
  remark: optionalText,
  createdTime: optionalTime,
}));
export const transactionPageSchema = /* @__PURE__ */ lazySchema(() => pageOf(transactionSchema));

// ---------------------------------------------------------------------------------------------
// Games

export const gameSchema = /* @__PURE__ */ lazySchema(() => z.object({
  nodeId: id,
  /** Vendor code. */
  vassalage: textOr(''),
  gameCode: optionalText,
  gameId: optionalId,
  gameType: textOr(''),
  gameClassify: optionalText,
  /** "VASSALAGE" means the tile opens a vendor's game list instead of a game. */
  isGame: optionalText,
  /** 1 shows the hot tag. */
  isHot: flagOr(false),
  /** 0 means a free trial is offered. */
  supportPlay: optionalNumber,
  /** Pictures: an address the allow-list refuses (safeUrl.ts) is none. */
  showIcon: safeUrlText(),
  iconUrl: safeUrlText(),
  lagerIcon: safeUrlText(),
  smallIcon: safeUrlText(),
  displayName: optionalText,
  gameName: optionalText,
  nodeName: optionalText,
  /** 1 when recently released (the NEW filter). */
  isNew: flagOr(false),
  vendorName: optionalText,
  minBet: optionalNumber,
  minLineNum: optionalNumber,
  sortOrder: optionalNumber,
  releaseDate: optionalTime,
  /** The game's vendor is under maintenance (ours, chosen: absent is false): the tile says so and a launch is not asked for. */
  maintenance: flagOr(false),
}));

/** A game without its nodeId cannot be launched or made a favourite: dropped from its list, the others shown. */
export const gameListSchema = /* @__PURE__ */ lazySchema(() => z.object({
  games: keptListOf(gameSchema),
  pageNo: optionalNumber,
  pageSize: optionalNumber,
  totalPages: numberOr(0),
  totalCount: numberOr(0),
}));

/** Hot games arrive as `value.list` (API.md) or as a bare list (SPEC.md "reads list / value.list"). */
export const hotGamesSchema = /* @__PURE__ */ lazySchema(() => rowsListOf(gameSchema));

export const recentGamesSchema = /* @__PURE__ */ lazySchema(() => objectOr(
  z.object({ list: keptListOf(gameSchema), totalPages: numberOr(0), totalCount: optionalNumber }),
));

export const favouriteListSchema = /* @__PURE__ */ lazySchema(() => objectOr(
  z.object({ content: keptListOf(gameSchema), pageNum: numberOr(1), totalPages: numberOr(0), totalCount: optionalNumber }),
));

/** Favourite ids: a list of node ids (objects with nodeId accepted). */
export const favouriteIdsSchema = /* @__PURE__ */ lazySchema(() => listOf(
  z.union([id, map(z.object({ nodeId: id }), (favourite) => favourite.nodeId)]),
));

export const vendorCardSchema = /* @__PURE__ */ lazySchema(() => z.object({
  vassalage: z.string(),
  displayName: optionalText,
  smallIcon: safeUrlText(),
  lagerIcon: safeUrlText(),
  gameType: optionalText,
  /** VASSALAGE: the tile opens the vendor's game list; GAME: it launches the vendor lobby. */
  isGame: optionalText,
  nodeId: optionalId,
  gameCount: optionalNumber,
  /** The vendor is under maintenance. */
  maintenance: flagOr(false),
}));

/** A classification of a lane and the vendor codes that have games in it. */
export const gameClassificationSchema = /* @__PURE__ */ lazySchema(() => z.union([
  map(z.string(), (code) => ({ code, name: code, vendors: [] as string[] })),
  map(
    z.object({
      code: optionalText,
      gameClassify: optionalText,
      name: optionalText,
      title: optionalText,
      vendors: keptListOf(z.union([z.string(), map(vendorCardSchema, (card) => card.vassalage)])),
    }),
    (classification) => {
      const code = classification.code ?? classification.gameClassify ?? classification.name ?? '';
      return { code, name: classification.name ?? classification.title ?? code, vendors: classification.vendors };
    },
  ),
]));

/** A vendor category of the lobby menu (RNG, LIVE, …). */
export const vendorLaneSchema = /* @__PURE__ */ lazySchema(() => z.object({
  gameCategory: optionalText,
  title: optionalText,
  /** In the request's Language. */
  name: optionalText,
  icon: safeUrlText(),
  /** A card without its vassalage opens nothing: dropped, the lane's other vendors shown. */
  cards: keptListOf(vendorCardSchema),
  gameClassify: listOf(gameClassificationSchema),
}));

/** `value.data.lanes[]` (API.md "Games"). */
export const vendorsSchema = /* @__PURE__ */ lazySchema(() => map(z.object({ data: objectOr(z.object({ lanes: listOf(vendorLaneSchema) })) }), (value) => value.data.lanes));

/** A game type of the lobby menu (game menus and the game-type call). */
export const gameTypeInfoSchema = /* @__PURE__ */ lazySchema(() => preprocess(
  (value) => (typeof value === 'string' ? { gameType: value } : value),
  z.object({
    gameType: z.string(),
    name: optionalText,
    title: optionalText,
    icon: safeUrlText(),
    sort: optionalNumber,
    gameCount: optionalNumber,
  }),
));

/**
 * A list of game types; `{ gameMenus: [...] }` or a single entry is accepted too. An entry without
 * its gameType leads nowhere: dropped, the others shown.
 */
export const gameMenusSchema = /* @__PURE__ */ lazySchema(() => preprocess(
  (value) => {
    const list = unwrapList('gameMenus')(value);
    return list === null || list === undefined || Array.isArray(list) ? list : [list];
  },
  keptListOf(gameTypeInfoSchema),
));

export const pvpRoomSchema = /* @__PURE__ */ lazySchema(() => z.object({
  roomId: id,
  gameCode: optionalText,
  name: textOr(''),
  minBet: optionalNumber,
  players: optionalNumber,
  maxPlayers: optionalNumber,
}));
/** Rooms bare or under `list`; a room without its roomId cannot be joined: dropped. */
export const pvpRoomsSchema = /* @__PURE__ */ lazySchema(() => rowsListOf(pvpRoomSchema));

/**
 * The game URL is `value.content.game_url` (API.md "Launch game"); a plain `url` is accepted too.
 * An address the allow-list refuses (safeUrl.ts) fails the launch with `unsafeUrl`.
 */
export const launchUrlSchema = /* @__PURE__ */ lazySchema(() => actionUrl(
  z.pipe(
    map(
      z.object({
        content: optional(z.object({ game_url: optionalText, url: optionalText })),
        game_url: optionalText,
        url: optionalText,
      }),
      (value) => value.content?.game_url ?? value.content?.url ?? value.game_url ?? value.url ?? '',
    ),
    nonEmptyText(),
  ),
));

// ---------------------------------------------------------------------------------------------
// Content

export const announcementSchema = /* @__PURE__ */ lazySchema(() => z.object({
  id: optionalId,
  title: textOr(''),
  /** HTML from the platform: rendered only through SafeHtml (src/ui/SafeHtml.tsx). */
  content: textOr('') as unknown as HtmlSchema,
  /** Pictures the allow-list (safeUrl.ts) lets through; the others are not shown. */
  announcementImages: map(
    listOf(z.union([z.string(), map(z.object({ url: optionalText, imageUrl: optionalText }), (image) => image.url ?? image.imageUrl ?? '')])),
    (images) => images.map((image) => safeUrl(image)).filter((image): image is string => image !== undefined),
  ),
  /** Present → the item offers a go-to-promotion button. */
  promotionType: optional(id),
  /** Popup audience: A logged in, B anonymous, F first-time login. */
  execution: optionalText,
  memberOnly: optional(flag),
  imageUrl: safeUrlText(),
  publishTime: optionalTime,
}));

/**
 * The announcement page: a bare list, or rows under `list` / `content` / `records` (pageOf), or the
 * response SPEC.md §3 describes, keyed `{ banners, notice, popup, promotion }`: its
 * player notices, then its promotions, then its popups are the announcements (an item in two of
 * them, by id, once); its banners are not announcements.
 */
export const announcementPageSchema = /* @__PURE__ */ lazySchema(() => preprocess((value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || rowsOf(value).length > 0) return value;
  const keyed = value as Record<string, unknown>;
  const groups = [keyed.notice ?? keyed.notices, keyed.promotion ?? keyed.promotions, keyed.popup ?? keyed.popups];
  if (!groups.some(Array.isArray)) return value;
  const seen = new Set<string>();
  const items = groups.flatMap((group) => (Array.isArray(group) ? (group as unknown[]) : [])).filter((item) => {
    const itemId = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
    if (typeof itemId !== 'string' && typeof itemId !== 'number') return true;
    if (seen.has(String(itemId))) return false;
    seen.add(String(itemId));
    return true;
  });
  return { ...keyed, list: items };
}, pageOf(announcementSchema)));

/** Its picture (`url`, `imageUrl`) and a URL linkage pass the allow-list (safeUrl.ts): refused, no picture or no link. */
export const bannerSchema = /* @__PURE__ */ lazySchema(() => map(
  z.object({
    id: optionalId,
    groupName: optionalText,
    url: safeUrlText(),
    imageUrl: safeUrlText(),
    /** NONE, GAME, CATEGORY, PROMOTION or URL: what a click on the banner opens. */
    linkageType: optional(id),
    linkageValue: optional(id),
    title: optionalText,
    sort: optionalNumber,
  }),
  (banner) => (banner.linkageType?.toUpperCase() === 'URL' && banner.linkageValue !== undefined && safeUrl(banner.linkageValue) === undefined ? { ...banner, linkageValue: undefined } : banner),
));

/** `title` is plain text (the marquee shows it as text); `content` is HTML (SafeHtml only). */
export const noticeSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: optionalId, type: optionalText, title: textOr(''), content: optionalText as unknown as OptionalHtmlSchema, publishTime: optionalTime }));

/** The notices call (types B, PL, PU, PR, H): banners, player notices, popups, promotions. */
export const noticesSchema = /* @__PURE__ */ lazySchema(() => preprocess(
  (value) => {
    const notices = (value ?? {}) as Record<string, unknown>;
    // Singular and plural spellings both occur; one name each on the way in.
    return {
      banners: notices.banners ?? notices.banner,
      notices: notices.notices ?? notices.notice,
      popups: notices.popups ?? notices.popup,
      promotions: notices.promotions ?? notices.promotion,
    };
  },
  z.object({
    banners: keptListOf(bannerSchema),
    notices: keptListOf(noticeSchema),
    popups: keptListOf(announcementSchema),
    promotions: keptListOf(announcementSchema),
  }),
));

export const winnerSchema = /* @__PURE__ */ lazySchema(() => z.object({
  gameName: textOr(''),
  customerName: textOr(''),
  winAmount: numberOr(0),
  iconUrl: safeUrlText(),
  nodeId: optionalId,
  gameType: optionalText,
  vendor: optionalText,
}));

/** `value.list[].vo` (API.md "Winner board"), flattened and sorted by winAmount descending. */
export const winnerBoardSchema = /* @__PURE__ */ lazySchema(() => map(commandAnswer(z.object({ list: keptListOf(z.object({ vo: winnerSchema })) })), (board) =>
  board.list.map((entry) => entry.vo).sort((left, right) => right.winAmount - left.winAmount),
));

/**
 * The raffle claimed and the prize credited to the bonus wallet (platform.graphql RaffleResult).
 * MCSFE_claimRafflePromotion's answer: API.md names no field, so both are chosen and optional
 * (no `prize`: claimed, the amount not said; the page says so without one), and any form of it
 * (null, `true`, absent: #12) reads as claimed, the raffle being the request's.
 */
export const raffleClaimSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(z.object({ raffleId: optionalId, prize: optionalNumber })));

export const liveCamModelSchema = /* @__PURE__ */ lazySchema(() => z.object({
  modelId: id,
  name: textOr(''),
  avatarUrl: safeUrlText(),
  viewers: optionalNumber,
  online: flagOr(false),
  language: optionalText,
}));
/** A model without its id cannot be opened: dropped, the others shown (#21). */
export const liveCamModelsSchema = /* @__PURE__ */ lazySchema(() => rowsListOf(liveCamModelSchema));

/** The chat's page: an address the allow-list refuses (safeUrl.ts) fails the launch with `unsafeUrl`. */
export const liveCamChatSchema = /* @__PURE__ */ lazySchema(() => z.object({ chatUrl: actionUrl(nonEmptyText()) }));

// ---------------------------------------------------------------------------------------------
// Points mall

export const pointsBalanceSchema = /* @__PURE__ */ lazySchema(() => objectOr(z.object({ points: numberOr(0), pointsRatio: optionalNumber, units: optionalText })));

export const pointsRewardSchema = /* @__PURE__ */ lazySchema(() => z.object({
  id,
  name: textOr(''),
  points: numberOr(0),
  /** Cash value of a virtual reward. */
  amount: optionalNumber,
  /** PHYSICAL (needs a receiving address) or VIRTUAL. */
  category: optionalText,
  availableQuantity: optionalNumber,
  imageUrl: safeUrlText(),
}));
export const pointsRewardsSchema = /* @__PURE__ */ lazySchema(() => pageOf(pointsRewardSchema));

export const pointsConfigSchema = /* @__PURE__ */ lazySchema(() => objectOr(
  z.looseObject({ pointsRatio: optionalNumber, ratio: optionalNumber, minPoints: optionalNumber, enabled: optional(flag) }),
));

export const pointsRedeemResultSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(z.looseObject({ id: optionalId, status: optionalText, points: optionalNumber }), 'id'));

/** status: PROCESS, REJECTED or APPROVED (SPEC.md §4 "Redeem statuses"). */
export const pointsRedeemRecordSchema = /* @__PURE__ */ lazySchema(() => z.object({
  id,
  itemId: optionalId,
  itemName: optionalText,
  quantity: optionalNumber,
  points: optionalNumber,
  status: textOr(''),
  receivingAddress: optionalText,
  createdTime: optionalTime,
}));
export const pointsRedeemListSchema = /* @__PURE__ */ lazySchema(() => pageOf(pointsRedeemRecordSchema));

export const pointsConvertResultSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(z.looseObject({ points: optionalNumber, amount: optionalNumber })));

/** A row of the points details (ours): type EARN, BONUS, REDEEM, REFUND or CONVERT; points signed. */
export const pointsEntrySchema = /* @__PURE__ */ lazySchema(() => z.object({
  id,
  type: textOr(''),
  points: numberOr(0),
  balanceAfter: optionalNumber,
  remark: optionalText,
  createdTime: optionalTime,
}));
export const pointsDetailsSchema = /* @__PURE__ */ lazySchema(() => pageOf(pointsEntrySchema));
/**
 * The points balance at the end of each day the ledger moved (ms), oldest first: rows under `list`
 * (or bare), none when absent; a point without its time cannot be drawn: dropped.
 */
export const pointsBalanceHistorySchema = /* @__PURE__ */ lazySchema(() => rowsListOf(z.object({ at: z.number(), balance: numberOr(0) })));

// ---------------------------------------------------------------------------------------------
// Lottery

export const lotteryGameSchema = /* @__PURE__ */ lazySchema(() => z.object({
  gameCode: z.string(),
  nodeId: optionalId,
  vassalage: optionalText,
  /** LOTT, ZY, ELOTT or SEA. */
  prizeMode: optionalText,
  /** VN, SEA or INTL. */
  area: optionalText,
  gameClassify: optionalText,
  name: textOr(''),
  drawIntervalSeconds: optionalNumber,
  closeBeforeSeconds: optionalNumber,
  iconUrl: safeUrlText(),
}));

/** `value.gameMenus` (SPEC.md §3 "Lottery menu"); a bare list is accepted too. */
export const lotteryMenuSchema = /* @__PURE__ */ lazySchema(() => preprocess((value) => {
  const list = unwrapList('gameMenus')(value);
  // the platform groups games ({ groupCode, groupName, games[] }); a flat list is accepted too
  return Array.isArray(list)
    ? list.flatMap((entry: unknown) =>
        typeof entry === 'object' && entry !== null && Array.isArray((entry as { games?: unknown }).games) ? (entry as { games: unknown[] }).games : [entry],
      )
    : list;
}, keptListOf(lotteryGameSchema)));

/** A draw: the open one (numbers absent) or a past one (numbers drawn). */
export const lotteryDrawSchema = /* @__PURE__ */ lazySchema(() => z.object({
  gameCode: optionalText,
  /** '' when the answer does not name it (#21). */
  numero: scalarText,
  drawTime: optionalTime,
  closeTime: optionalTime,
  remainingSeconds: optionalNumber,
  numbers: optional(z.array(id)),
}));
export const lotteryDrawsSchema = /* @__PURE__ */ lazySchema(() => rowsListOf(lotteryDrawSchema));

/** The draw open for bets and the last one drawn (platform.graphql OpenedNumero). */
export const openedNumeroSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(z.object({ current: commandAnswer(lotteryDrawSchema), last: optional(lotteryDrawSchema) })));

export const missionSummarySchema = /* @__PURE__ */ lazySchema(() => objectOr(
  z.looseObject({ completed: optionalNumber, total: optionalNumber, reward: optionalNumber }),
));

/** Rows bare or under `list`; none when the answer carries no list (only its `day`). */
export const missionLeaderboardSchema = /* @__PURE__ */ lazySchema(() => rowsListOf(
  z.looseObject({ rank: optionalNumber, customerName: optionalText, score: optionalNumber, reward: optionalNumber }),
));

// ---------------------------------------------------------------------------------------------
// Inferred types

export type RsaKey = z.output<typeof rsaKeySchema>;
export type RegisterField = z.output<typeof registerFieldSchema>;
export type RegisterSettings = z.output<typeof registerSettingsSchema>;
export type CustomerService = z.output<typeof customerServiceSchema>;
export type PermissionInfo = z.output<typeof permissionInfoSchema>;
export type VisitorLocation = z.output<typeof locationSchema>;
// the consolidated funds (contracts by game type) load with their first call: ./fundsSchema
export type { ConsolidatedFunds } from './fundsSchema';
export type Country = z.output<typeof countrySchema>;
export type DomainRoute = z.output<typeof domainRouteSchema>;
export type HelpCenterEntry = z.output<typeof helpCenterEntrySchema>;
export type LoginResult = z.output<typeof loginResultSchema>;
export type OptionalLoginResult = z.output<typeof optionalLoginResultSchema>;
export type SmsSent = z.output<typeof smsSentSchema>;
export type MemberInfo = z.output<typeof memberInfoSchema>;
export type Affiliate = z.output<typeof affiliateSchema>;
export type WalletAccount = z.output<typeof walletAccountSchema>;
export type Balance = z.output<typeof balanceSchema>;
export type MerchantWallet = z.output<typeof merchantWalletSchema>;
export type WalletTransferResult = z.output<typeof walletTransferSchema>;
export type Transaction = z.output<typeof transactionSchema>;
export type Page<T> = { items: T[]; pageNum: number; totalPages: number; totalCount: number };
export type Game = z.output<typeof gameSchema>;
export type GameList = z.output<typeof gameListSchema>;
export type RecentGames = z.output<typeof recentGamesSchema>;
export type FavouriteList = z.output<typeof favouriteListSchema>;
export type VendorCard = z.output<typeof vendorCardSchema>;
export type GameClassification = z.output<typeof gameClassificationSchema>;
export type VendorLane = z.output<typeof vendorLaneSchema>;
export type GameTypeInfo = z.output<typeof gameTypeInfoSchema>;
export type PvpRoom = z.output<typeof pvpRoomSchema>;
export type Announcement = z.output<typeof announcementSchema>;
export type AnnouncementPage = z.output<typeof announcementPageSchema>;
export type Banner = z.output<typeof bannerSchema>;
export type Notice = z.output<typeof noticeSchema>;
export type Notices = z.output<typeof noticesSchema>;
export type Winner = z.output<typeof winnerSchema>;
export type RaffleClaimResult = z.output<typeof raffleClaimSchema>;
export type LiveCamModel = z.output<typeof liveCamModelSchema>;
export type PointsBalance = z.output<typeof pointsBalanceSchema>;
export type PointsReward = z.output<typeof pointsRewardSchema>;
export type PointsConfig = z.output<typeof pointsConfigSchema>;
export type PointsRedeemResult = z.output<typeof pointsRedeemResultSchema>;
export type PointsRedeemRecord = z.output<typeof pointsRedeemRecordSchema>;
export type PointsConvertResult = z.output<typeof pointsConvertResultSchema>;
export type PointsEntry = z.output<typeof pointsEntrySchema>;
export type PointsBalancePoint = z.output<typeof pointsBalanceHistorySchema>[number];
export type LotteryGame = z.output<typeof lotteryGameSchema>;
export type LotteryDraw = z.output<typeof lotteryDrawSchema>;
export type OpenedNumero = z.output<typeof openedNumeroSchema>;
export type MissionSummary = z.output<typeof missionSummarySchema>;
export type MissionLeaderboardEntry = z.output<typeof missionLeaderboardSchema>[number];

// ---------------------------------------------------------------------------------------------
// Member centre shell

/** The member menu's red count badges (ours, GET /wps/member/badges): unread messages, missions, rewards. */
export const memberBadgesSchema = /* @__PURE__ */ lazySchema(() => z.object({
  unreadMessages: numberOr(0),
  missions: numberOr(0),
  rewards: numberOr(0),
}));

export type MemberBadges = z.output<typeof memberBadgesSchema>;
// Ledger: the transaction record, transfer targets, transfers between accounts

/** One row of the transaction record (API.md "Transaction record"); txTypeName is its codeType. */
export const transactionRecordRowSchema = /* @__PURE__ */ lazySchema(() => z.object({
  txId: id,
  txTypeName: textOr('other'),
  remark: textOr(''),
  orderNo: textOr(''),
  txTimeInTimestamp: numberOr(0),
  currentAvailBalance: numberOr(0),
  amount: numberOr(0),
}));

/** Totals of every row in the range and types asked for (ours: the platform answers them beside the page). */
export const transactionRecordSummarySchema = /* @__PURE__ */ lazySchema(() => objectOr(
  z.object({ totalIn: numberOr(0), totalOut: numberOr(0), net: numberOr(0), count: numberOr(0) }),
));

/**
 * The record's page: rows bare, or under `list`, `content` or `records` (API.md
 * names the rows, not their wrapper); a row without its txId is dropped, not the page (#21).
 */
export const transactionRecordPageSchema = /* @__PURE__ */ lazySchema(() => map(
  preprocess(
    (value) => ({ ...(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}), list: rowsOf(value) }),
    z.object({
      list: keptListOf(transactionRecordRowSchema),
      pageNum: numberOr(1),
      totalPages: numberOr(1),
      totalCount: optionalNumber,
      summary: transactionRecordSummarySchema,
    }),
  ),
  (page) => ({ ...page, totalCount: page.totalCount ?? page.list.length, totalPages: Math.max(1, page.totalPages) }),
));

/** Money is sent to a username: a party without one is left out (the upline absent, a downline dropped). */
const transferPartySchema = /* @__PURE__ */ z.object({ username: nonEmptyText(), nickname: textOr('') });

/**
 * Who the account may send money to, and whether it has set a payment password (ours, not named by
 * API.md: undefined when the answer does not say; then the send's `not.exists.payment.password` tells).
 */
export const transferTargetsSchema = /* @__PURE__ */ lazySchema(() => z.object({
  upline: z.optional(keptOne(transferPartySchema)),
  downlines: keptListOf(transferPartySchema),
  hasPaymentPassword: map(z.optional(z.unknown()), (value): boolean | undefined => (value === undefined || value === null ? undefined : isOn(value))),
  balance: numberOr(0),
  mainBalance: numberOr(0),
}));

/**
 * A transfer to another account: its order number, the amount, and the sender's wallets after it.
 * Ours: API.md does not describe the answer (#12), so null, true or a bare order number read too;
 * the amount and recipient the answer does not name are the request's (ledger.ts).
 */
export const accountTransferSchema = /* @__PURE__ */ lazySchema(() => commandAnswer(
  z.object({
    orderNo: textOr(''),
    amount: optionalNumber,
    recipient: textOr(''),
    sumBalance: numberOr(0),
    currencySymbol: optionalText,
    balance: keptListOf(walletAccountSchema),
  }),
  'orderNo',
));

export type TransactionRecordRow = z.output<typeof transactionRecordRowSchema>;
export type TransactionRecordSummary = z.output<typeof transactionRecordSummarySchema>;
export type TransactionRecordPage = z.output<typeof transactionRecordPageSchema>;
export type TransferParty = z.output<typeof transferPartySchema>;
export type TransferTargets = z.output<typeof transferTargetsSchema>;
/** A transfer as the page shows it: the amount is the request's when the answer does not name it (ledger.ts). */
export type AccountTransfer = Omit<z.output<typeof accountTransferSchema>, 'amount'> & { amount: number };
