/** connectReferral without React, the referral chart (not available with the flag or the promotion off; copied for a moment; the QR dialog) and the invite link (the code, never a token). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectReferral } from '../../../machines/member/referral.connect';
import { referralMachine, type ReferralContext } from '../../../machines/member/referral.machine';
import { inviteUrlOf, referralLogic } from '../../../src/app/wiring/member/referral';
import { REFERRAL_SAMPLE } from '../../paths/models/referral.model';
import { payloadOf } from '../../../src/validation/register-form';

const base: ReferralContext = { enabled: true, data: REFERRAL_SAMPLE, failureKey: null, failureText: null };
const at = (value: Parameters<typeof referralMachine.resolveState>[0]['value'], context: Partial<ReferralContext> = {}) => referralMachine.resolveState({ value, context: { ...base, ...context } });

afterEach(() => {
  vi.useRealTimers();
});

describe('connectReferral', () => {
  it('says loading, unavailable, failed, or shows the link, totals and friends', () => {
    expect(connectReferral(at('loading', { data: null }), vi.fn())).toMatchObject({ status: 'loading', friends: [], inviteUrl: '' });
    expect(connectReferral(at('unavailable', { data: null }), vi.fn())).toMatchObject({ status: 'unavailable', inviteUrl: '' });
    expect(connectReferral(at('failure', { data: null, failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:timeout' });
    expect(connectReferral(at({ ready: 'idle' }), vi.fn())).toMatchObject({ status: 'ready', referralCode: 'RFTEST01', totals: { friends: 2, qualified: 1, reward: 15 }, copyState: 'idle', qrOpen: false });
    expect(connectReferral(at({ ready: 'copied' }), vi.fn()).copyState).toBe('copied');
    expect(connectReferral(at({ ready: 'copyFailed' }), vi.fn()).copyState).toBe('failed');
    expect(connectReferral(at({ ready: 'qr' }), vi.fn()).qrOpen).toBe(true);
    // no friends yet: an empty list (the page says so), the link still there
    expect(connectReferral(at({ ready: 'idle' }, { data: { ...REFERRAL_SAMPLE, friends: [], totalFriends: 0, qualifiedFriends: 0, totalReward: 0 } }), vi.fn())).toMatchObject({ friends: [], totals: { friends: 0 }, inviteUrl: REFERRAL_SAMPLE.inviteUrl });
  });
});

describe('the referral chart', () => {
  it('with the REFERRAL3 flag off is not available and asks the platform nothing', async () => {
    const details = vi.fn();
    vi.stubGlobal('fetch', details);
    const actor = createActor(referralLogic, { input: { enabled: false } }).start();
    await waitFor(actor, (snapshot) => connectReferral(snapshot, vi.fn()).status === 'unavailable');
    expect(details).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('is not available when the platform says the referral promotion is off; another failure offers a retry', async () => {
    const off = Object.assign(new Error('off'), { messageKey: 'errors:functionNotAvailable', errorCode: '#543' });
    const busy = Object.assign(new Error('busy'), { messageKey: 'errors:systemBusy', errorCode: '#727' });
    const start = (error: Error) => createActor(referralMachine.provide({ actors: { loadReferral: fromPromise(async () => Promise.reject(error)) } }), { input: { enabled: true } }).start();
    const offActor = start(off);
    await waitFor(offActor, (snapshot) => connectReferral(snapshot, vi.fn()).status === 'unavailable');
    const busyActor = start(busy);
    await waitFor(busyActor, (snapshot) => connectReferral(snapshot, vi.fn()).status === 'failed');
    expect(connectReferral(busyActor.getSnapshot(), vi.fn()).failureKey).toBe('errors:systemBusy');
  });

  it('copies the invite link, says so until the next press, and opens and closes the QR code', async () => {
    const copyText = vi.fn(async (_input: { text: string }): Promise<void> => undefined);
    const actor = createActor(referralMachine.provide({ actors: { loadReferral: fromPromise(async () => REFERRAL_SAMPLE), copyText: fromPromise(({ input }: { input: { text: string } }) => copyText(input)) } }), { input: { enabled: true } }).start();
    const api = () => connectReferral(actor.getSnapshot(), (event) => actor.send(event));
    await vi.waitFor(() => expect(api().status).toBe('ready'));
    api().copy();
    await waitFor(actor, () => api().copyState === 'copied');
    expect(copyText).toHaveBeenCalledWith({ text: REFERRAL_SAMPLE.inviteUrl });
    api().showQr();
    expect(api().qrOpen).toBe(true);
    api().closeQr();
    expect(api()).toMatchObject({ qrOpen: false, copyState: 'idle' });
  });
});

describe('the invite link', () => {
  it('is this site\'s register page with the referral code, and nothing else', () => {
    const url = new URL(inviteUrlOf('https://rp01.example', 'RF AB/1'));
    expect(url.origin + url.pathname).toBe('https://rp01.example/register');
    expect([...url.searchParams.keys()]).toEqual(['referralCode']);
    expect(url.searchParams.get('referralCode')).toBe('RF AB/1');
    expect(url.href).not.toMatch(/token/i);
  });

  it('a registration opened from it sends the referral code in the register payload (SPEC.md §3 referralCode)', () => {
    const search = new URL(inviteUrlOf('https://rp01.example', 'RFAB12CD')).search;
    expect(payloadOf({ tab: 'username', fields: { username: 'amigo01', password: 'Abc12345', confirmPassword: 'Abc12345' } }, search)).toMatchObject({ username: 'amigo01', referralCode: 'RFAB12CD' });
  });
});
