/**
 * The session (SPEC.md §4 "Session", §6 roles, §8 reactions): restored from the token kept in
 * sessionStorage (member info decides member, trial or agent; anything else is a visitor), set by
 * a successful login, ended by a 401 from any call (visitor with the not-logged-in notice, staying
 * on the page; "signed in elsewhere" when the platform says a newer login replaced it) or by logout
 * after confirmation (logout call, session data cleared, flags reset, merchant code restored, then
 * / — an agent goes to /agent). A trial account's restricted actions show the notice that a real
 * account is needed.
 *
 * A login whose password must change first (the weak default, or expired under
 * PWDEXPFORCECHANGE3) is held in `passwordChange`: not a member session — no member
 * info, no balance, no member pages, no sockets; pages that need a session wait as they do while
 * restoring — until the password changes (then the session is admitted as after a reload, once
 * the site takes it) or the member signs out (logout call). The login hands it over (`PASSWORD_CHANGE_DUE`, with the
 * password just typed so it is not asked again); a reload or a second tab with this tab's storage
 * restores it from what the tab stored (the restore answers `{ passwordChange }` without any call),
 * and the form then asks for the current password too.
 *
 * Once the password changed, the held session is admitted only if the site takes it (`admitting`:
 * member info with the held token, checked with `refusalOf` against the site it was opened on). A
 * sign-in refuses an account type it knows early (machines/auth/sessionStart.ts); this is the check for
 * a platform whose login answer names no type: a non-agent held on the agent site is refused after
 * the change, its platform session ended (logout with the held token), nothing stored, and the
 * refusal said (`visitor.refused`).
 *
 * A restore the platform could not answer (no connection, a timeout, a 5xx: the adapter's one retry
 * spent) is not a stale token: the token is kept and the session waits in `unreachable`, saying so
 * with a retry, trying again by itself after `RESTORE_RETRY_DELAY_MS` or as soon as the browser is
 * back online; the player may instead go on as a visitor. Only an answer that refuses the token
 * (a 401, an envelope failure, an unreadable answer) makes a quiet visitor of it: a reload on a
 * flaky connection no longer signs the player out of the page they asked for.
 *
 * The session runs the pending action (pendingAction.machine.ts, child `pendingAction`) for its
 * whole life: what a visitor was doing when sent to sign in. It is told when a session starts (a
 * sign-in, or a held session admitted) and dropped when one ends.
 */
import { assign, fromCallback, sendTo, setup, type EventObject } from 'xstate';
import { errorOf, failureMessage, failureOf, notProvided, TAGS } from '../kit';
import type { ChangePasswordPayload, MemberInfo } from '../../src/api';
import type { SessionEndReason } from '../../src/api/errors';
import { AGENT_TYPES, TRIAL_TYPE } from './accountTypes';
import { pendingActionMachine } from './pendingAction.machine';

/** The member-info fields the session decides on and the shell shows. */
export type SessionInfo = Pick<MemberInfo, 'id' | 'account' | 'type'> & Partial<Pick<MemberInfo, 'nickname' | 'currencySymbol' | 'hasVip' | 'language'>>;

export type SessionRole = 'member' | 'trial' | 'agent';

/** The site a sign-in is made on: the main site, or the agent site (/agent) where only agents get in. */
export type SessionSite = 'main' | 'agent';

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
  /** A session held until its password changes: the forced change is due (and runs). */
  passwordChange: 'passwordChange',
  /** A held session the site refused once its password changed: the refusal's notice. */
  refusedNotice: 'refusedNotice',
  /** The stored token could not be checked (the platform did not answer): its retry page. */
  unreachable: 'unreachable',
} as const;

/** After a restore the platform did not answer, the chart tries again by itself after this long. */
export const RESTORE_RETRY_DELAY_MS = 10_000;

/** Why a session must change its password before it is a member session. */
export type PasswordChangeReason = 'weak' | 'expired';

/** A held session as the session chart knows it (its token stays in the wiring's storage). */
export interface HeldPasswordChange {
  readonly reason: PasswordChangeReason;
  readonly site: SessionSite;
}

/** What a restore finds: a member session's info, a session held until its password changes, or nothing. */
export type RestoredSession = SessionInfo | { readonly passwordChange: HeldPasswordChange } | null;

/** Why a 401 ended the session: gone (expired, ended by the platform), or replaced by a login elsewhere. */
export type { SessionEndReason };

export function roleOf(info: Pick<SessionInfo, 'type'> | null | undefined): SessionRole | null {
  if (!info) return null;
  if (info.type === TRIAL_TYPE) return 'trial';
  if (AGENT_TYPES.includes(info.type)) return 'agent';
  return 'member';
}

/** The account types that sign in to the site: members (0), agents and trial accounts (SPEC.md §3, §6). */
const SIGN_IN_TYPES: readonly number[] = [0, ...AGENT_TYPES, TRIAL_TYPE];

/** Why the site refuses a sign-in the platform accepted (an i18n key), or null when it takes it. */
export function refusalOf(site: SessionSite, info: Pick<SessionInfo, 'type'>): string | null {
  if (!SIGN_IN_TYPES.includes(info.type)) return 'errors:nonMemberCannotLogin';
  if (site === 'agent' && !AGENT_TYPES.includes(info.type)) return 'errors:agentsOnly';
  return null;
}

export interface SessionContext {
  readonly info: SessionInfo | null;
  /** The held session's reason and site while its password must change. */
  readonly held: HeldPasswordChange | null;
  /** The password the login just typed (memory only), the forced change's old password. */
  readonly heldPassword: string | null;
  /** Why the last 401 ended the session (the notice's text). */
  readonly endReason: SessionEndReason;
  /**
   * The forced change's last refusal, or why a held session was refused once changed (the
   * refusal's notice): i18n key and the server's own message.
   */
  readonly errorKey: string | null;
  readonly errorText: string | null;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; info: SessionInfo }
  | { type: 'PASSWORD_CHANGE_DUE'; reason: PasswordChangeReason; site: SessionSite; heldPassword: string | null }
  | { type: 'CHANGE_PASSWORD'; payload: ChangePasswordPayload }
  | { type: 'SIGN_OUT' }
  | { type: 'SESSION_EXPIRED'; reason?: SessionEndReason }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' }
  | { type: 'RESTRICTED' }
  /** The restore the platform did not answer: try again now. */
  | { type: 'RETRY' }
  /** The browser says its connection is back (the `online` event). */
  | { type: 'ONLINE' };

const isRole = (role: SessionRole) => (_: unknown, info: RestoredSession) => info !== null && !('passwordChange' in info) && roleOf(info) === role;

const heldOf = (restored: RestoredSession): HeldPasswordChange | null => (restored && 'passwordChange' in restored ? restored.passwordChange : null);

/** The forced change's payload, with the held password as the old one when the form asked for none. */
function changePayloadOf(context: SessionContext, payload: ChangePasswordPayload): ChangePasswordPayload {
  return payload.oldPassword === undefined && context.heldPassword !== null ? { ...payload, oldPassword: context.heldPassword } : payload;
}

const expired = { target: '#session.visitor.expired', actions: ['clearSession', 'forget', 'dropPending', { type: 'noteEndReason', params: ({ event }: { event: SessionEvent }) => (event.type === 'SESSION_EXPIRED' ? (event.reason ?? 'gone') : 'gone') }] } as const;

/** The error code of a 401 whose session a newer login replaced (src/api/errors.ts SIGNED_IN_ELSEWHERE_CODE; charts take only types from the adapter). */
const SIGNED_IN_ELSEWHERE = 'login.elsewhere';
/** The platform ended the session (a 401, or a session error code): the call's failure says so. */
const isSessionEnded = (error: unknown) => failureOf(error).kind === 'session';
/**
 * The platform did not answer (no connection, a timeout, a 5xx after the adapter's retry): nothing
 * was said about the token, so it is kept. The same failures the adapter retries (src/api/request.ts).
 */
const isUnanswered = (error: unknown) => {
  const { kind, httpStatus } = failureOf(error);
  return kind === 'network' || kind === 'timeout' || (kind === 'http' && typeof httpStatus === 'number' && httpStatus >= 500);
};
/** Why, from the failure: replaced by a login elsewhere, or gone (the same rule as the adapter's 401 notice). */
const endReasonOfFailure = (error: unknown): SessionEndReason => (failureOf(error).errorCode === SIGNED_IN_ELSEWHERE ? 'elsewhere' : 'gone');

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    children: {} as { pendingAction: 'pendingAction' },
  },
  actors: {
    /**
     * What the tab stored: member info for the stored token, the held session's reason and site
     * (no call), or null when there is nothing. Provided by the wiring.
     */
    restoreSession: notProvided<RestoredSession>('restoreSession'),
    /** The forced change, with the held session's token. */
    changePassword: notProvided<void, ChangePasswordPayload>('changePassword'),
    /** Member info with the held session's token (still not stored as the member's), once the password changed. */
    readHeldInfo: notProvided<SessionInfo>('readHeldInfo'),
    /** The logout call. */
    logout: notProvided<void>('logout'),
    /** Sends SESSION_EXPIRED when any call answers 401 (the wiring listens to the adapter). */
    sessionExpiry: fromCallback(() => undefined),
    /** Reports ONLINE when the device's connection comes back (the wiring listens to the browser); none by default. */
    connectionWatch: fromCallback<EventObject>(() => undefined),
    /** What a visitor was doing when sent to sign in (pendingAction.machine.ts): told when a session starts and ends. */
    pendingAction: pendingActionMachine,
  },
  guards: {
    isTrial: isRole('trial'),
    isAgent: isRole('agent'),
    isMember: isRole('member'),
    mustChangePassword: (_, restored: RestoredSession) => heldOf(restored) !== null,
    /** The site the held session was opened on does not take this account. */
    refusedBySite: ({ context }, info: SessionInfo) => refusalOf(context.held?.site ?? 'main', info) !== null,
    sessionEnded: (_, error: unknown) => isSessionEnded(error),
    restoreUnanswered: (_, error: unknown) => isUnanswered(error),
  },
  actions: {
    storeInfo: assign((_, info: RestoredSession) => ({ info: info && !('passwordChange' in info) ? info : null })),
    hold: assign((_, params: { held: HeldPasswordChange; heldPassword: string | null }) => ({ held: params.held, heldPassword: params.heldPassword, errorKey: null, errorText: null })),
    /** The held session became the member session (its token stored as the member's), once the site took it. */
    admitSession: () => {},
    forgetHeld: assign({ held: null, heldPassword: null, errorKey: null, errorText: null }),
    storeFailure: assign((_, error: unknown) => failureMessage(error)),
    storeRefusal: assign(({ context }, info: SessionInfo) => ({ errorKey: refusalOf(context.held?.site ?? 'main', info), errorText: null })),
    clearError: assign({ errorKey: null, errorText: null }),
    noteEndReason: assign((_, reason: SessionEndReason) => ({ endReason: reason })),
    /** Drops the token and the session's cached data, resets the flags, restores the merchant code. */
    clearSession: () => {},
    /** After logout: / (an agent goes to /agent). */
    leave: (_, _params: { wasAgent: boolean }) => {},
    forget: assign({ info: null, held: null, heldPassword: null }),
    storeUnanswered: assign((_, error: unknown) => ({ errorKey: failureOf(error).messageKey ?? 'errors:networkAbnormal', errorText: null })),
    /** The session ended: an action a visitor signed in for does not go on. */
    dropPending: sendTo('pendingAction', { type: 'DROP' }),
    /** A session started: the action the visitor signed in for goes on. */
    tellSignedIn: sendTo('pendingAction', { type: 'SIGNED_IN' }),
  },
  delays: {
    restoreRetryDelay: RESTORE_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  context: { info: null, held: null, heldPassword: null, endReason: 'gone', errorKey: null, errorText: null },
  invoke: [
    // A 401 from any call, for the session's whole life (SPEC.md §8).
    { id: 'sessionExpiry', src: 'sessionExpiry' },
    { id: 'pendingAction', src: 'pendingAction' },
  ],
  initial: 'restoring',
  states: {
    restoring: {
      tags: [TAGS.busy],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
            target: 'passwordChange',
            actions: { type: 'hold', params: ({ event }) => ({ held: heldOf(event.output) ?? { reason: 'weak', site: 'main' }, heldPassword: null }) },
          },
          { guard: { type: 'isTrial', params: ({ event }) => event.output }, target: 'trial', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
          { guard: { type: 'isAgent', params: ({ event }) => event.output }, target: 'agent', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
          { guard: { type: 'isMember', params: ({ event }) => event.output }, target: 'member', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
          { target: 'visitor' },
        ],
        onError: [
          // No answer about the token: it is kept, and the restore is tried again.
          { guard: { type: 'restoreUnanswered', params: errorOf }, target: 'unreachable', actions: { type: 'storeUnanswered', params: errorOf } },
          // A stale or unreadable token: a quiet visitor (nothing was on screen to lose).
          { target: 'visitor', actions: ['clearSession', 'forget'] },
        ],
      },
    },
    // The retry page (pages that need a session wait, as while restoring): again by itself, at
    // once when the connection is back, or when the player asks; or on as a visitor, the token dropped.
    unreachable: {
      tags: [SESSION_TAGS.unreachable],
      invoke: { id: 'connectionWatch', src: 'connectionWatch' },
      after: { restoreRetryDelay: { target: 'restoring', actions: 'clearError' } },
      on: {
        RETRY: { target: 'restoring', actions: 'clearError' },
        ONLINE: { target: 'restoring', actions: 'clearError' },
        SIGN_OUT: { target: 'visitor', actions: ['clearSession', 'forget', 'clearError'] },
      },
    },
    visitor: {
      initial: 'idle',
      states: {
        idle: {},
        expired: { tags: [SESSION_TAGS.expiredNotice], on: { DISMISS: 'idle' } },
        // A held session the site refused once its password changed: why, until dismissed.
        refused: { tags: [SESSION_TAGS.refusedNotice], on: { DISMISS: { target: 'idle', actions: 'clearError' } } },
      },
      on: {
        PASSWORD_CHANGE_DUE: {
          target: 'passwordChange',
          actions: { type: 'hold', params: ({ event }) => ({ held: { reason: event.reason, site: event.site }, heldPassword: event.heldPassword }) },
        },
        SIGNED_IN: [
          { guard: { type: 'isTrial', params: ({ event }) => event.info }, target: 'trial', actions: [{ type: 'storeInfo', params: ({ event }) => event.info }, 'tellSignedIn'] },
          { guard: { type: 'isAgent', params: ({ event }) => event.info }, target: 'agent', actions: [{ type: 'storeInfo', params: ({ event }) => event.info }, 'tellSignedIn'] },
          { target: 'member', actions: [{ type: 'storeInfo', params: ({ event }) => event.info }, 'tellSignedIn'] },
        ],
      },
    },
    member: {
      tags: [SESSION_TAGS.signedIn],
      on: {
        LOGOUT: 'confirmLogout',
        SESSION_EXPIRED: expired,
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
            SESSION_EXPIRED: expired,
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
        SESSION_EXPIRED: expired,
      },
    },
    // Held until the password changes: not a member session (nothing signed in shows or calls),
    // and the forced change is the session's dialog. It ends in a changed password (the session
    // is then restored as after a reload) or in sign-out; a 401 ends it as any session.
    passwordChange: {
      tags: [SESSION_TAGS.passwordChange],
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE_PASSWORD: { target: 'changing', actions: 'clearError' },
            SIGN_OUT: '#session.givingUpChange',
          },
        },
        changing: {
          tags: [TAGS.busy],
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            // The password the login just typed is held: the member is not asked for it again (SPEC.md §5).
            input: ({ context, event }) => changePayloadOf(context, event.type === 'CHANGE_PASSWORD' ? event.payload : { newPassword: '', confirmNewPassword: '' }),
            onDone: '#session.admitting',
            onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
      },
      on: { SESSION_EXPIRED: expired },
    },
    // The password changed: member info with the held token decides. The site takes it: the held
    // token becomes the member's and the role is set (as after a reload). It refuses the account
    // (a non-agent held on the agent site, whose login answer named no type), or member info
    // fails: the session is ended before saying why, and nothing is stored.
    admitting: {
      tags: [TAGS.busy, SESSION_TAGS.passwordChange],
      invoke: {
        id: 'readHeldInfo',
        src: 'readHeldInfo',
        onDone: [
          { guard: { type: 'refusedBySite', params: ({ event }) => event.output }, target: 'refusingHeld', actions: { type: 'storeRefusal', params: ({ event }) => event.output } },
          { guard: { type: 'isTrial', params: ({ event }) => event.output }, target: 'trial', actions: ['admitSession', 'forgetHeld', { type: 'storeInfo', params: ({ event }) => event.output }, 'tellSignedIn'] },
          { guard: { type: 'isAgent', params: ({ event }) => event.output }, target: 'agent', actions: ['admitSession', 'forgetHeld', { type: 'storeInfo', params: ({ event }) => event.output }, 'tellSignedIn'] },
          { target: 'member', actions: ['admitSession', 'forgetHeld', { type: 'storeInfo', params: ({ event }) => event.output }, 'tellSignedIn'] },
        ],
        onError: [
          // The platform ended the held session meanwhile (a 401): the session-ended notice, as for
          // any session, not a refusal that reads "not logged in" (the token is gone: no logout).
          {
            guard: { type: 'sessionEnded', params: errorOf },
            target: '#session.visitor.expired',
            actions: ['clearSession', 'forget', 'dropPending', { type: 'noteEndReason', params: ({ event }) => endReasonOfFailure(event.error) }],
          },
          { target: 'refusingHeld', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
      // the adapter's word of the same 401 may come first
      on: { SESSION_EXPIRED: expired },
    },
    // The logout call with the held token; then a visitor told why (/agent when it was opened there).
    refusingHeld: {
      tags: [TAGS.busy, SESSION_TAGS.passwordChange],
      invoke: {
        id: 'endHeld',
        src: 'logout',
        onDone: { target: 'visitor.refused', actions: ['clearSession', { type: 'leave', params: ({ context }) => ({ wasAgent: context.held?.site === 'agent' }) }, 'forget', 'dropPending'] },
        onError: { target: 'visitor.refused', actions: ['clearSession', { type: 'leave', params: ({ context }) => ({ wasAgent: context.held?.site === 'agent' }) }, 'forget', 'dropPending'] },
      },
    },
    // Sign-out instead of the change: the logout call with the held token, then a visitor
    // (/agent when it was opened on the agent site).
    givingUpChange: {
      tags: [TAGS.busy, SESSION_TAGS.passwordChange],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'visitor', actions: ['clearSession', { type: 'leave', params: ({ context }) => ({ wasAgent: context.held?.site === 'agent' }) }, 'forget', 'dropPending'] },
        onError: { target: 'visitor', actions: ['clearSession', { type: 'leave', params: ({ context }) => ({ wasAgent: context.held?.site === 'agent' }) }, 'forget', 'dropPending'] },
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
          actions: ['clearSession', { type: 'leave', params: ({ context }) => ({ wasAgent: roleOf(context.info) === 'agent' }) }, 'forget', 'dropPending'],
        },
        onError: {
          target: 'visitor',
          actions: ['clearSession', { type: 'leave', params: ({ context }) => ({ wasAgent: roleOf(context.info) === 'agent' }) }, 'forget', 'dropPending'],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
