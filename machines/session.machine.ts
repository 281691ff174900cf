/**
 * The session (SPEC.md §4 "Session", §6 roles, §8 reactions): restored from the token kept in
 * sessionStorage (member info decides member, trial or agent; anything else is a visitor), set by
 * a successful login, ended by a 401 from any call (visitor with the not-logged-in notice, staying
 * on the page) or by logout after confirmation (logout call, session data cleared, flags reset,
 * merchant code restored, then / — an agent goes to /agent). A trial account's restricted actions
 * show the notice that a real account is needed.
 */
import { assign, fromCallback, setup } from 'xstate';
import { notProvided, TAGS } from './kit';
import type { MemberInfo } from '../src/api';

/** The member-info fields the session decides on and the shell shows. */
export type SessionInfo = Pick<MemberInfo, 'id' | 'account' | 'type'> & Partial<Pick<MemberInfo, 'nickname' | 'currencySymbol' | 'hasVip' | 'language'>>;

export type SessionRole = 'member' | 'trial' | 'agent';

/** The session's own tags (beside the kit's `busy`), read by connectSession. */
export const SESSION_TAGS = {
  /** member, trial or agent: a session is set (kept while the logout is confirmed and runs). */
  signedIn: 'signedIn',
  /** The not-logged-in notice after a 401. */
  expiredNotice: 'expiredNotice',
  /** A trial account tried a restricted action: the real-account notice. */
  upgradeNotice: 'upgradeNotice',
  /** The logout confirmation, and its call. */
  confirmingLogout: 'confirmingLogout',
} as const;

/** Account types of SPEC.md §3 / API.md. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export function roleOf(info: Pick<SessionInfo, 'type'> | null | undefined): SessionRole | null {
  if (!info) return null;
  if (info.type === TRIAL_TYPE) return 'trial';
  if (AGENT_TYPES.includes(info.type)) return 'agent';
  return 'member';
}

export interface SessionContext {
  readonly info: SessionInfo | null;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; info: SessionInfo }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' }
  | { type: 'RESTRICTED' };

const isRole = (role: SessionRole) => (_: unknown, info: SessionInfo | null) => roleOf(info) === role;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Member info for the stored token; null when there is no token. Provided by the wiring. */
    restoreSession: notProvided<SessionInfo | null>('restoreSession'),
    /** The logout call. */
    logout: notProvided<void>('logout'),
    /** Sends SESSION_EXPIRED when any call answers 401 (the wiring listens to the adapter). */
    sessionExpiry: fromCallback(() => undefined),
  },
  guards: {
    isTrial: isRole('trial'),
    isAgent: isRole('agent'),
    isMember: isRole('member'),
  },
  actions: {
    storeInfo: assign((_, info: SessionInfo | null) => ({ info })),
    /** Drops the token and the session's cached data, resets the flags, restores the merchant code. */
    clearSession: () => {},
    /** After logout: / (an agent goes to /agent). */
    leave: (_, _params: { wasAgent: boolean }) => {},
    forget: assign({ info: null }),
  },
}).createMachine({
  id: 'session',
  context: { info: null },
  // A 401 from any call, for the session's whole life (SPEC.md §8).
  invoke: { id: 'sessionExpiry', src: 'sessionExpiry' },
  initial: 'restoring',
  states: {
    restoring: {
      tags: [TAGS.busy],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          { guard: { type: 'isTrial', params: ({ event }) => event.output }, target: 'trial', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
          { guard: { type: 'isAgent', params: ({ event }) => event.output }, target: 'agent', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
          { guard: { type: 'isMember', params: ({ event }) => event.output }, target: 'member', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
          { target: 'visitor' },
        ],
        // A stale or unreadable token: a quiet visitor (nothing was on screen to lose).
        onError: { target: 'visitor', actions: ['clearSession', 'forget'] },
      },
    },
    visitor: {
      initial: 'idle',
      states: {
        idle: {},
        expired: { tags: [SESSION_TAGS.expiredNotice], on: { DISMISS: 'idle' } },
      },
      on: {
        SIGNED_IN: [
          { guard: { type: 'isTrial', params: ({ event }) => event.info }, target: 'trial', actions: { type: 'storeInfo', params: ({ event }) => event.info } },
          { guard: { type: 'isAgent', params: ({ event }) => event.info }, target: 'agent', actions: { type: 'storeInfo', params: ({ event }) => event.info } },
          { target: 'member', actions: { type: 'storeInfo', params: ({ event }) => event.info } },
        ],
      },
    },
    member: {
      tags: [SESSION_TAGS.signedIn],
      on: {
        LOGOUT: 'confirmLogout',
        SESSION_EXPIRED: { target: 'visitor.expired', actions: ['clearSession', 'forget'] },
      },
    },
    trial: {
      tags: [SESSION_TAGS.signedIn],
      initial: 'idle',
      states: {
        idle: {
          on: {
            RESTRICTED: 'upgradeNotice',
            LOGOUT: '#session.confirmLogout',
            SESSION_EXPIRED: { target: '#session.visitor.expired', actions: ['clearSession', 'forget'] },
          },
        },
        // A modal notice: the page behind it waits until it is dismissed.
        upgradeNotice: { tags: [SESSION_TAGS.upgradeNotice], on: { DISMISS: 'idle' } },
      },
    },
    agent: {
      tags: [SESSION_TAGS.signedIn],
      on: {
        LOGOUT: 'confirmLogout',
        SESSION_EXPIRED: { target: 'visitor.expired', actions: ['clearSession', 'forget'] },
      },
    },
    confirmLogout: {
      tags: [SESSION_TAGS.confirmingLogout],
      on: {
        CANCEL: [
          { guard: { type: 'isTrial', params: ({ context }) => context.info }, target: 'trial' },
          { guard: { type: 'isAgent', params: ({ context }) => context.info }, target: 'agent' },
          { target: 'member' },
        ],
        CONFIRM: 'loggingOut',
      },
    },
    loggingOut: {
      tags: [TAGS.busy, SESSION_TAGS.confirmingLogout],
      invoke: {
        id: 'logout',
        src: 'logout',
        // The session ends on this device even when the platform could not be told.
        onDone: {
          target: 'visitor',
          actions: ['clearSession', { type: 'leave', params: ({ context }) => ({ wasAgent: roleOf(context.info) === 'agent' }) }, 'forget'],
        },
        onError: {
          target: 'visitor',
          actions: ['clearSession', { type: 'leave', params: ({ context }) => ({ wasAgent: roleOf(context.info) === 'agent' }) }, 'forget'],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
