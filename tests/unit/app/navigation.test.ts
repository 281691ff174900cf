/**
 * Where the sign-in popups lead back to (src/app/navigation.tsx): the game lobbies are places to
 * come back to, with their category and vendor and nothing else; the open-redirect rules still
 * hold; closing a popup goes back where a visitor may be.
 */
import { describe, expect, it } from 'vitest';
import { LOBBY_PATHS, loginPathFor, pageAfterClose, pageOf, registerPathFor, returnToOf } from '../../../src/app/navigation';
import { APP_ROUTES } from '../../../src/app/routes';

describe('the game lobbies are places to come back to', () => {
  it('every lobby route of routes.tsx is one', () => {
    const lobbies = APP_ROUTES.filter((route) => route.view?.displayName?.startsWith('GameLobby(')).flatMap((route) => route.paths);
    expect(lobbies.length).toBeGreaterThan(0);
    expect([...lobbies].sort()).toEqual([...LOBBY_PATHS].sort());
  });

  it('keeps a lobby, with its category and vendor', () => {
    for (const lobby of LOBBY_PATHS) {
      expect(loginPathFor(lobby)).toBe(`/login?returnTo=${encodeURIComponent(lobby)}`);
      expect(returnToOf(`?returnTo=${encodeURIComponent(lobby)}`)).toBe(lobby);
    }
    expect(loginPathFor('/rng?vassalage=PG')).toBe('/login?returnTo=%2Frng%3Fvassalage%3DPG');
    expect(returnToOf('?returnTo=%2Frng%3Fvassalage%3DPG')).toBe('/rng?vassalage=PG');
    expect(returnToOf(`?returnTo=${encodeURIComponent('/live?gameType=LIVE&vassalage=EVO')}`)).toBe('/live?gameType=LIVE&vassalage=EVO');
    expect(registerPathFor('/rng')).toBe('/register?returnTo=%2Frng');
  });

  it('refuses a lobby with any other query, or a value that could carry more', () => {
    for (const target of ['/rng?token=x', '/rng?vassalage=PG&token=x', '/rng?vassalage=P%2FG', '/rng?vassalage=', '/rng?vassalage=PG#x', '/rng/', '/rng?vassalage=a.b', '//rng', '/rngx']) {
      expect(loginPathFor(target)).toBe('/login');
      expect(registerPathFor(target)).toBe('/register');
      expect(returnToOf(`?returnTo=${encodeURIComponent(target)}`)).toBeNull();
    }
  });

  it('still refuses other origins, schemes and tokens (the member-centre rules)', () => {
    for (const target of ['//evil.example/rng', 'https://evil.example/rng', 'javascript:alert(1)', '/member/withdraw?token=x', '/lottery', '/agentHome', '/favorite']) {
      expect(loginPathFor(target)).toBe('/login');
      expect(returnToOf(`?returnTo=${encodeURIComponent(target)}`)).toBeNull();
    }
  });
});

describe('the page shown, as a place to come back to', () => {
  it('a lobby keeps its category and vendor only, in one order, whatever the case of its path', () => {
    expect(pageOf('/rng', '')).toBe('/rng');
    expect(pageOf('/RNG/', '?vassalage=PG')).toBe('/rng?vassalage=PG');
    expect(pageOf('/live', 'vassalage=EVO&utm=x&gameType=LIVE')).toBe('/live?gameType=LIVE&vassalage=EVO');
    expect(pageOf('/rng', '?vassalage=P%2FG&token=x')).toBe('/rng');
  });

  it('the home lobby is home; a returnable page is itself; any other page is none', () => {
    for (const home of ['/', '/index', '/index.html', '/home', '/HOME']) expect(pageOf(home)).toBe('/');
    expect(pageOf('/pointMall')).toBe('/pointMall');
    expect(pageOf('/member/withdraw')).toBe('/member/withdraw');
    for (const other of ['/login', '/register', '/favorite', '/lottery', '/seamless', '/help']) expect(pageOf(other, '?gameCode=x')).toBeNull();
  });

  it('closing a popup goes back to the page it was opened from, but never to a member page a visitor is sent away from', () => {
    expect(pageAfterClose('/rng?vassalage=PG')).toBe('/rng?vassalage=PG');
    expect(pageAfterClose('/promotions')).toBe('/promotions');
    expect(pageAfterClose('/member/withdraw')).toBe('/');
    expect(pageAfterClose(null)).toBe('/');
  });
});
