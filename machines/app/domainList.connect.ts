/** The domain list as its page sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import { listStatusOf, type ListStatus, type Send } from '../kit';
import { DOMAIN_TAGS, type DomainEntry, type DomainListEvent, type DomainListMachine } from './domainList.machine';

export interface DomainListView {
  readonly status: ListStatus;
  readonly domains: readonly DomainEntry[];
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The domain being copied, copied or refused (shown for a moment). */
  readonly copyState: { readonly url: string; readonly state: 'copying' | 'copied' | 'failed' } | null;
  copy(url: string): void;
  retry(): void;
}

function copyStateOf(snapshot: SnapshotFrom<DomainListMachine>): DomainListView['copyState'] {
  const url = snapshot.context.selected;
  if (!url) return null;
  if (snapshot.hasTag(DOMAIN_TAGS.copying)) return { url, state: 'copying' };
  if (snapshot.hasTag(DOMAIN_TAGS.copied)) return { url, state: 'copied' };
  if (snapshot.hasTag(DOMAIN_TAGS.copyFailed)) return { url, state: 'failed' };
  return null;
}

export function connectDomainList(snapshot: SnapshotFrom<DomainListMachine>, send: Send<DomainListEvent>): DomainListView {
  const status = listStatusOf(snapshot);
  return {
    status,
    domains: status === 'ready' ? snapshot.context.domains : [],
    failureKey: status === 'failed' ? snapshot.context.failureKey : null,
    failureText: status === 'failed' ? snapshot.context.failureText : null,
    copyState: copyStateOf(snapshot),
    copy: (url) => send({ type: 'COPY', url }),
    retry: () => send({ type: 'RETRY' }),
  };
}
