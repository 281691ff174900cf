/**
 * connectMemberCentre without React: snapshots of the member centre chart (resolveState, no actor
 * run) → what the shell draws (nothing while the session is checked, overlay or page, the badges
 * only above 0), and its intents → the chart's events. Also the gate's reading of the session.
 */
import { describe, expect, it, vi } from 'vitest';
import { memberCentreMachine, type MemberCentreContext } from '../../../machines/memberCentre.machine';
import { connectMemberCentre, memberAccessOf } from '../../../machines/memberCentre.connect';

const base: MemberCentreContext = { page: 'withdraw', access: 'member', wide: true, beneath: '/live', badges: { unreadMessages: 3, missions: 0, rewards: 12 } };
type Value = 'gate' | 'toLogin' | 'refused' | 'closed' | { open: 'badgesLoading' | 'badgesShown' | 'badgesUnavailable' };
const at = (value: Value, context: Partial<MemberCentreContext> = {}) => memberCentreMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectMemberCentre', () => {
  it('draws nothing but a spinner while the session is checked', () => {
    expect(connectMemberCentre(at('gate', { access: 'checking' }), vi.fn())).toMatchObject({ status: 'checking' });
  });

  it('is leaving once the gate sent the visitor to login, refused a trial account, or the overlay closed', () => {
    for (const value of ['toLogin', 'refused', 'closed'] as const) expect(connectMemberCentre(at(value), vi.fn()).status).toBe('leaving');
  });

  it('is an overlay over the page it came from when wide, a full page otherwise', () => {
    expect(connectMemberCentre(at({ open: 'badgesShown' }), vi.fn())).toMatchObject({ status: 'open', overlay: true, beneath: '/live', page: 'withdraw' });
    expect(connectMemberCentre(at({ open: 'badgesShown' }, { wide: false }), vi.fn())).toMatchObject({ status: 'open', overlay: false });
  });

  it('gives a badge only to messages, missions and rewards, and only above 0', () => {
    const api = connectMemberCentre(at({ open: 'badgesShown' }), vi.fn());
    expect(api.badgeOf('messageV2')).toBe(3);
    expect(api.badgeOf('missionLeaderboard')).toBeNull();
    expect(api.badgeOf('rewardCenter')).toBe(12);
    expect(api.badgeOf('withdraw')).toBeNull();
    expect(api.badgeOf('constructor')).toBeNull();
  });

  it('keeps the last counts on show while they are asked again, and none before the first answer', () => {
    expect(connectMemberCentre(at({ open: 'badgesLoading' }), vi.fn())).toMatchObject({ badgesLoading: true, badgesFailed: false });
    expect(connectMemberCentre(at({ open: 'badgesLoading' }), vi.fn()).badgeOf('messageV2')).toBe(3);
    expect(connectMemberCentre(at({ open: 'badgesLoading' }, { badges: null }), vi.fn()).badgeOf('messageV2')).toBeNull();
    expect(connectMemberCentre(at({ open: 'badgesUnavailable' }), vi.fn())).toMatchObject({ badgesLoading: false, badgesFailed: true });
  });

  it('sends ACCESS, SHOW_PAGE, VIEWPORT, CLOSE and BADGES_STALE', () => {
    const send = vi.fn();
    const api = connectMemberCentre(at({ open: 'badgesShown' }), send);
    api.setAccess('visitor');
    api.showPage('depositv2');
    api.setWide(false);
    api.close();
    api.badgesStale();
    expect(send.mock.calls).toEqual([
      [{ type: 'ACCESS', access: 'visitor' }],
      [{ type: 'SHOW_PAGE', page: 'depositv2' }],
      [{ type: 'VIEWPORT', wide: false }],
      [{ type: 'CLOSE' }],
      [{ type: 'BADGES_STALE' }],
    ]);
  });
});

describe('memberAccessOf (SPEC.md §6: a token and a non-trial account)', () => {
  it('waits while a stored token is restored, or while a fresh token has no session yet', () => {
    expect(memberAccessOf({ restoring: true, signedIn: false, role: null }, true)).toBe('checking');
    expect(memberAccessOf({ restoring: false, signedIn: false, role: null }, true)).toBe('checking');
  });
  it('is a visitor without a token, trial for a trial account, a member otherwise (agents too)', () => {
    expect(memberAccessOf({ restoring: false, signedIn: false, role: null }, false)).toBe('visitor');
    expect(memberAccessOf({ restoring: false, signedIn: true, role: 'trial' }, true)).toBe('trial');
    expect(memberAccessOf({ restoring: false, signedIn: true, role: 'member' }, true)).toBe('member');
    expect(memberAccessOf({ restoring: false, signedIn: true, role: 'agent' }, true)).toBe('member');
  });
});
