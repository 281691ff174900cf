/** Sample answers the ledger charts' path models and UI maps share (the UI maps serve them as the platform's answers). */
import { UPLINE } from '../../../machines/agent/transferUpline.machine';
import { daysAgo, runNow, today } from '../../today';

// the run's one today (tests/today.ts): the ranges the models pick are the ones the app, on the same clock, offers
export { daysAgo, today };

const row = (index: number) => ({ txId: `tx-${index}`, txTypeName: 'deposit', remark: 'BANK', orderNo: `DEP${index}`, txTimeInTimestamp: runNow() - index * 60_000, currentAvailBalance: 1000 + index, amount: 10 + index });

export const RECORD_ROWS = { list: Array.from({ length: 10 }, (_, index) => row(index)), pageNum: 1, totalPages: 3, totalCount: 25, summary: { totalIn: 500, totalOut: 0, net: 500, count: 25 } };
export const RECORD_EMPTY = { list: [], pageNum: 1, totalPages: 1, totalCount: 0, summary: { totalIn: 0, totalOut: 0, net: 0, count: 0 } };
/** A page past the last one (an old link): no rows though the range has some. */
export const RECORD_PAST_END = { list: [], pageNum: 9, totalPages: 3, totalCount: 25, summary: { totalIn: 500, totalOut: 0, net: 500, count: 25 } };

const wallets = (pg: number) => ({
  sumBalance: 1555.75,
  currencySymbol: '$',
  balance: [
    { accountTypeId: '1', accountTypeName: 'MAIN', availBalance: 1520.75 - pg },
    { accountTypeId: '2', accountTypeName: 'BONUS', availBalance: 35 },
    { accountTypeId: '11', accountTypeName: 'PG', availBalance: pg },
    { accountTypeId: '12', accountTypeName: 'EVO', availBalance: 0 },
  ],
});
export const WALLETS_EMPTY_GAMES = wallets(0);

/** Just a main wallet and PG's, holding `main` and `pg` (a unit test's own small platform). */
export const mainAndPg = (main: number, pg: number) => ({
  sumBalance: main + pg,
  currencySymbol: '$',
  balance: [
    { accountTypeId: '1', accountTypeName: 'MAIN', availBalance: main },
    { accountTypeId: '11', accountTypeName: 'PG', availBalance: pg },
  ],
});
export const WALLETS_WITH_GAME_MONEY = wallets(10);

export const TARGETS = { upline: { username: 'agent02', nickname: 'Agent Two' }, downlines: [], hasPaymentPassword: true, balance: 1555.75, mainBalance: 1520.75 };
export const TARGETS_NO_PASSWORD = { ...TARGETS, hasPaymentPassword: false };
export const TARGETS_NONE = { ...TARGETS, upline: null };
export const SENT = { orderNo: 'TRF-1', amount: 20, recipient: 'agent02', ...wallets(0) };
export const SEND_REQUEST = { recipient: UPLINE, amount: '20', password: '246810', remark: '' };
