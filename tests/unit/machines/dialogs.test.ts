import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { dialogsMachine, dropsInformation, TYPING_SETTLE_MS } from '../../../machines/app/dialogs.machine';
import { connectDialogs, turnIn } from '../../../machines/app/dialogs.connect';

/** A manager that knows the user is on the home page and the page has settled, unless the test says otherwise. */
function start({ placed = true, settled = true } = {}) {
  const actor = createActor(dialogsMachine).start();
  if (placed) actor.send({ type: 'PLACE', path: '/', signedIn: false });
  if (settled) actor.send({ type: 'PAGE_SETTLED' });
  const shown = () => actor.getSnapshot().context.shown;
  const turn = (id: string) => turnIn(actor.getSnapshot(), id);
  return { actor, shown, turn };
}

describe('dialog manager chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one managed dialog at a time, the next when it is released', () => {
    const { actor, shown, turn } = start();
    actor.send({ type: 'REQUEST', id: 'popup-1', tier: 'info' });
    actor.send({ type: 'REQUEST', id: 'popup-2', tier: 'info' });
    expect(shown()).toBe('popup-1');
    expect(turn('popup-2')).toBe('waiting');
    expect(actor.getSnapshot().matches({ screen: 'showing' })).toBe(true);
    actor.send({ type: 'RELEASE', id: 'popup-1' });
    expect(shown()).toBe('popup-2');
    actor.send({ type: 'RELEASE', id: 'popup-2' });
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().matches({ screen: 'clear' })).toBe(true);
  });

  it('orders by tier: what the user asked for, then the account, then information', () => {
    const { actor, shown } = start();
    actor.send({ type: 'OTHER_MODALS', count: 1 });
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    actor.send({ type: 'REQUEST', id: 'confirmation', tier: 'account' });
    actor.send({ type: 'REQUEST', id: 'login', tier: 'asked' });
    expect(shown()).toBeNull();
    actor.send({ type: 'OTHER_MODALS', count: 0 });
    expect(shown()).toBe('login');
    actor.send({ type: 'RELEASE', id: 'login' });
    expect(shown()).toBe('confirmation');
    actor.send({ type: 'RELEASE', id: 'confirmation' });
    expect(shown()).toBe('popup');
  });

  it('a higher tier takes the screen from information, which comes back afterwards', () => {
    const { actor, shown, turn } = start();
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    expect(shown()).toBe('popup');
    actor.send({ type: 'REQUEST', id: 'login', tier: 'asked' });
    expect(shown()).toBe('login');
    expect(turn('popup')).toBe('waiting');
    actor.send({ type: 'RELEASE', id: 'login' });
    expect(shown()).toBe('popup');
  });

  it('within a tier the first to ask keeps the screen', () => {
    const { actor, shown } = start();
    actor.send({ type: 'REQUEST', id: 'offers', tier: 'account' });
    actor.send({ type: 'REQUEST', id: 'policy', tier: 'account' });
    expect(shown()).toBe('offers');
    actor.send({ type: 'REQUEST', id: 'offers', tier: 'account' });
    expect(actor.getSnapshot().context.requests).toHaveLength(2);
  });

  it('shows nothing over a modal it did not open', () => {
    const { actor, shown } = start();
    actor.send({ type: 'OTHER_MODALS', count: 2 });
    actor.send({ type: 'REQUEST', id: 'confirmation', tier: 'account' });
    expect(shown()).toBeNull();
    actor.send({ type: 'OTHER_MODALS', count: 1 });
    expect(shown()).toBeNull();
    actor.send({ type: 'OTHER_MODALS', count: 0 });
    expect(shown()).toBe('confirmation');
  });

  it('over a page drawn as a dialog (the wide member centre) the account is answered at once, information waits until it closes', () => {
    const { actor, shown, turn } = start();
    actor.send({ type: 'PLACE', path: '/member/withdraw', signedIn: true });
    actor.send({ type: 'OTHER_MODALS', count: 0, pages: 1 });
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    actor.send({ type: 'REQUEST', id: 'confirmation', tier: 'account' });
    expect(shown()).toBe('confirmation');
    actor.send({ type: 'RELEASE', id: 'confirmation' });
    expect(shown()).toBeNull();
    expect(turn('popup')).toBe('waiting');
    actor.send({ type: 'OTHER_MODALS', count: 0, pages: 0 });
    expect(shown()).toBe('popup');
  });

  it('information waits while the user types and a moment after, the account does not', async () => {
    const { actor, shown } = start();
    actor.send({ type: 'FIELD_FOCUS' });
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    expect(shown()).toBeNull();
    actor.send({ type: 'FIELD_BLUR' });
    await vi.advanceTimersByTimeAsync(TYPING_SETTLE_MS - 10);
    expect(shown()).toBeNull();
    actor.send({ type: 'FIELD_FOCUS' });
    await vi.advanceTimersByTimeAsync(TYPING_SETTLE_MS * 3);
    expect(shown()).toBeNull();
    actor.send({ type: 'REQUEST', id: 'confirmation', tier: 'account' });
    expect(shown()).toBe('confirmation');
    actor.send({ type: 'RELEASE', id: 'confirmation' });
    expect(shown()).toBeNull();
    actor.send({ type: 'FIELD_BLUR' });
    await vi.advanceTimersByTimeAsync(TYPING_SETTLE_MS);
    expect(shown()).toBe('popup');
  });

  it('information already on screen stays while the user types in it', () => {
    const { actor, shown } = start();
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    actor.send({ type: 'FIELD_FOCUS' });
    expect(shown()).toBe('popup');
  });

  it('drops information where a visitor signs in or registers, and keeps it dropped until released', () => {
    const { actor, shown, turn } = start();
    actor.send({ type: 'PLACE', path: '/login', signedIn: false });
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    actor.send({ type: 'REQUEST', id: 'login', tier: 'asked' });
    expect(turn('popup')).toBe('dropped');
    expect(shown()).toBe('login');
    actor.send({ type: 'RELEASE', id: 'login' });
    actor.send({ type: 'PLACE', path: '/', signedIn: false });
    expect(turn('popup')).toBe('dropped');
    expect(shown()).toBeNull();
    actor.send({ type: 'RELEASE', id: 'popup' });
    expect(turn('popup')).toBe('none');
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    expect(shown()).toBe('popup');
  });

  it('moving to a sign-in page drops the information waiting or on screen', () => {
    const { actor, shown, turn } = start();
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    actor.send({ type: 'REQUEST', id: 'envelope', tier: 'info' });
    expect(shown()).toBe('popup');
    actor.send({ type: 'PLACE', path: '/register', signedIn: false });
    expect(shown()).toBeNull();
    expect(turn('popup')).toBe('dropped');
    expect(turn('envelope')).toBe('dropped');
  });

  it('information waits until the manager knows where the user is', () => {
    const { actor, shown } = start({ placed: false });
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    actor.send({ type: 'REQUEST', id: 'login', tier: 'asked' });
    expect(shown()).toBe('login');
    actor.send({ type: 'RELEASE', id: 'login' });
    expect(shown()).toBeNull();
    actor.send({ type: 'PLACE', path: '/rng', signedIn: false });
    expect(shown()).toBe('popup');
  });

  it('information waits until the first page has settled; what was asked for and the account do not', () => {
    const { actor, shown, turn } = start({ settled: false });
    actor.send({ type: 'REQUEST', id: 'popup', tier: 'info' });
    expect(shown()).toBeNull();
    expect(turn('popup')).toBe('waiting');
    actor.send({ type: 'REQUEST', id: 'password-change', tier: 'account' });
    expect(shown()).toBe('password-change');
    actor.send({ type: 'RELEASE', id: 'password-change' });
    expect(shown()).toBeNull();
    actor.send({ type: 'PAGE_SETTLED' });
    expect(shown()).toBe('popup');
  });

  it('the place drops only for visitors, and only on the sign-in and register pages', () => {
    expect(dropsInformation('/login', false)).toBe(true);
    expect(dropsInformation('/register/', false)).toBe(true);
    expect(dropsInformation('/agent', false)).toBe(true);
    expect(dropsInformation('/agent', true)).toBe(false);
    expect(dropsInformation('/login', true)).toBe(false);
    expect(dropsInformation('/', false)).toBe(false);
    expect(dropsInformation('/rng', false)).toBe(false);
  });

  it('tells views whether any modal is open, managed or not', () => {
    const { actor } = start();
    const view = () => connectDialogs(actor.getSnapshot(), actor.send);
    expect(view().modalOpen).toBe(false);
    actor.send({ type: 'OTHER_MODALS', count: 1 });
    expect(view().modalOpen).toBe(true);
    expect(view().showing).toBe(false);
    actor.send({ type: 'OTHER_MODALS', count: 0 });
    view().request('login', 'asked');
    expect(view().showing).toBe(true);
    expect(view().turnOf('login')).toBe('shown');
  });
});
