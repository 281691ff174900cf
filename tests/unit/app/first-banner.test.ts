// @vitest-environment jsdom
/**
 * The first banner's image is asked for as soon as the status (image hosts) and the notices are in
 * (src/app/wiring/home/firstBanner.ts), before the app's first render places the carousel:
 * the same URL the carousel's <img> uses, once per page view, and only where a banner is shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../src/api';

const requested: { src: string; fetchPriority: string }[] = [];

class RecordingImage {
  fetchPriority = 'auto';
  set src(value: string) {
    requested.push({ src: value, fetchPriority: this.fetchPriority });
  }
}

const HOSTS = ['https://img.example.com/'];
const BANNERS: Banner[] = [
  { id: 'other', groupName: 'w_promo', url: '/img/banner/promo.svg' },
  { id: 'first', groupName: 'w_home', url: '/img/banner/w_home-1.svg' },
  { id: 'second', groupName: 'w_home', url: '/img/banner/w_home-2.svg' },
] as Banner[];

async function freshModule(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('../../../src/app/wiring/home/firstBanner');
}

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('Image', RecordingImage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the first banner asked for early', () => {
  it('asks for the carousel\'s first banner on the chosen host, in the reader\'s language, at high priority, once both calls are in', async () => {
    const { noteBanners, noteImageHosts } = await freshModule('/member/personalProfit');
    noteBanners(BANNERS);
    expect(requested).toEqual([]);
    noteImageHosts(HOSTS);
    expect(requested).toEqual([{ src: 'https://img.example.com/img/banner/w_home-1.svg?lang=es', fetchPriority: 'high' }]);
  });

  it('asks whichever call comes first, and never twice in a page view', async () => {
    const { noteBanners, noteImageHosts } = await freshModule('/');
    noteImageHosts(HOSTS);
    noteBanners(BANNERS);
    noteBanners(BANNERS);
    noteImageHosts(HOSTS);
    expect(requested.map((image) => image.src)).toEqual(['https://img.example.com/img/banner/w_home-1.svg?lang=es']);
  });

  it('asks for nothing where no banner is shown, or when the carousel has none', async () => {
    const agentPage = await freshModule('/agentHome/agentAnnouncement');
    agentPage.noteImageHosts(HOSTS);
    agentPage.noteBanners(BANNERS);
    const gamePage = await freshModule('/lottery');
    gamePage.noteImageHosts(HOSTS);
    gamePage.noteBanners(BANNERS);
    const noHomeBanners = await freshModule('/');
    noHomeBanners.noteImageHosts(HOSTS);
    noHomeBanners.noteBanners([BANNERS[0]!]);
    expect(requested).toEqual([]);
  });
});
