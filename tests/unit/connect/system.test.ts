/** connectSystem without React: the page the status gate shows per state, flags, and the retry. */
import { describe, expect, it, vi } from 'vitest';
import type { PermissionInfo } from '../../../src/api';
import { systemMachine, type SystemContext } from '../../../machines/app/system.machine';
import { connectSystem } from '../../../machines/app/system.connect';

const context: SystemContext = {
  info: { customerService: [] } as unknown as PermissionInfo,
  flags: { FREEPLAY3: true, FBLOGIN3: false },
  visitorIp: '203.0.113.9',
  failureKey: null,
};
const at = (value: string, overrides: Partial<SystemContext> = {}) => systemMachine.resolveState({ value, context: { ...context, ...overrides } });

describe('connectSystem', () => {
  it.each([
    ['loading', 'loading'],
    ['normal', 'normal'],
    ['maintenance', 'maintenance'],
    ['regionRestricted', 'regionRestricted'],
    ['blockedIp', 'blockedIp'],
    ['networkFailure', 'networkFailure'],
  ] as const)('in %s the gate shows the %s page', (state, page) => {
    expect(connectSystem(at(state), vi.fn()).page).toBe(page);
  });

  it('reads a whitelabel flag: on, off, or absent (off)', () => {
    const api = connectSystem(at('normal'), vi.fn());
    expect([api.flag('FREEPLAY3'), api.flag('FBLOGIN3'), api.flag('UNKNOWN')]).toEqual([true, false, false]);
  });

  it('hands the network-failure page its message and the region page the visitor IP', () => {
    expect(connectSystem(at('networkFailure', { failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ failureKey: 'errors:timeout', visitorIp: '203.0.113.9' });
  });

  it('retries with RETRY', () => {
    const send = vi.fn();
    connectSystem(at('maintenance'), send).retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });
});
