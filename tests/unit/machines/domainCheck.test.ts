/** The domain check: the permission info's domainRoute decides whether the site runs on this host (SPEC.md §8 "Invalid URL"). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { hostAllowed, routedHosts } from '../../../machines/app/domainCheck';
import { systemMachine, type SystemStatusResult } from '../../../machines/app/system.machine';
import { permissionInfoSchema } from '../../../src/api';

const ROUTE = [
  { url: 'https://www.rp01.example', type: 'MAIN' },
  { url: 'https://m1.rp01.example', type: 'MIRROR' },
  { url: 'http://127.0.0.1:4505', type: 'MIRROR' },
];

describe('domain check', () => {
  it('reads the routed hosts from entries, strings and bare domains; nothing routed is null', () => {
    expect(routedHosts(ROUTE)).toEqual(['www.rp01.example', 'm1.rp01.example', '127.0.0.1:4505']);
    expect(routedHosts(['https://A.example/', { domain: 'b.example' }, 42, { url: '' }])).toEqual(['a.example', 'b.example']);
    expect(routedHosts('https://only.example')).toEqual(['only.example']);
    expect(routedHosts(undefined)).toBeNull();
    expect(routedHosts([])).toBeNull();
    expect(routedHosts({})).toBeNull();
  });

  it('lets a listed host run, refuses another one, and checks nothing when nothing is routed', () => {
    expect(hostAllowed(ROUTE, '127.0.0.1:4505')).toBe(true);
    expect(hostAllowed(ROUTE, 'M1.rp01.example')).toBe(true);
    expect(hostAllowed(ROUTE, 'phishing.example')).toBe(false);
    expect(hostAllowed(ROUTE, '127.0.0.1:4506')).toBe(false);
    expect(hostAllowed([], 'phishing.example')).toBe(true);
    expect(hostAllowed(ROUTE, null)).toBe(true);
  });

  it('the system chart shows invalidDomain instead of the site for a host the routing does not list, after maintenance and region', async () => {
    const run = async (result: SystemStatusResult) => {
      const actor = createActor(systemMachine.provide({ actors: { loadStatus: fromPromise(async () => result) } })).start();
      return (await waitFor(actor, (snapshot) => snapshot.value !== 'loading')).value;
    };
    const info = permissionInfoSchema.parse({ domainRoute: ROUTE });
    const base: SystemStatusResult = { status: 0, info, flags: {}, visitorIp: null, host: 'phishing.example' };
    expect(await run(base)).toBe('invalidDomain');
    expect(await run({ ...base, host: '127.0.0.1:4505' })).toBe('normal');
    expect(await run({ ...base, status: 1 })).toBe('maintenance');
    expect(await run({ ...base, status: 2 })).toBe('regionRestricted');
    expect(await run({ ...base, info: permissionInfoSchema.parse({}) })).toBe('normal');
  });
});
