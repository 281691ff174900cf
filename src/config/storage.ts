/**
 * The one module that owns every key the app keeps in the browser (SPEC.md §4, API.md): which
 * storage, for how long, and the safe accessors (private mode, a full storage or a blocked cookie
 * jar never throw into the app). Nothing else names a storage key.
 *
 * | key                      | where           | lifetime                   | what                                   |
 * | ------------------------ | --------------- | -------------------------- | -------------------------------------- |
 * | `token`                  | sessionStorage  | the browser session        | the session token (only here, never in a URL) |
 * | `passwordChange`         | sessionStorage  | one login                  | a session held until its password changes: its token, why and the site; not a member session, so never under `token` |
 * | `isAgent`, `afterLogin`, `userInfo` | sessionStorage | one login          | per-login flags, dropped at logout/401 |
 * | `cache:<name>:<lang>`    | sessionStorage  | the browser session        | session caches (vendors, hot games, …) |
 * | `deviceId`               | localStorage    | the device                 | `loginDeviceId` (API.md "Device id")   |
 * | `lang`, `hisLang`        | localStorage    | the device                 | the reader's language                  |
 * | `theme`                  | localStorage    | the device                 | light or dark                          |
 * | `LOTTFAV`                | localStorage    | the device                 | lottery favourites per username        |
 * | `rememberUsername`       | cookie          | 1 day                      | remember-me: the username, never a password |
 * | `USER_POPUP`, `ANONYMOUS_POPUP` | sessionStorage | the browser session    | "closed": the public popups were closed (signed in / anonymous, SPEC.md §4) |
 * | `firstLogin`             | sessionStorage  | one login                  | this login was a first login (the F popups are due) |
 * | `pending:<command>`      | sessionStorage  | one login                  | a money command whose outcome is unknown (its key, request, send time): a reload checks it again |
 * | `lastBanner`             | localStorage    | until a session ends       | where the first banner was drawn, for the next load's splash (src/boot/lastBanner.ts); dropped at logout/401 |
 */

export const STORAGE_KEYS = {
  token: 'token',
  deviceId: 'deviceId',
  language: 'lang',
  languageHistory: 'hisLang',
  theme: 'theme',
  lotteryFavourites: 'LOTTFAV',
  lastBanner: 'lastBanner',
} as const;

/** sessionStorage keys that belong to one login: dropped at logout and on a 401 (SPEC.md §4). */
export const LOGIN_SCOPED_KEYS: readonly string[] = [STORAGE_KEYS.token, 'passwordChange', 'isAgent', 'afterLogin', 'userInfo', 'firstLogin'];

const REMEMBER_COOKIE = 'rememberUsername';
const REMEMBER_SECONDS = 24 * 60 * 60;

/** The storage, or null where it cannot be used (no window, private mode, blocked). */
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes; false when the storage refused (full, private mode): the value then lasts as long as the page. */
export function writeItem(storage: Pick<Storage, 'setItem'> | null, key: string, value: string): boolean {
  try {
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeItem(storage: Pick<Storage, 'removeItem'> | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing stored
  }
}

// --- the session token -------------------------------------------------------------------------

export const readToken = (): string | null => readItem(sessionStore(), STORAGE_KEYS.token);

/** SPEC.md §4: a route that needs a session checks only that the token is there. */
export function hasSessionToken(storage: Pick<Storage, 'getItem'> | null = sessionStore()): boolean {
  return Boolean(readItem(storage, STORAGE_KEYS.token));
}

export function storeToken(token: string): void {
  // without storage the session lasts as long as the page
  writeItem(sessionStore(), STORAGE_KEYS.token, token);
  removeItem(sessionStore(), PASSWORD_CHANGE_KEY);
}

// --- a session held until its password changes (SPEC.md §4) -------------------------

const PASSWORD_CHANGE_KEY = 'passwordChange';

/** Why a login must change its password first: the weak default, or expired under PWDEXPFORCECHANGE3. */
export type PasswordChangeReason = 'weak' | 'expired';

/** A session the platform opened that is not a member session until its password changes. */
export interface HeldSession {
  readonly token: string;
  readonly reason: PasswordChangeReason;
  /** The site it was opened on ('agent' goes back to /agent when it is given up). */
  readonly site: 'main' | 'agent';
}

/**
 * Keeps a session that must change its password first, for this tab: under its own key, never
 * under `token`, so nothing that looks for a member session (the early calls, a member page's
 * gate, a call's Authorization) finds one. A member token left from before is dropped.
 */
export function storeHeldSession(held: HeldSession): void {
  const storage = sessionStore();
  removeItem(storage, STORAGE_KEYS.token);
  writeItem(storage, PASSWORD_CHANGE_KEY, JSON.stringify(held));
}

/** The held session of this tab, or null (none, or unreadable). */
export function readHeldSession(storage: Pick<Storage, 'getItem'> | null = sessionStore()): HeldSession | null {
  const raw = readItem(storage, PASSWORD_CHANGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<HeldSession> | null;
    if (!value || typeof value.token !== 'string' || value.token === '') return null;
    const reason = value.reason === 'expired' ? 'expired' : 'weak';
    return { token: value.token, reason, site: value.site === 'agent' ? 'agent' : 'main' };
  } catch {
    return null;
  }
}

/** The password changed: the held session becomes the member session (its token under `token`). */
export function admitHeldSession(): void {
  const held = readHeldSession();
  if (held) storeToken(held.token);
}

/**
 * Drops everything one login stored (the token, the per-login flags, the pending commands), and
 * the banner kept for the next load's splash: the banners may be the signed-in reader's own, and
 * the next reader of this browser is not theirs to see.
 */
export function clearSessionData(): void {
  const storage = sessionStore();
  for (const key of LOGIN_SCOPED_KEYS) removeItem(storage, key);
  for (const key of storedKeys(storage)) if (key.startsWith(PENDING_PREFIX)) removeItem(storage, key);
  removeItem(localStore(), STORAGE_KEYS.lastBanner);
}

function storedKeys(storage: Storage | null): string[] {
  try {
    return storage ? Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null) : [];
  } catch {
    return [];
  }
}

// --- money commands whose outcome is unknown ------------------------------------------

const PENDING_PREFIX = 'pending:';

/** The stored intent of `command` (JSON, parsed by its reader), or null. */
export const readPendingIntent = (command: string): unknown => {
  const text = readItem(sessionStore(), `${PENDING_PREFIX}${command}`);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

export const writePendingIntent = (command: string, intent: unknown): void => {
  writeItem(sessionStore(), `${PENDING_PREFIX}${command}`, JSON.stringify(intent));
};

export const removePendingIntent = (command: string): void => removeItem(sessionStore(), `${PENDING_PREFIX}${command}`);

// --- session caches ----------------------------------------------------------------------------

export const sessionCacheKey = (name: string, language: string): string => `cache:${name}:${language}`;

// --- the device id -----------------------------------------------------------------------------

/** A UUID kept in localStorage and sent as `loginDeviceId` (API.md "Device id"). */
export function deviceId(): string {
  const storage = localStore();
  const existing = readItem(storage, STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const created =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  // storage unavailable: a per-page-view id still lets the call go through
  writeItem(storage, STORAGE_KEYS.deviceId, created);
  return created;
}

// --- remember-me -------------------------------------------------------------------------------

/** The remembered username (1-day cookie), or ''. Remember-me never keeps a password. */
export function rememberedUsername(): string {
  if (typeof document === 'undefined') return '';
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${REMEMBER_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(REMEMBER_COOKIE.length + 1)) : '';
}

/**
 * The remember-me cookie as written: `SameSite=Lax` always (no other site's request carries it),
 * `Secure` on an https page (never sent over plain http, where a network could read it). Plain
 * http, the local preview, cannot keep a Secure cookie at all, so it goes without there.
 */
export function rememberCookie(username: string, remember: boolean, secure: boolean): string {
  const attributes = `path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return remember && username
    ? `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; max-age=${REMEMBER_SECONDS}; ${attributes}`
    : `${REMEMBER_COOKIE}=; max-age=0; ${attributes}`;
}

export function rememberUsername(username: string, remember: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = rememberCookie(username, remember, typeof location !== 'undefined' && location.protocol === 'https:');
}

// --- public popups (SPEC.md §4, API.md "Announcements") ----------------------------------------

/** The closed flag of the public popups, one per audience, kept for the browser session. */
export const POPUP_CLOSED_KEYS = { member: 'USER_POPUP', visitor: 'ANONYMOUS_POPUP' } as const;
const POPUP_CLOSED = 'closed';

export function readPopupsClosed(storage: Pick<Storage, 'getItem'> | null = sessionStore()): { member: boolean; visitor: boolean } {
  return {
    member: readItem(storage, POPUP_CLOSED_KEYS.member) === POPUP_CLOSED,
    visitor: readItem(storage, POPUP_CLOSED_KEYS.visitor) === POPUP_CLOSED,
  };
}

export function markPopupsClosed(audience: keyof typeof POPUP_CLOSED_KEYS, storage: Pick<Storage, 'setItem'> | null = sessionStore()): void {
  writeItem(storage, POPUP_CLOSED_KEYS[audience], POPUP_CLOSED);
}

/** This login was a first login: kept for the login (dropped with it), read by the public popups. */
export function markFirstLogin(): void {
  writeItem(sessionStore(), 'firstLogin', '1');
}

export const isFirstLogin = (storage: Pick<Storage, 'getItem'> | null = sessionStore()): boolean => readItem(storage, 'firstLogin') === '1';

/** The visitor's answer about analytics, kept in this browser: localStorage `analyticsConsent`. */
export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';

export function readAnalyticsConsent(storage: Pick<Storage, 'getItem'> | null = localStore()): 'accepted' | 'declined' | null {
  const value = readItem(storage, ANALYTICS_CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function writeAnalyticsConsent(choice: 'accepted' | 'declined', storage: Pick<Storage, 'setItem'> | null = localStore()): void {
  writeItem(storage, ANALYTICS_CONSENT_KEY, choice);
}
