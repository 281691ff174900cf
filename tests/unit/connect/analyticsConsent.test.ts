// @vitest-environment jsdom
/** The analytics consent chart, its connect, and its wiring: asked only with a gtagId and no answer; Google's loader added only after an accept, never before nor after a decline. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { analyticsConsentMachine } from '../../../machines/app/analyticsConsent.machine';
import { connectAnalyticsConsent } from '../../../machines/app/analyticsConsent.connect';
import { analyticsConsentLogic, loadGtag } from '../../../src/app/wiring/app/analyticsConsent';

const loaders = () => [...document.querySelectorAll('script[data-gtag]')].map((script) => script.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

function start(logic = analyticsConsentMachine) {
  const remember = vi.fn();
  const loadAnalytics = vi.fn();
  const actor = createActor(logic.provide({ actions: { remember: (_, choice) => remember(choice), loadAnalytics: (_, id) => loadAnalytics(id) } })).start();
  const api = () => connectAnalyticsConsent(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, remember, loadAnalytics };
}

describe('analytics consent chart', () => {
  it('asks only when there is a gtagId and no remembered answer', () => {
    const none = start();
    none.actor.send({ type: 'CONFIG', gtagId: null, stored: null });
    expect(none.api()).toMatchObject({ asking: false, accepted: false });
    const asked = start();
    expect(asked.api().asking).toBe(false);
    asked.actor.send({ type: 'CONFIG', gtagId: 'G-1', stored: null });
    expect(asked.api().asking).toBe(true);
    expect(asked.loadAnalytics).not.toHaveBeenCalled();
  });

  it('loads analytics after an accept, and remembers it; a remembered accept loads at once', () => {
    const chart = start();
    chart.actor.send({ type: 'CONFIG', gtagId: 'G-1', stored: null });
    chart.api().accept();
    expect(chart.remember).toHaveBeenCalledWith('accepted');
    expect(chart.loadAnalytics).toHaveBeenCalledWith('G-1');
    expect(chart.api()).toMatchObject({ asking: false, accepted: true });
    const again = start();
    again.actor.send({ type: 'CONFIG', gtagId: 'G-1', stored: 'accepted' });
    expect(again.loadAnalytics).toHaveBeenCalledWith('G-1');
    expect(again.remember).not.toHaveBeenCalled();
  });

  it('never loads after a decline, now or remembered', () => {
    const chart = start();
    chart.actor.send({ type: 'CONFIG', gtagId: 'G-1', stored: null });
    chart.api().decline();
    chart.api().accept();
    expect(chart.remember).toHaveBeenCalledWith('declined');
    expect(chart.loadAnalytics).not.toHaveBeenCalled();
    const again = start();
    again.actor.send({ type: 'CONFIG', gtagId: 'G-1', stored: 'declined' });
    expect(again.api().asking).toBe(false);
    expect(again.loadAnalytics).not.toHaveBeenCalled();
  });
});

describe('analytics consent wiring', () => {
  it('adds Google’s loader as a script element only after the accept, once, and remembers the answer', () => {
    const actor = createActor(analyticsConsentLogic).start();
    actor.send({ type: 'CONFIG', gtagId: 'G-RP01EMBED', stored: null });
    expect(loaders()).toEqual([]);
    actor.send({ type: 'ACCEPT' });
    expect(loaders()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-RP01EMBED']);
    expect(localStorage.getItem('analyticsConsent')).toBe('accepted');
    loadGtag('G-RP01EMBED');
    expect(loaders()).toHaveLength(1);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toHaveLength(2);
  });

  it('a decline is remembered and nothing is added', () => {
    const actor = createActor(analyticsConsentLogic).start();
    actor.send({ type: 'CONFIG', gtagId: 'G-RP01EMBED', stored: null });
    actor.send({ type: 'DECLINE' });
    expect(localStorage.getItem('analyticsConsent')).toBe('declined');
    expect(loaders()).toEqual([]);
  });
});
