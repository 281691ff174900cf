/** connectRegisterDownline without React, and the new-downline chart: rules loaded, one create per submit, refusals kept per field. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CreatedDownline, NewDownline, RegisterSettings } from '../../../src/api';
import { connectRegisterDownline } from '../../../machines/agent/registerDownline.connect';
import { registerDownlineMachine, type RegisterDownlineContext } from '../../../machines/agent/registerDownline.machine';
import { CREATED_MEMBER, REGISTER_SETTINGS } from '../../paths/models/register-samples';

const base: RegisterDownlineContext = { settings: REGISTER_SETTINGS, fieldErrors: {}, errorKey: null, errorText: null, created: null, formKey: 0 };
const at = (value: 'loading' | 'loadFailed' | 'editing' | 'submitting' | 'created', context: Partial<RegisterDownlineContext> = {}) =>
  registerDownlineMachine.resolveState({ value, context: { ...base, ...context } });
const DOWNLINE: NewDownline = { username: 'newmember1', password: 'Clave2024', confirmPassword: 'Clave2024', accountType: 'MEMBER' };

describe('connectRegisterDownline', () => {
  it('is loading, then the form with the rules', () => {
    expect(connectRegisterDownline(at('loading', { settings: null }), vi.fn())).toMatchObject({ status: 'loading', submitting: false, settings: null });
    expect(connectRegisterDownline(at('editing'), vi.fn())).toMatchObject({ status: 'editing', submitting: false, settings: REGISTER_SETTINGS, created: null });
  });

  it('keeps the form while the create runs, marked submitting', () => {
    expect(connectRegisterDownline(at('submitting'), vi.fn())).toMatchObject({ status: 'editing', submitting: true });
  });

  it('shows a refusal at its field, or above the form', () => {
    const field = connectRegisterDownline(at('editing', { fieldErrors: { username: { key: 'server.usernameTaken' } } }), vi.fn());
    expect(field.fieldErrors).toEqual({ username: { key: 'server.usernameTaken' } });
    expect(connectRegisterDownline(at('editing', { errorKey: 'errors:systemBusy' }), vi.fn())).toMatchObject({ errorKey: 'errors:systemBusy', fieldErrors: {} });
  });

  it('shows the account created and sends its intents', () => {
    const send = vi.fn();
    const api = connectRegisterDownline(at('created', { created: CREATED_MEMBER }), send);
    expect(api).toMatchObject({ status: 'created', created: CREATED_MEMBER });
    api.another();
    api.submit(DOWNLINE);
    connectRegisterDownline(at('loadFailed', { errorKey: 'errors:networkAbnormal' }), send).retry();
    expect(send.mock.calls).toEqual([[{ type: 'ANOTHER' }], [{ type: 'SUBMIT', downline: DOWNLINE }], [{ type: 'RETRY' }]]);
  });
});

describe('the new-downline chart', () => {
  function run(answers: (CreatedDownline | Error)[], settings: (RegisterSettings | Error)[] = [REGISTER_SETTINGS]) {
    const created: NewDownline[] = [];
    let resolveCreate: (() => void) | null = null;
    const actor = createActor(
      registerDownlineMachine.provide({
        actors: {
          loadSettings: fromPromise(async () => {
            const answer = settings.shift() ?? REGISTER_SETTINGS;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          createDownline: fromPromise(async ({ input }: { input: NewDownline }) => {
            created.push(input);
            await new Promise<void>((resolve) => (resolveCreate = resolve));
            const answer = answers.shift() ?? CREATED_MEMBER;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      }),
    ).start();
    return { actor, created, answer: () => resolveCreate?.() };
  }
  const api = (actor: ReturnType<typeof run>['actor']) => connectRegisterDownline(actor.getSnapshot(), actor.send);

  it('retries the rules after a failed load', async () => {
    const { actor } = run([], [Object.assign(new Error('x'), { messageKey: 'errors:networkAbnormal' }), REGISTER_SETTINGS]);
    await vi.waitFor(() => expect(api(actor).status).toBe('loadFailed'));
    expect(api(actor).errorKey).toBe('errors:networkAbnormal');
    api(actor).retry();
    await vi.waitFor(() => expect(api(actor).status).toBe('editing'));
    expect(api(actor).errorKey).toBeNull();
  });

  it('creates once however often the form is sent while the call runs, and never keeps the password', async () => {
    const { actor, created, answer } = run([CREATED_MEMBER]);
    await vi.waitFor(() => expect(api(actor).status).toBe('editing'));
    api(actor).submit(DOWNLINE);
    api(actor).submit(DOWNLINE);
    expect(api(actor).submitting).toBe(true);
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Clave2024');
    answer();
    await vi.waitFor(() => expect(api(actor).status).toBe('created'));
    expect(created).toEqual([DOWNLINE]);
    expect(api(actor).created).toEqual(CREATED_MEMBER);
    api(actor).another();
    expect(api(actor)).toMatchObject({ status: 'editing', created: null, formKey: 1 });
  });

  it('keeps a refusal that names a field at it, and any other above the form; the next submit clears both', async () => {
    const taken = Object.assign(new Error('taken'), { messageKey: 'errors:unknown', errorCode: 'username.exists', field: 'username', fieldMessage: { key: 'server.usernameTaken' } });
    const busy = Object.assign(new Error('busy'), { messageKey: 'errors:systemBusy' });
    const { actor, answer } = run([taken, busy, CREATED_MEMBER]);
    await vi.waitFor(() => expect(api(actor).status).toBe('editing'));
    api(actor).submit(DOWNLINE);
    await vi.waitFor(() => expect(api(actor).submitting).toBe(true));
    answer();
    await vi.waitFor(() => expect(api(actor).fieldErrors).toEqual({ username: { key: 'server.usernameTaken' } }));
    expect(api(actor)).toMatchObject({ status: 'editing', submitting: false, errorKey: null });
    api(actor).submit(DOWNLINE);
    expect(api(actor).fieldErrors).toEqual({});
    await vi.waitFor(() => expect(api(actor).submitting).toBe(true));
    answer();
    await vi.waitFor(() => expect(api(actor).errorKey).toBe('errors:systemBusy'));
    expect(api(actor).fieldErrors).toEqual({});
  });
});
