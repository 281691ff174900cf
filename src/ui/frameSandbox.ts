/**
 * What a page the platform names may do inside the app's frames (the `sandbox` attribute): only
 * what it needs. Every other ability stays off: navigating the app's own window (except the
 * lottery lobby's way back, below), downloads, the pointer lock, modal dialogs over the app, and
 * popups that keep the frame's restrictions.
 *
 * - game (/seamless): its scripts, its own origin's storage and cookies (a vendor's session),
 *   forms (bet and cashier dialogs), popups (a vendor's rules or history page) opened as normal
 *   pages. Fullscreen and autoplay come from the frame's `allow` (permissions), not the sandbox.
 * - lottery lobby: the game's, and a top-level navigation on the player's click, because the app
 *   sends the lobby a backUrl (src/app/wiring/games/lottery.ts) that its "back" button opens in
 *   the app's window.
 * - chat (the chat room, live-cam chat, live support): scripts, its own origin's session, the
 *   message form, and popups for the links people post, opened as normal pages.
 *
 * `allow-scripts` with `allow-same-origin` keeps a page from reaching the app only when it is on
 * another origin, which the platform's game, lottery and chat hosts are in production; the addresses
 * themselves have passed the adapter's allow-list (src/api/safeUrl.ts): http(s) only.
 */
const GAME = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export const FRAME_SANDBOX = {
  game: GAME,
  lottery: `${GAME} allow-top-navigation-by-user-activation`,
  chat: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
} as const;
