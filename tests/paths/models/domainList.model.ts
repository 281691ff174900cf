/** The path model of the domain list: loaded (two domains or none) or failed and retried; a copy accepted or refused, each cleared by the chart's delay. */
import type { PathModel } from '../registry';
import { DOMAIN_COPIED_MS, type DomainListMachine } from '../../../machines/app/domainList.machine';
import { DOMAINS } from './account-samples';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

const events = {
  [done('loadDomains')]: [
    { type: done('loadDomains'), output: DOMAINS },
    { type: done('loadDomains'), output: [] },
  ],
  [error('loadDomains')]: [{ type: error('loadDomains'), error: { kind: 'envelope', errorCode: 'x', messageKey: 'errors:networkAbnormal' } }],
  [done('copyText')]: [{ type: done('copyText') }],
  [error('copyText')]: [{ type: error('copyText'), error: new Error('clipboard refused') }],
  [`xstate.after.${DOMAIN_COPIED_MS}.domainList.ready.copied`]: [{ type: `xstate.after.${DOMAIN_COPIED_MS}.domainList.ready.copied` }],
  [`xstate.after.${DOMAIN_COPIED_MS}.domainList.ready.copyFailed`]: [{ type: `xstate.after.${DOMAIN_COPIED_MS}.domainList.ready.copyFailed` }],
  RETRY: [{ type: 'RETRY' }],
  COPY: [{ type: 'COPY', url: DOMAINS[1]?.url ?? '' }],
};

export const domainListModel: PathModel<DomainListMachine> = {
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, domains: snapshot.context.domains.length }),
  stitchTours: true,
};
