/**
 * connectFeedback without React, and the feedback chart's rules (SPEC.md §5 with the platform's
 * bounds): empty or outside the word bounds refused without a call; a 4th image, a wrong type or
 * one over the size refused with the reason, the others kept; one send however often submitted;
 * a failure keeps the images; sending again starts an empty form.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectFeedback } from '../../../machines/inbox/feedback.connect';
import { contentProblem, feedbackMachine, imageProblem, type FeedbackImage, type FeedbackRequest } from '../../../machines/inbox/feedback.machine';
import { countWords } from '../../../machines/inbox/feedbackWords';
import { FEEDBACK_SETTINGS } from '../../paths/models/account-samples';

const image = (name: string, type = 'image/png', size = 1000): FeedbackImage => ({ name, type, size, blob: new Blob(['x'], { type }) });
const FIVE_WORDS = 'El retiro tardó demasiado ayer';

function start(send: (request: FeedbackRequest) => Promise<unknown> = async () => ({})) {
  const sendFeedback = vi.fn(send);
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => FEEDBACK_SETTINGS),
        sendFeedback: fromPromise(({ input }: { input: FeedbackRequest }) => sendFeedback(input)),
      },
    }),
  ).start();
  const api = () => connectFeedback(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, sendFeedback };
}

describe('the feedback rules', () => {
  it('counts words, not characters or punctuation', () => {
    expect(countWords('  ')).toBe(0);
    expect(countWords('¡Hola!  ¿qué tal? — muy bien, gracias.')).toBe(6);
    expect(countWords("It's a well-known 24/7 site")).toBe(6);
  });

  it('checks the text against the bounds', () => {
    expect(contentProblem(FEEDBACK_SETTINGS, ' ')).toBe('account:feedback.content.required');
    expect(contentProblem(FEEDBACK_SETTINGS, 'solo cuatro palabras aquí')).toBe('account:feedback.content.tooShort');
    expect(contentProblem(FEEDBACK_SETTINGS, FIVE_WORDS)).toBeNull();
    expect(contentProblem(FEEDBACK_SETTINGS, Array.from({ length: 301 }, () => 'x').join(' '))).toBe('account:feedback.content.tooLong');
  });

  it('checks the images: type, size, count', () => {
    expect(imageProblem(FEEDBACK_SETTINGS, [], [image('a.gif', 'image/gif')])).toBe('account:feedback.images.type');
    expect(imageProblem(FEEDBACK_SETTINGS, [], [image('big.png', 'image/png', 5 * 1024 * 1024 + 1)])).toBe('account:feedback.images.size');
    expect(imageProblem(FEEDBACK_SETTINGS, [], [image('ok.jpg', 'image/jpeg', 5 * 1024 * 1024)])).toBeNull();
    expect(imageProblem(FEEDBACK_SETTINGS, [image('1.png'), image('2.png'), image('3.png')], [image('4.png')])).toBe('account:feedback.images.count');
  });
});

describe('connectFeedback', () => {
  it('says loading, load failed with a retry, editing, sending, sent', () => {
    const at = (value: 'loading' | 'loadFailed' | 'editing' | 'sending' | 'sent') => feedbackMachine.resolveState({ value, context: { settings: FEEDBACK_SETTINGS, images: [], imageErrorKey: null, contentErrorKey: null, failureKey: value === 'loadFailed' ? 'errors:timeout' : null, failureText: null, formKey: 0 } });
    expect(connectFeedback(at('loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true });
    expect(connectFeedback(at('loadFailed'), vi.fn())).toMatchObject({ status: 'loadFailed', failureKey: 'errors:timeout' });
    expect(connectFeedback(at('editing'), vi.fn())).toMatchObject({ status: 'editing', canAddImage: true, busy: false });
    expect(connectFeedback(at('sending'), vi.fn())).toMatchObject({ status: 'sending', canAddImage: false, busy: true });
    expect(connectFeedback(at('sent'), vi.fn())).toMatchObject({ status: 'sent' });
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectFeedback(feedbackMachine.resolveState({ value: 'editing', context: { settings: FEEDBACK_SETTINGS, images: [], imageErrorKey: null, contentErrorKey: null, failureKey: null, failureText: null, formKey: 0 } }), send);
    const files = [image('a.png')];
    api.addImages(files);
    api.removeImage(0);
    api.submit('hola');
    api.edit('hola de nuevo');
    api.again();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'ADD_IMAGES', files },
      { type: 'REMOVE_IMAGE', index: 0 },
      { type: 'SUBMIT', content: 'hola' },
      { type: 'EDIT', content: 'hola de nuevo' },
      { type: 'AGAIN' },
      { type: 'RETRY' },
    ]);
  });
});

describe('the feedback chart', () => {
  it('takes back "write at least 5 words" as soon as the text has enough, typed on several lines', async () => {
    const { actor, api } = start();
    await waitFor(actor, () => api().status === 'editing');
    // typing says nothing before the first send
    api().edit('muy');
    expect(api().contentErrorKey).toBeNull();
    api().submit('muy corto');
    expect(api().contentErrorKey).toBe('account:feedback.content.tooShort');
    api().edit('muy corto todavía');
    expect(api().contentErrorKey).toBe('account:feedback.content.tooShort');
    const severalLines = 'Ayer intenté retirar mi saldo\ny la página tardó demasiado;\nal final, el retiro llegó dos horas después.';
    expect(countWords(severalLines)).toBe(18);
    api().edit(severalLines);
    expect(api().contentErrorKey).toBeNull();
  });

  it('refuses a text outside the bounds without a call', async () => {
    const { actor, api, sendFeedback } = start();
    await waitFor(actor, () => api().status === 'editing');
    api().submit('muy corto');
    expect(api().contentErrorKey).toBe('account:feedback.content.tooShort');
    expect(sendFeedback).not.toHaveBeenCalled();
  });

  it('refuses a 4th image, a wrong type and a big one, keeping the others', async () => {
    const { actor, api } = start();
    await waitFor(actor, () => api().status === 'editing');
    api().addImages([image('1.png'), image('2.jpg', 'image/jpeg'), image('3.png')]);
    expect(api().canAddImage).toBe(false);
    api().addImages([image('4.png')]);
    expect(api()).toMatchObject({ imageErrorKey: 'account:feedback.images.count' });
    expect(api().images.map((file) => file.name)).toEqual(['1.png', '2.jpg', '3.png']);
    api().removeImage(0);
    api().addImages([image('x.webp', 'image/webp')]);
    expect(api().imageErrorKey).toBe('account:feedback.images.type');
    api().addImages([image('huge.png', 'image/png', 6 * 1024 * 1024)]);
    expect(api().imageErrorKey).toBe('account:feedback.images.size');
    expect(api().images).toHaveLength(2);
  });

  it('sends once however often submitted; a failure keeps the images; sent → another starts empty', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const { actor, api, sendFeedback } = start(
      () =>
        new Promise((resolve, reject) => {
          release = () => (fail ? reject({ messageKey: 'errors:networkAbnormal' }) : resolve({}));
        }),
    );
    await waitFor(actor, () => api().status === 'editing');
    api().addImages([image('1.png')]);
    api().submit(`  ${FIVE_WORDS} `);
    api().submit(FIVE_WORDS);
    expect(sendFeedback).toHaveBeenCalledTimes(1);
    expect(sendFeedback.mock.calls[0]?.[0]).toMatchObject({ content: FIVE_WORDS, images: [{ name: '1.png' }] });
    release();
    await waitFor(actor, () => api().failureKey !== null);
    expect(api()).toMatchObject({ status: 'editing', failureKey: 'errors:networkAbnormal' });
    expect(api().images).toHaveLength(1);
    fail = false;
    api().submit(FIVE_WORDS);
    release();
    await waitFor(actor, () => api().status === 'sent');
    api().again();
    expect(api()).toMatchObject({ status: 'editing', images: [], failureKey: null, formKey: 1 });
  });
});
