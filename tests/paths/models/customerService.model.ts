/**
 * The path model of customer service: the sealed entries open into the platform's three channels,
 * into none, or fail; the chat opens in the panel, WhatsApp in a new tab that the browser lets
 * through or blocks (then a plain link); panel and notice close.
 */
import type { PathModel } from '../registry';
import type { Contact, CustomerServiceMachine } from '../../../machines/support/customerService.machine';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

/** The seeded channels (schema/seed/site.ts CUSTOMER_SERVICE); the chat's address is made absolute on the app's origin. */
export const CONTACTS: readonly Contact[] = [
  { csType: 'LIVECHAT', url: 'http://localhost/__platform/support', mode: 'panel' },
  { csType: 'WHATSAPP', url: 'https://wa.me/5215550100200', mode: 'tab' },
  { csType: 'TELEGRAM', url: 'https://t.me/rp01_support', mode: 'tab' },
];

const events = {
  [done('openContacts')]: [
    { type: done('openContacts'), output: CONTACTS },
    { type: done('openContacts'), output: [] },
  ],
  [error('openContacts')]: [{ type: error('openContacts'), error: { kind: 'parse', messageKey: 'errors:unknown' } }],
  [done('openTab')]: [{ type: done('openTab') }],
  [error('openTab')]: [{ type: error('openTab'), error: new Error('popup blocked') }],
  OPEN: [{ type: 'OPEN' }, { type: 'OPEN', csType: 'WHATSAPP' }],
  CLOSE: [{ type: 'CLOSE' }],
};

export const customerServiceModel: PathModel<CustomerServiceMachine> = {
  stitchTours: true,
  input: { entries: [{ csType: 'LIVECHAT', path: 'sealed' }] },
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, contacts: snapshot.context.contacts.length, current: snapshot.context.current?.csType ?? null }),
};
