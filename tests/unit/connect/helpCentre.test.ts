/** connectHelpCentre without React, and the help centre chart with a fake help call: topics, the term opened, the search, a language change. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HelpCenterEntry } from '../../../src/api';
import { helpCentreMachine, searchArticles, type HelpCentreContext } from '../../../machines/support/helpCentre.machine';
import { connectHelpCentre } from '../../../machines/support/helpCentre.connect';

const article = (anchor: string, sort: number, title: string, content: string) => ({ id: `help-${anchor}`, anchor, sort, title, content }) as unknown as HelpCenterEntry;
const ARTICLES = [article('deposit', 2, 'Cómo depositar', '<ol><li>Elige Depósito</li></ol>'), article('about', 1, 'Sobre nosotros', '<p>Casino en vivo</p>')];
const base: HelpCentreContext = { articles: ARTICLES, term: null, query: '', language: 'es', failureKey: null, failureText: null };
const at = (value: 'loading' | 'ready' | 'empty' | 'failure', context: Partial<HelpCentreContext> = {}) => helpCentreMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectHelpCentre', () => {
  it('opens the term of the address, else the first topic', () => {
    expect(connectHelpCentre(at('ready', { term: 'deposit' }), vi.fn())).toMatchObject({ status: 'ready', term: 'deposit', article: { title: 'Cómo depositar' } });
    expect(connectHelpCentre(at('ready', { term: 'nope' }), vi.fn()).term).toBe('deposit');
    expect(connectHelpCentre(at('ready'), vi.fn()).topics.map((topic) => topic.term)).toEqual(['deposit', 'about']);
  });

  it('the search matches titles and texts, accents and case ignored, tags not', () => {
    expect(searchArticles(ARTICLES, 'DEPOSITO').map((entry) => entry.anchor)).toEqual(['deposit']);
    expect(searchArticles(ARTICLES, 'en vivo').map((entry) => entry.anchor)).toEqual(['about']);
    expect(searchArticles(ARTICLES, 'ol')).toEqual([]);
    const api = connectHelpCentre(at('ready', { query: 'zzz' }), vi.fn());
    expect(api).toMatchObject({ noMatch: true, article: null, topics: [] });
  });

  it('says why it failed, and when there is nothing', () => {
    expect(connectHelpCentre(at('failure', { failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal', topics: [] });
    expect(connectHelpCentre(at('empty', { articles: [] }), vi.fn()).status).toBe('empty');
    expect(connectHelpCentre(at('loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true });
  });

  it('intents send SEARCH, RETRY', () => {
    const send = vi.fn();
    const api = connectHelpCentre(at('ready'), send);
    api.search('dep');
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SEARCH', query: 'dep' },
      { type: 'RETRY' },
    ]);
  });
});

describe('help centre chart', () => {
  it('loads in the reader language, sorted, and again in a new language (only when it changes)', async () => {
    const asked: string[] = [];
    const actor = createActor(
      helpCentreMachine.provide({
        actors: {
          loadHelp: fromPromise<readonly HelpCenterEntry[], { language: string }>(async ({ input }) => {
            asked.push(input.language);
            return ARTICLES.map((entry) => ({ ...entry, title: `${entry.title} (${input.language})` }));
          }),
        },
      }),
      { input: { term: 'deposit', language: 'es' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(connectHelpCentre(actor.getSnapshot(), actor.send).topics.map((topic) => topic.term)).toEqual(['about', 'deposit']);
    expect(connectHelpCentre(actor.getSnapshot(), actor.send).article?.title).toBe('Cómo depositar (es)');
    actor.send({ type: 'LANGUAGE', language: 'es' });
    actor.send({ type: 'LANGUAGE', language: 'en' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready') && snapshot.context.language === 'en');
    expect(connectHelpCentre(actor.getSnapshot(), actor.send).article?.title).toBe('Cómo depositar (en)');
    expect(asked).toEqual(['es', 'en']);
  });
});
