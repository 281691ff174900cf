/** Customer service as a button, a list, a panel and a popup-blocked notice see it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import { firstTagOf, TAGS, type Send } from '../kit';
import { CUSTOMER_SERVICE_TAGS, type Contact, type CustomerServiceEvent, type CustomerServiceMachine } from './customerService.machine';

export type CustomerServiceStatus = 'loading' | 'ready' | 'unavailable' | 'failed';

export interface CustomerServiceView {
  readonly status: CustomerServiceStatus;
  /** Every entry that can be opened, in the platform's order (the first is the live-support button's). */
  readonly contacts: readonly Contact[];
  /** The contact shown in the embedded panel, or null when the panel is closed. */
  readonly panel: Contact | null;
  /** The contact whose new tab the browser blocked ("Popup blocked"), or null. */
  readonly blocked: Contact | null;
  /** A new tab is being opened (the button ignores more clicks meanwhile). */
  readonly launching: boolean;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** Opens the entry of this type, or the first. */
  open(csType?: string): void;
  close(): void;
}

export function connectCustomerService(snapshot: SnapshotFrom<CustomerServiceMachine>, send: Send<CustomerServiceEvent>): CustomerServiceView {
  const status: CustomerServiceStatus = firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.busy, 'loading'], [TAGS.empty, 'unavailable']], 'ready');
  const { current } = snapshot.context;
  return {
    status,
    contacts: status === 'ready' ? snapshot.context.contacts : [],
    panel: snapshot.hasTag(CUSTOMER_SERVICE_TAGS.panel) ? current : null,
    blocked: snapshot.hasTag(CUSTOMER_SERVICE_TAGS.blocked) ? current : null,
    launching: snapshot.hasTag(CUSTOMER_SERVICE_TAGS.launching),
    failureKey: status === 'failed' ? snapshot.context.failureKey : null,
    failureText: status === 'failed' ? snapshot.context.failureText : null,
    open: (csType) => send(csType === undefined ? { type: 'OPEN' } : { type: 'OPEN', csType }),
    close: () => send({ type: 'CLOSE' }),
  };
}
