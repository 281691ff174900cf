/** The language sync chart and its connect: the stored language corrected at sign-in, each switch sent, a failure quiet and sent again next time. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { languageSyncMachine } from '../../../machines/app/languageSync.machine';
import { connectLanguageSync } from '../../../machines/app/languageSync.connect';

function start(language: string, answer: (language: string) => Promise<void> = async () => undefined) {
  const sent: string[] = [];
  const machine = languageSyncMachine.provide({
    actors: { sendLanguage: fromPromise<void, { language: string }>(({ input }) => (sent.push(input.language), answer(input.language))) },
  });
  const actor = createActor(machine, { input: { language } }).start();
  const api = () => connectLanguageSync(actor.getSnapshot(), (event) => actor.send(event));
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, api, sent, settled };
}

describe('languageSync', () => {
  it('at sign-in sends the shown language only when the stored one differs', async () => {
    const same = start('es');
    same.actor.send({ type: 'SIGNED_IN', stored: 'es' });
    const unknown = start('es');
    unknown.actor.send({ type: 'SIGNED_IN', stored: null });
    const other = start('en');
    other.actor.send({ type: 'SIGNED_IN', stored: 'es' });
    await other.settled();
    expect([same.sent, unknown.sent, other.sent]).toEqual([[], [], ['en']]);
    expect(other.api()).toMatchObject({ stored: 'en', failed: false, sending: false });
  });

  it('sends every switch once; a switch during a send goes after it', async () => {
    let release: () => void = () => undefined;
    const chart = start('es', () => new Promise<void>((resolve) => (release = resolve)));
    chart.actor.send({ type: 'SIGNED_IN', stored: 'es' });
    chart.actor.send({ type: 'LANGUAGE', language: 'en' });
    expect(chart.api().sending).toBe(true);
    chart.actor.send({ type: 'LANGUAGE', language: 'es' });
    release();
    await waitFor(chart.actor, () => chart.sent.length === 2);
    release();
    await chart.settled();
    expect(chart.sent).toEqual(['en', 'es']);
    chart.actor.send({ type: 'LANGUAGE', language: 'es' });
    expect(chart.sent).toEqual(['en', 'es']);
  });

  it('a failed send is quiet and sent again at the next switch', async () => {
    let fail = true;
    const chart = start('es', async () => {
      if (fail) throw new Error('offline');
    });
    chart.actor.send({ type: 'SIGNED_IN', stored: 'es' });
    chart.actor.send({ type: 'LANGUAGE', language: 'en' });
    await chart.settled();
    expect(chart.api()).toMatchObject({ failed: true, stored: 'es' });
    fail = false;
    chart.actor.send({ type: 'LANGUAGE', language: 'es' });
    chart.actor.send({ type: 'LANGUAGE', language: 'en' });
    await chart.settled();
    expect(chart.sent).toEqual(['en', 'en']);
    expect(chart.api()).toMatchObject({ failed: false, stored: 'en' });
  });
});
