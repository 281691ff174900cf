import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute, pathPattern } from '../../../src/app/routes';
import { hasSessionToken } from '../../../src/config/storage';

/** SPEC.md §2 route table: path → route id. */
const SPEC_ROUTES: Record<string, string> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/login': 'login',
  '/register': 'register',
  '/agent': 'agent',
  '/agentHome': 'agentHome',
  '/agentHome/agentTeamOverview': 'agentHome',
  '/agentHome/depositv2': 'agentHome',
  '/agenthome/agentRealtimeSalary/': 'agentHome',
  '/member': 'member',
  '/member/depositv2': 'member',
  '/member/transactionHistory': 'member',
  '/member/securityCenter': 'member',
  '/help': 'help',
  '/sports': 'sports',
  '/esports': 'esports',
  '/lott': 'lott',
  '/elott': 'elott',
  '/live': 'live',
  '/fish': 'fish',
  '/rng': 'rng',
  '/pvp': 'pvp',
  '/favorite': 'favorite',
  '/recent': 'recent',
  '/lottery': 'lottery',
  '/seaLottery': 'seaLottery',
  '/vnLottery': 'vnLottery',
  '/promotions': 'promotions',
  '/pointMall': 'pointMall',
  '/seamless': 'seamless',
};

/** Routes of ours for SPEC.md §2's change and forgot password modals, so a link can open them. */
const MODAL_ROUTES: Record<string, string> = {
  '/forgotPassword': 'forgotPassword',
  '/changePassword': 'changePassword',
  // The customer-service channels (the account menu's "customer service" opens it)
  '/support': 'support',
  // Live cam (SPEC.md §7 "live cam model list and launch chat"), from the side menu
  '/liveCam': 'liveCam',
  // The blog and the news, with an article's address
  '/blog': 'blog',
  '/blog/guia-tragamonedas-rtp': 'blog',
  '/news': 'news',
  '/news/nuevo-proveedor-pg': 'news',
};

describe('route table', () => {
  it('has a route for every path of SPEC.md §2', () => {
    for (const [path, id] of Object.entries(SPEC_ROUTES)) {
      expect(matchAppRoute(path)?.id, path).toBe(id);
    }
  });

  it('has no route that SPEC.md does not list, beyond the password modals, /support, /liveCam, /blog and /news', () => {
    for (const [path, id] of Object.entries(MODAL_ROUTES)) expect(matchAppRoute(path)?.id, path).toBe(id);
    expect(APP_ROUTES.map((route) => route.id).sort()).toEqual([...new Set([...Object.values(SPEC_ROUTES), ...Object.values(MODAL_ROUTES)])].sort());
  });

  it('matches case-insensitively, with a trailing slash, ignoring query and hash', () => {
    expect(matchAppRoute('/SEALOTTERY')?.id).toBe('seaLottery');
    expect(matchAppRoute('/pointmall/')?.id).toBe('pointMall');
    expect(matchAppRoute('/rng?vassalage=PG')?.id).toBe('rng');
    expect(matchAppRoute('/help#term')?.id).toBe('help');
  });

  it('gives the 404 page for anything else', () => {
    for (const path of ['/nope', '/sports/extra', '/indexXhtml', '/lottert', '/agents', '/agentHome/registerCenter/extra', '/blog/a/b', '/newsroom']) {
      expect(matchAppRoute(path), path).toBeNull();
    }
  });

  it('shows the lobby on /, /login, /register, /help and the password modals', () => {
    const lobby = APP_ROUTES.filter((route) => route.lobby).map((route) => route.id);
    expect(lobby.sort()).toEqual(['changePassword', 'forgotPassword', 'help', 'home', 'login', 'register']);
  });

  it('requires the session token only on the lottery screens and the change-password modal', () => {
    const guarded = APP_ROUTES.filter((route) => route.requiresToken).map((route) => route.id);
    expect(guarded.sort()).toEqual(['changePassword', 'lottery', 'seaLottery', 'vnLottery']);
  });

  it('gives every non-home route a view', () => {
    for (const route of APP_ROUTES) {
      if (route.id !== 'home') expect(route.view, route.id).not.toBeNull();
    }
  });

  it('escapes dots in paths', () => {
    expect(pathPattern(['/index.html']).test('/index.html')).toBe(true);
    expect(pathPattern(['/index.html']).test('/index-html')).toBe(false);
  });
});

describe('hasSessionToken', () => {
  it('checks only that a token is present', () => {
    expect(hasSessionToken({ getItem: () => 'abc' })).toBe(true);
    expect(hasSessionToken({ getItem: () => null })).toBe(false);
    expect(hasSessionToken({ getItem: () => '' })).toBe(false);
    expect(hasSessionToken(null)).toBe(false);
    expect(
      hasSessionToken({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe(false);
  });
});
