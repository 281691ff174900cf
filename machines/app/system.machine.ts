/**
 * System status gate (SPEC.md §4 "System status", API.md "Status"): the app starts only when the
 * platform says status 0. Maintenance (1) and region restriction (2) replace the whole site; a
 * blocked IP and an unreachable platform get pages of their own, so the visitor never sees a
 * blank screen. At status 0 the domain check comes next: a host the permission info's domainRoute
 * does not list gets `invalidDomain` ("Invalid URL, contact customer service", machines/app/domainCheck.ts).
 */
import { assign, fromCallback, setup, type ErrorActorEvent, type EventObject, type SnapshotFrom } from 'xstate';
import { hostAllowed } from './domainCheck';
import { notProvided, TAGS } from '../kit';
import type { PermissionInfo } from '../../src/api';

/** What the status call yields, already parsed by the adapter. */
export interface SystemStatusResult<Info = PermissionInfo> {
  readonly status: 0 | 1 | 2;
  readonly info: Info;
  /** Whitelabel tree flattened to modId → enabled. */
  readonly flags: Readonly<Record<string, boolean>>;
  readonly visitorIp: string | null;
  /** The host the app runs on (location.host), for the domain check; absent: not checked. */
  readonly host?: string | null;
}

/** The fields of a failed call this chart decides on (the adapter's PlatformError has them). */
export interface StatusFailure {
  readonly errorCode?: string | undefined;
  readonly messageKey?: string | undefined;
}

export interface SystemContext<Info = PermissionInfo> {
  readonly info: Info | null;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly visitorIp: string | null;
  /** The i18n key of the last failure, shown on the network-failure page. */
  readonly failureKey: string | null;
}

export type SystemEvent =
  | { type: 'RETRY' }
  /** The browser says its connection is back (the `online` event). */
  | { type: 'ONLINE' };

/** After a network failure the chart tries again by itself after this long. */
export const AUTO_RETRY_DELAY_MS = 15_000;

const IP_BLOCKED_CODE = 'access.ip.blocked';

function failureOf(error: unknown): StatusFailure {
  return typeof error === 'object' && error !== null ? (error as StatusFailure) : {};
}

export const systemMachine = setup({
  types: {
    context: {} as SystemContext,
    events: {} as SystemEvent,
  },
  actors: {
    /** Provided by the wiring (src/app/wiring/app/system.ts) with the adapter's status call. */
    loadStatus: notProvided<SystemStatusResult>('loadStatus'),
    /** Reports ONLINE when the device's connection comes back (the wiring listens to the browser); none by default. */
    connectionWatch: fromCallback<EventObject>(() => undefined),
  },
  guards: {
    isMaintenance: (_, result: SystemStatusResult) => result.status === 1,
    isRegionRestricted: (_, result: SystemStatusResult) => result.status === 2,
    isInvalidDomain: (_, result: SystemStatusResult) => !hostAllowed((result.info as { domainRoute?: unknown } | null)?.domainRoute, result.host),
    isIpBlocked: (_, error: unknown) => failureOf(error).errorCode === IP_BLOCKED_CODE,
  },
  actions: {
    storeStatus: assign((_, result: SystemStatusResult) => ({
      info: result.info,
      flags: result.flags,
      visitorIp: result.visitorIp,
      failureKey: null,
    })),
    storeFailure: assign((_, error: unknown) => ({
      failureKey: failureOf(error).messageKey ?? 'errors:networkAbnormal',
    })),
  },
  delays: {
    autoRetryDelay: AUTO_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'system',
  context: { info: null, flags: {}, visitorIp: null, failureKey: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isMaintenance', params: ({ event }) => event.output },
            target: 'maintenance',
            actions: { type: 'storeStatus', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRegionRestricted', params: ({ event }) => event.output },
            target: 'regionRestricted',
            actions: { type: 'storeStatus', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isInvalidDomain', params: ({ event }) => event.output },
            target: 'invalidDomain',
            actions: { type: 'storeStatus', params: ({ event }) => event.output },
          },
          { target: 'normal', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
        ],
        // xstate cannot infer the error event inside onError params; it is an ErrorActorEvent.
        onError: [
          { guard: { type: 'isIpBlocked', params: ({ event }: { event: ErrorActorEvent }) => event.error }, target: 'blockedIp' },
          {
            target: 'networkFailure',
            actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
        ],
      },
    },
    normal: { tags: [TAGS.ready] },
    maintenance: {
      on: { RETRY: 'loading' },
    },
    regionRestricted: {},
    invalidDomain: {},
    blockedIp: {},
    networkFailure: {
      tags: [TAGS.failed],
      // offline (the lite app opened from its cache without a connection): back as soon as the
      // connection is, without waiting for the next automatic retry
      invoke: { id: 'connectionWatch', src: 'connectionWatch' },
      after: { autoRetryDelay: 'loading' },
      on: { RETRY: 'loading', ONLINE: 'loading' },
    },
  },
});

export type SystemMachine = typeof systemMachine;
export type SystemSnapshot = SnapshotFrom<SystemMachine>;
