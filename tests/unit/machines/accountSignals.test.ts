/**
 * Which live account events each open page hears (the header balance and the open pages
 * update without a reload, and events missed while disconnected are not lost): every page reloads
 * on a resync after a break, and on the kinds that change what it shows, and only on those.
 */
import { describe, expect, it } from 'vitest';
import type { AccountEvent, AccountEventKind } from '../../../src/api/accountEvents';
import { ORDER_EVENT_KINDS } from '../../../src/api/accountEvents';
import type { AccountEventListener } from '../../../machines/accountSignals';
import { balanceHearsAccount } from '../../../machines/wallet/balance.machine';
import { depositHearsAccount } from '../../../machines/deposit/deposit.machine';
import { memberBadgesHearsAccount } from '../../../machines/member/memberBadges.machine';
import { redEnvelopeHearsAccount } from '../../../machines/rewards/redEnvelope.machine';
import { transactionHistoryHearsAccount } from '../../../machines/records/transactionHistory.machine';
import { transferFundHearsAccount } from '../../../machines/wallet/transferFund.machine';
import { withdrawHearsAccount } from '../../../machines/withdraw/withdraw.machine';

const ALL_KINDS: readonly AccountEventKind[] = [...ORDER_EVENT_KINDS, 'balanceChanged', 'newMessage', 'redEnvelope'];

function eventOf(kind: AccountEventKind): AccountEvent {
  const meta = { eventId: `e-${kind}`, at: 0 };
  if (kind === 'balanceChanged') return { ...meta, kind, balance: 10 };
  if (kind === 'newMessage') return { ...meta, kind, unread: 2 };
  if (kind === 'redEnvelope') return { ...meta, kind };
  return { ...meta, kind, orderNo: 'X1', amount: 10 };
}

const cases: readonly { page: string; listener: AccountEventListener; event: string; kinds: readonly AccountEventKind[] }[] = [
  { page: 'header balance', listener: balanceHearsAccount, event: 'REFRESH', kinds: ['balanceChanged'] },
  { page: 'transaction history', listener: transactionHistoryHearsAccount, event: 'REFRESH', kinds: ['balanceChanged'] },
  { page: 'wallet transfers', listener: transferFundHearsAccount, event: 'REFRESH', kinds: ['balanceChanged'] },
  { page: 'deposit records', listener: depositHearsAccount, event: 'REFRESH', kinds: ['depositCredited', 'depositRejected', 'depositFailed'] },
  {
    page: 'withdrawal records',
    listener: withdrawHearsAccount,
    event: 'REFRESH_RECORDS',
    kinds: ['withdrawalApproved', 'withdrawalRejected', 'withdrawalFailed', 'withdrawalPaid', 'confirmationWaiting'],
  },
  { page: 'member badges (header and menu)', listener: memberBadgesHearsAccount, event: 'BADGES_STALE', kinds: ['newMessage', 'balanceChanged'] },
  { page: 'red envelope button', listener: redEnvelopeHearsAccount, event: 'CHECK', kinds: ['redEnvelope'] },
];

describe.each(cases)('the $page', ({ listener, event, kinds }) => {
  it(`reloads (${event}) on a resync after a break`, () => {
    expect(listener({ type: 'ACCOUNT_RESYNC' })).toEqual({ type: event });
  });

  it.each(ALL_KINDS)('hears %s only when it changes what the page shows', (kind) => {
    const heard = listener({ type: 'ACCOUNT_EVENT', event: eventOf(kind) });
    expect(heard).toEqual(kinds.includes(kind) ? { type: event } : null);
  });
});
