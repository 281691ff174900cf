import { describe, expect, it } from 'vitest';
import { isGamePage, layoutFor, normalisePath } from '../../../src/views/layout/layoutRules';

const FULL = { header: true, sideMenu: true, banner: true, footer: true };

describe('layoutFor (SPEC.md §2 layout rules)', () => {
  it('shows everything on ordinary routes', () => {
    for (const path of ['/', '/home', '/sports', '/member', '/promotions', '/help', '/rng']) {
      expect(layoutFor(path), path).toEqual(FULL);
    }
  });

  it('hides the side menu on game pages, in every spelling and case', () => {
    for (const path of ['/lottery', '/lottert', '/seaLottery', '/sealottery', '/vnLottery', '/vnlottery', '/VNLOTTERY/']) {
      expect(isGamePage(path), path).toBe(true);
      expect(layoutFor(path), path).toEqual({ header: true, sideMenu: false, banner: false, footer: true });
    }
  });

  it('has no footer and no side menu on /seamless', () => {
    expect(layoutFor('/seamless')).toEqual({ header: true, sideMenu: false, banner: false, footer: false });
    expect(layoutFor('/Seamless?gameCode=1')).toEqual({ header: true, sideMenu: false, banner: false, footer: false });
  });

  it('has no header and no footer on the agent pages', () => {
    for (const path of ['/agent', '/agentHome', '/agenthome/', '/AGENT', '/agentHome/agentTeamOverview', '/AGENTHOME/withdraw/']) {
      expect(layoutFor(path), path).toEqual({ header: false, sideMenu: false, banner: false, footer: false });
    }
  });

  it('does not treat look-alike paths as game pages', () => {
    expect(isGamePage('/lott')).toBe(false);
    expect(isGamePage('/lottery/extra')).toBe(false);
    expect(layoutFor('/agents')).toEqual(FULL);
  });

  it('keeps the chrome but drops the banner on the 404 page', () => {
    expect(layoutFor('/nope', { notFound: true })).toEqual({ ...FULL, banner: false });
  });

  it('normalises paths', () => {
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/Help/#term')).toBe('/help');
    expect(normalisePath('/RNG?vassalage=PG')).toBe('/rng');
  });
});
