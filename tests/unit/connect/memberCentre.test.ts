/**
 * connectMemberCentre without React: snapshots of the member centre chart (resolveState, no actor
 * run) → what the shell draws (nothing while the session is checked, overlay or page), and its
 * intents → the chart's events (the badges: tests/unit/connect/memberBadges.test.ts). Also the gate's reading of the session.
 */
import { describe, expect, it, vi } from 'vitest';
import { memberCentreMachine, type MemberCentreContext } from '../../../machines/member/memberCentre.machine';
import { connectMemberCentre, memberAccessOf } from '../../../machines/member/memberCentre.connect';

const base: MemberCentreContext = { page: 'withdraw', access: 'member', wide: true, beneath: '/live' };
type Value = 'gate' | 'toLogin' | 'refused' | 'closed' | 'open';
const at = (value: Value, context: Partial<MemberCentreContext> = {}) => memberCentreMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectMemberCentre', () => {
  it('draws nothing but a spinner while the session is checked', () => {
    expect(connectMemberCentre(at('gate', { access: 'checking' }), vi.fn())).toMatchObject({ status: 'checking' });
  });

  it('is leaving once the gate sent the visitor to login, refused a trial account, or the overlay closed', () => {
    for (const value of ['toLogin', 'refused', 'closed'] as const) expect(connectMemberCentre(at(value), vi.fn()).status).toBe('leaving');
  });

  it('is an overlay over the page it came from when wide, a full page otherwise', () => {
    expect(connectMemberCentre(at('open'), vi.fn())).toMatchObject({ status: 'open', overlay: true, beneath: '/live', page: 'withdraw' });
    expect(connectMemberCentre(at('open', { wide: false }), vi.fn())).toMatchObject({ status: 'open', overlay: false });
  });

  it('sends CLOSE (the session, the page and the width reach the chart as the view\'s props)', () => {
    const send = vi.fn();
    const api = connectMemberCentre(at('open'), send);
    api.close();
    expect(send.mock.calls).toEqual([[{ type: 'CLOSE' }]]);
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
