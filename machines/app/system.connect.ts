/**
 * The system chart as the status gate and the shell see it: which page the gate shows, the
 * permission info and whitelabel flags, the retry. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { PermissionInfo } from '../../src/api';
import { TAGS, type Send } from '../kit';
import type { SystemEvent, SystemMachine } from './system.machine';

/** The page the status gate renders: the app itself only in `normal`. */
export type SystemPage = 'loading' | 'normal' | 'maintenance' | 'regionRestricted' | 'invalidDomain' | 'blockedIp' | 'networkFailure';

export interface SystemView {
  readonly page: SystemPage;
  /** The permission info of the status call (customer service, CDNs, register rules, …). */
  readonly info: PermissionInfo | null;
  /** The visitor's IP as the platform saw it (the region and blocked pages show it). */
  readonly visitorIp: string | null;
  /** The i18n key of the failure the network-failure page explains. */
  readonly failureKey: string | null;
  /** A whitelabel flag (API.md "Whitelabel tree"); false until the status call answers. */
  flag(modId: string): boolean;
  retry(): void;
}

const PAGES: readonly SystemPage[] = ['normal', 'maintenance', 'regionRestricted', 'invalidDomain', 'blockedIp', 'networkFailure'];

export function connectSystem(snapshot: SnapshotFrom<SystemMachine>, send: Send<SystemEvent>): SystemView {
  const page = snapshot.hasTag(TAGS.busy) ? 'loading' : (PAGES.find((candidate) => snapshot.matches(candidate)) ?? 'loading');
  const { info, flags, visitorIp, failureKey } = snapshot.context;
  return {
    page,
    info,
    visitorIp,
    failureKey,
    flag: (modId) => flags[modId] === true,
    retry: () => send({ type: 'RETRY' }),
  };
}
