/**
 * The route table: every route of SPEC.md §2, matched case-insensitively (as the platform's own
 * router does) with an optional trailing slash. A route either shows the home lobby with an
 * optional popup over it (/login, /register, /help, /forgotPassword, /changePassword) or a view of its own; views that later
 * issues build are placeholders until then. Everything but the lobby is lazily loaded, so the
 * first route's JavaScript stays small.
 */
import { type ComponentType } from 'react';
import { AGENT_CENTRE_ADDRESS } from './addresses';
import { lazyChunk, type ChunkComponent } from '../ui/loadChunk';
import { MEMBER_PAGES } from '../views/member/memberPages';

const GameLobbyRoute = lazyChunk(() => import('../views/games/GameLobby'));
const FavoriteGames = lazyChunk(() => import('../views/games/AccountGames').then((module) => ({ default: module.FavoriteGames })));
const LotteryView = lazyChunk(() => import('../views/games/LotteryScreen').then((module) => ({ default: module.LotteryView })));
const SeaLotteryView = lazyChunk(() => import('../views/games/LotteryScreen').then((module) => ({ default: module.SeaLotteryView })));
const VnLotteryView = lazyChunk(() => import('../views/games/LotteryScreen').then((module) => ({ default: module.VnLotteryView })));
const SeamlessView = lazyChunk(() => import('../views/games/SeamlessPage'));
const RecentGames = lazyChunk(() => import('../views/games/AccountGames').then((module) => ({ default: module.RecentGames })));

/** A game lobby route (SPEC.md §2 game centres and game list centres) for one category. */
function gameLobby(gameType: string): RouteView {
  function GameLobbyView() {
    return <GameLobbyRoute gameType={gameType} />;
  }
  GameLobbyView.displayName = `GameLobby(${gameType})`;
  GameLobbyView.preload = GameLobbyRoute.preload;
  return GameLobbyView;
}

/** What a route renders; a lazily loaded one (a ChunkComponent) can be asked for ahead of its render. */
type RouteView = ComponentType & Partial<Pick<ChunkComponent, 'preload'>>;
const MemberCentre = lazyChunk(() => import('../views/member/MemberCentre'));
const AgentLanding = lazyChunk(() => import('../views/auth/AgentPages').then((module) => ({ default: module.AgentLoginPage })));
const AgentCentre = lazyChunk(() => import('../views/auth/AgentHomeGate'));
/**
 * /agentHome/<page>: the gate, the centre's shell and the page in the address, all asked for at
 * once. Each used to wait for the one before (the gate's code, then the shell's, then the page's):
 * the downline page's heading, its largest paint, waited on three round trips in a row. The page
 * is found through agentPages, a small chunk of its own, so it does not wait on the shell's larger
 * one. The gate's lazy shell still brings the shell's texts. A module imported from two places is
 * fetched and evaluated once.
 */
function preloadAgentCentre(): void {
  // the registry first: a phone's six connections to the host are all busy as the entry arrives,
  // and the page's own code is asked for only once the registry is in
  void import('../views/agent/agentPages').then((pages) => pages.preloadPageInAddress(), () => undefined);
  void import('../views/auth/AgentHomeGate').then((module) => module.AgentCentre.preload(), () => undefined);
  void AgentCentre.preload();
  void import('../views/agent/AgentShell').catch(() => undefined);
}
const LoginPopupView = lazyChunk(() => import('../views/auth/LoginPopup'));
const ChangePasswordPopup = lazyChunk(() => import('../views/auth/PasswordPopup').then((module) => ({ default: module.ChangePasswordPopup })));
const ForgotPasswordPopup = lazyChunk(() => import('../views/auth/PasswordPopup').then((module) => ({ default: module.ForgotPasswordPopup })));
const RegisterPopupView = lazyChunk(() => import('../views/auth/RegisterPopup'));
const HelpCentre = lazyChunk(() => import('../views/help/HelpCentre'));

export interface AppRoute {
  /** Stable name; also the i18n key of its title: layout:routes.<id>.title. */
  readonly id: string;
  readonly paths: readonly string[];
  readonly pattern: RegExp;
  /** Shows the home lobby; `view` is then a popup over it (or nothing). */
  readonly lobby: boolean;
  /** Without a session token the visitor is sent to /login (SPEC.md §4 "Lottery routes"). */
  readonly requiresToken: boolean;
  readonly view: RouteView | null;
  /** Asks for the code this route will render, ahead of the first render (boot). */
  readonly preload: () => void;
}

interface RouteOptions {
  lobby?: boolean;
  requiresToken?: boolean;
  preload?: () => void;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Case-insensitive, optional trailing slash, no prefix matching. */
export function pathPattern(paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) => escapeRegExp(path.replace(/\/+$/, ''))).join('|');
  return new RegExp(`^(?:${alternatives})/?$`, 'i');
}

function route(id: string, paths: readonly string[], view: RouteView | null, options: RouteOptions = {}): AppRoute {
  return {
    id,
    paths,
    pattern: pathPattern(paths),
    lobby: options.lobby ?? false,
    requiresToken: options.requiresToken ?? false,
    view,
    preload: options.preload ?? (() => void view?.preload?.()),
  };
}

export const APP_ROUTES: readonly AppRoute[] = [
  route('home', ['/', '/index', '/index.html', '/home'], null, { lobby: true }),
  route('login', ['/login'], LoginPopupView, { lobby: true }),
  route('register', ['/register'], RegisterPopupView, { lobby: true }),
  route('help', ['/help'], HelpCentre, { lobby: true }),
  route('forgotPassword', ['/forgotPassword'], ForgotPasswordPopup, { lobby: true }),
  route('changePassword', ['/changePassword'], ChangePasswordPopup, { lobby: true, requiresToken: true }),
  route('agent', ['/agent'], AgentLanding),
  // /agentHome/<page>: the agent centre's pages (machines/agent/agentShell.machine.ts names them; the
  // shell opens its first page for a name it does not offer), matched by shape so the page list
  // stays out of the first route's JavaScript
  { ...route('agentHome', ['/agentHome'], AgentCentre, { preload: preloadAgentCentre }), pattern: AGENT_CENTRE_ADDRESS },
  // not asked for at boot: on a member page the banner is the largest paint, and the centre's
  // dozen chunks fetched beside it held it back (Lighthouse LCP 3.2–3.5 s with them, 2.9 s without)
  route('member', ['/member', ...MEMBER_PAGES.map((page) => `/member/${page}`)], MemberCentre, { preload: () => undefined }),
  // game centres (parameter gameType)
  route('sports', ['/sports'], gameLobby('SPORTS')),
  route('esports', ['/esports'], gameLobby('ESPORTS')),
  route('lott', ['/lott'], gameLobby('LOTT')),
  route('elott', ['/elott'], gameLobby('ELOTT')),
  // game list centres (parameter gameType; /rng takes the vassalage query)
  route('live', ['/live'], gameLobby('LIVE')),
  route('fish', ['/fish'], gameLobby('FISH')),
  route('rng', ['/rng'], gameLobby('RNG')),
  route('pvp', ['/pvp'], gameLobby('PVP')),
  // account games (parameter type)
  route('favorite', ['/favorite'], FavoriteGames),
  route('recent', ['/recent'], RecentGames),
  // lottery screens (login required; query gameCode)
  route('lottery', ['/lottery'], LotteryView, { requiresToken: true }),
  route('seaLottery', ['/seaLottery'], SeaLotteryView, { requiresToken: true }),
  route('vnLottery', ['/vnLottery'], VnLotteryView, { requiresToken: true }),
  route('promotions', ['/promotions'], lazyChunk(() => import('../views/promotions/PromotionsPage'))),
  route('pointMall', ['/pointMall'], lazyChunk(() => import('../views/points/PointMallPage'))),
  route('seamless', ['/seamless'], SeamlessView),
  route('support', ['/support'], lazyChunk(() => import('../views/support/CustomerServicePage'))),
  route('liveCam', ['/liveCam'], lazyChunk(() => import('../views/liveCam/LiveCamPage'))),
  // The blog and the news, a list (?page=n) and an article at /<kind>/<slug>, so a link can be shared
  { ...route('blog', ['/blog'], lazyChunk(() => import('../views/articles/ArticlesPage').then((module) => ({ default: module.BlogPage })))), pattern: /^\/blog(?:\/[A-Za-z0-9_-]+)?\/?$/i },
  { ...route('news', ['/news'], lazyChunk(() => import('../views/articles/ArticlesPage').then((module) => ({ default: module.NewsPage })))), pattern: /^\/news(?:\/[A-Za-z0-9_-]+)?\/?$/i },
];

/** The route a path belongs to (query and hash ignored), or null for the 404 page. */
export function matchAppRoute(pathname: string): AppRoute | null {
  const path = pathname.split(/[?#]/)[0] || '/';
  return APP_ROUTES.find((candidate) => candidate.pattern.test(path)) ?? null;
}
