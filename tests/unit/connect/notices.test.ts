/** connectNotices without React: the banner slot's banners and the marquee's notices per state, and the retry. */
import { describe, expect, it, vi } from 'vitest';
import type { Banner, Notice } from '../../../src/api';
import { noticesMachine, type NoticesData } from '../../../machines/app/notices.machine';
import { connectNotices } from '../../../machines/app/notices.connect';

const home = { id: 1, groupName: 'w_home' } as unknown as Banner;
const ungrouped = { id: 2 } as unknown as Banner;
const elsewhere = { id: 3, groupName: 'w_promo' } as unknown as Banner;
const notice = { id: 9, title: 'Mantenimiento' } as unknown as Notice;
const data: NoticesData = { banners: [home, ungrouped, elsewhere], notices: [notice] };
const at = (value: 'loading' | 'ready' | 'failure', loaded: NoticesData | null) => noticesMachine.resolveState({ value, context: { data: loaded, failureKey: value === 'failure' ? 'errors:systemBusy' : null, input: undefined, language: null } });

describe('connectNotices', () => {
  it('has neither banners nor notices while loading', () => {
    expect(connectNotices(at('loading', null), vi.fn())).toMatchObject({ status: 'loading', failed: false, banners: null, notices: null });
  });

  it('gives the carousel the home and ungrouped banners, and the marquee the notices', () => {
    expect(connectNotices(at('ready', data), vi.fn())).toMatchObject({ status: 'ready', banners: [home, ungrouped], notices: [notice] });
  });

  it('after a failure the marquee shows none and the slot retries', () => {
    const send = vi.fn();
    const api = connectNotices(at('failure', null), send);
    expect(api).toMatchObject({ status: 'failed', failed: true, banners: null, notices: [] });
    api.retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });
});
