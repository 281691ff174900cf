/**
 * Customer service and live support (SPEC.md §2 side menu, header, status pages; §3 "Customer
 * service: csType, path (path encrypted, decrypted on receipt)"). One flow per place that shows a
 * live-support button or the customer-service list; its input is the permission info's entries as
 * they arrived (paths sealed, see CUSTOMER_SERVICE_PATH_KEY in src/api/routes.ts).
 *
 * - `opening` (named `openContacts`: decrypts every path, keeps the web addresses) → `ready` |
 *   `unavailable` (no entry, or none is a web address) | `failed` (a path that does not open, or
 *   was altered: the SPEC.md §8 "Unknown error"; nothing to retry, the same text opens the same).
 * - `ready.idle` — OPEN {csType?} (the first entry when none is named):
 *   a LIVECHAT entry (the platform's chat page) opens in the embedded panel → `ready.panel`;
 *   any other (WhatsApp, Telegram, …) in a new tab → `ready.launching` (named `openTab`, which
 *   must run inside the click: the chart invokes it at once) → `ready.idle`, or `ready.blocked`
 *   when the browser refused the new window ("Popup blocked": a plain link to follow, which a
 *   blocker lets through). CLOSE leaves the panel or the blocked notice. Only the platform's chat
 *   is framed: WhatsApp or Telegram refuse to be (and the CSP's frame-src names the platform only).
 */
import { assign, setup } from 'xstate';
import { errorOf, notProvided, storeFailure, TAGS } from '../kit';

export type ContactMode = 'panel' | 'tab';

/** An entry of the permission info as received (path still sealed). */
export interface SealedContact {
  readonly csType?: string | undefined;
  readonly path?: string | undefined;
}

/** An entry ready to open. */
export interface Contact {
  readonly csType: string;
  readonly url: string;
  readonly mode: ContactMode;
}

export interface CustomerServiceInput {
  readonly entries: readonly SealedContact[];
}

export interface CustomerServiceContext {
  readonly entries: readonly SealedContact[];
  readonly contacts: readonly Contact[];
  readonly current: Contact | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type CustomerServiceEvent = { type: 'OPEN'; csType?: string } | { type: 'CLOSE' };

export const CUSTOMER_SERVICE_TAGS = { panel: 'panel', launching: 'launching', blocked: 'blocked' } as const;

/** The entries the platform serves as its own chat page open beside the site; the rest go to a new tab. */
export const PANEL_TYPES: readonly string[] = ['LIVECHAT'];

export function modeOf(csType: string): ContactMode {
  return PANEL_TYPES.includes(csType.toUpperCase()) ? 'panel' : 'tab';
}

/** Which contact OPEN means: the named type, else the first. */
export function contactFor(contacts: readonly Contact[], csType: string | undefined): Contact | null {
  if (csType === undefined) return contacts[0] ?? null;
  return contacts.find((contact) => contact.csType === csType) ?? null;
}

export const customerServiceMachine = setup({
  types: {
    context: {} as CustomerServiceContext,
    events: {} as CustomerServiceEvent,
    input: {} as CustomerServiceInput,
  },
  actors: {
    /** Decrypts the paths; answers the entries that are web addresses, in the platform's order. */
    openContacts: notProvided<readonly Contact[], { entries: readonly SealedContact[] }>('openContacts'),
    /** Opens the address in a new tab; rejects when the browser blocked the window. */
    openTab: notProvided<void, { url: string }>('openTab'),
  },
  guards: {
    anyContact: (_, contacts: readonly Contact[]) => contacts.length > 0,
    known: ({ context, event }) => event.type === 'OPEN' && contactFor(context.contacts, event.csType) !== null,
    opensInPanel: ({ context, event }) => event.type === 'OPEN' && contactFor(context.contacts, event.csType)?.mode === 'panel',
  },
  actions: {
    storeContacts: assign((_, contacts: readonly Contact[]) => ({ contacts, failureKey: null, failureText: null })),
    storeFailure: storeFailure({ withText: true }),
    select: assign(({ context, event }) => ({ current: event.type === 'OPEN' ? contactFor(context.contacts, event.csType) : context.current })),
    unselect: assign({ current: null }),
  },
}).createMachine({
  id: 'customerService',
  context: ({ input }) => ({ entries: input.entries, contacts: [], current: null, failureKey: null, failureText: null }),
  initial: 'opening',
  states: {
    opening: {
      tags: [TAGS.busy],
      invoke: {
        id: 'openContacts',
        src: 'openContacts',
        input: ({ context }) => ({ entries: context.entries }),
        onDone: [
          {
            guard: { type: 'anyContact', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'storeContacts', params: ({ event }) => event.output },
          },
          { target: 'unavailable', actions: { type: 'storeContacts', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    // A path that does not open will not open on a second try either: the failure stays, with its message.
    failed: { tags: [TAGS.failed] },
    unavailable: { tags: [TAGS.empty] },
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      states: {
        idle: {
          on: {
            OPEN: [
              { guard: 'opensInPanel', target: 'panel', actions: 'select' },
              { guard: 'known', target: 'launching', actions: 'select' },
            ],
          },
        },
        launching: {
          tags: [CUSTOMER_SERVICE_TAGS.launching],
          invoke: {
            id: 'openTab',
            src: 'openTab',
            input: ({ context }) => ({ url: context.current?.url ?? '' }),
            onDone: { target: 'idle', actions: 'unselect' },
            onError: 'blocked',
          },
        },
        blocked: {
          tags: [CUSTOMER_SERVICE_TAGS.blocked],
          on: { CLOSE: { target: 'idle', actions: 'unselect' } },
        },
        panel: {
          tags: [CUSTOMER_SERVICE_TAGS.panel],
          on: { CLOSE: { target: 'idle', actions: 'unselect' } },
        },
      },
    },
  },
});

export type CustomerServiceMachine = typeof customerServiceMachine;
