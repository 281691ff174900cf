/** connectLiveCam without React, and the chart: a visitor asked to sign in (no call), the models (online first), none, a failure retried, a model's chat launched, failed and retried, closed. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LiveCamModel } from '../../../src/api';
import { connectLiveCam } from '../../../machines/games/liveCam.connect';
import { liveCamMachine } from '../../../machines/games/liveCam.machine';

const MODEL = (modelId: string, online: boolean, viewers: number): LiveCamModel => ({ modelId, name: modelId, avatarUrl: `/img/${modelId}`, viewers, online, language: 'es' });
const MODELS = [MODEL('a', false, 900), MODEL('b', true, 10), MODEL('c', true, 50)];

function run(lists: (readonly LiveCamModel[] | Error)[], launches: (string | Error)[] = []) {
  const calls = { load: 0, launch: [] as string[] };
  const actor = createActor(
    liveCamMachine.provide({
      actors: {
        loadModels: fromPromise(async () => {
          calls.load += 1;
          const answer = lists.shift() ?? MODELS;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        launchModel: fromPromise(async ({ input }: { input: { modelId: string } }) => {
          calls.launch.push(input.modelId);
          const answer = launches.shift() ?? `https://platform.example/__platform/chat/${input.modelId}`;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
  ).start();
  const api = () => connectLiveCam(actor.getSnapshot(), (event) => actor.send(event));
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.hasTag('launching'));
  return { actor, api, calls, settled };
}

const failure = Object.assign(new Error('down'), { messageKey: 'errors:networkAbnormal' });

describe('live cam', () => {
  it('asks a visitor to sign in and asks the platform nothing; signing in loads the models', async () => {
    const { actor, api, calls, settled } = run([]);
    expect(api().status).toBe('checking');
    actor.send({ type: 'SESSION', signedIn: false });
    expect(api()).toMatchObject({ status: 'signIn', models: [] });
    expect(calls.load).toBe(0);
    actor.send({ type: 'SESSION', signedIn: true });
    await settled();
    expect(api().status).toBe('ready');
    expect(calls.load).toBe(1);
  });

  it('lists the models online first, then by viewers; none is said; a failure is retried', async () => {
    const ready = run([MODELS]);
    ready.actor.send({ type: 'SESSION', signedIn: true });
    await ready.settled();
    expect(ready.api().models.map((model) => model.modelId)).toEqual(['c', 'b', 'a']);

    const none = run([[]]);
    none.actor.send({ type: 'SESSION', signedIn: true });
    await none.settled();
    expect(none.api().status).toBe('empty');

    const failed = run([failure, MODELS]);
    failed.actor.send({ type: 'SESSION', signedIn: true });
    await failed.settled();
    expect(failed.api()).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal' });
    failed.api().retry();
    await failed.settled();
    expect(failed.api()).toMatchObject({ status: 'ready', failureKey: null });
  });

  it('launches a listed model’s chat, says why a launch failed, retries and closes', async () => {
    const { actor, api, calls, settled } = run([MODELS], [failure]);
    actor.send({ type: 'SESSION', signedIn: true });
    await settled();
    api().watch('unknown');
    expect(api().panel).toBe('closed');
    api().watch('b');
    expect(api()).toMatchObject({ panel: 'launching', model: { modelId: 'b' } });
    await settled();
    expect(api()).toMatchObject({ status: 'ready', panel: 'failed', failureKey: 'errors:networkAbnormal' });
    api().retry();
    await settled();
    expect(api()).toMatchObject({ panel: 'open', chatUrl: 'https://platform.example/__platform/chat/b', failureKey: null });
    expect(calls.launch).toEqual(['b', 'b']);
    api().close();
    expect(api()).toMatchObject({ panel: 'closed', chatUrl: null, model: null, status: 'ready' });
  });

  it('asks to sign in again when the session ends', async () => {
    const { actor, api, settled } = run([MODELS]);
    actor.send({ type: 'SESSION', signedIn: true });
    await settled();
    api().watch('a');
    await settled();
    actor.send({ type: 'SESSION', signedIn: false });
    expect(api()).toMatchObject({ status: 'signIn', panel: 'closed', models: [] });
  });
});
