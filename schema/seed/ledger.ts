/**
 * The seeded ledger: each account's history of money movements, drawn from the platform seed
 * (schema/infra/prng.ts) so the same seed gives the same movements. The history is written backwards
 * from the account's seeded total balance (every wallet): the newest row's balanceAfter is that
 * total, and each older row's balanceAfter is the newer row's minus the newer row's amount, so the
 * header balance, the wallets and the history agree from the first call.
 *
 * member01 gets 120 days with every movement type (four of them today, so the history's default
 * range shows rows); other accounts a dozen movements over the last month.
 */
import type { Random } from '../infra/prng.js';
import type { TransactionRecord, TransactionType } from '../state/records.js';
import { roundMoney } from '../infra/units.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** How many days of history member01 starts with. */
export const MEMBER01_HISTORY_DAYS = 120;

interface TypeRule {
  /** +1 money in, -1 money out, 0 either. */
  readonly sign: 1 | -1 | 0;
  readonly min: number;
  readonly max: number;
  readonly weight: number;
  readonly orderPrefix: string;
  readonly remarks: readonly string[];
}

const RULES: Readonly<Record<TransactionType, TypeRule>> = {
  DEPOSIT: { sign: 1, min: 100, max: 1500, weight: 6, orderPrefix: 'DEP', remarks: ['BANK', 'EWALLET', 'CRYPTO', 'QR'] },
  WITHDRAW: { sign: -1, min: 100, max: 1200, weight: 3, orderPrefix: 'WDR', remarks: ['BANK'] },
  BET: { sign: -1, min: 5, max: 150, weight: 30, orderPrefix: 'BET', remarks: ['PG', 'EVO', 'SABA', 'JILI'] },
  PAYOUT: { sign: 1, min: 5, max: 320, weight: 18, orderPrefix: 'WIN', remarks: ['PG', 'EVO', 'SABA', 'JILI'] },
  BONUS: { sign: 1, min: 5, max: 100, weight: 3, orderPrefix: 'BON', remarks: ['WELCOME', 'WEEKEND'] },
  REBATE: { sign: 1, min: 1, max: 30, weight: 4, orderPrefix: 'RBT', remarks: ['RNG', 'LIVE'] },
  DIVIDEND: { sign: 1, min: 20, max: 300, weight: 2, orderPrefix: 'DIV', remarks: ['SEMIMONTHLY'] },
  SALARY: { sign: 1, min: 10, max: 150, weight: 3, orderPrefix: 'SAL', remarks: ['DAILY', 'HOURLY'] },
  TRANSFER: { sign: -1, min: 20, max: 200, weight: 2, orderPrefix: 'TRF', remarks: ['UPLINE'] },
  POINTS: { sign: 1, min: 1, max: 50, weight: 2, orderPrefix: 'PTS', remarks: ['POINTS'] },
  RAFFLE: { sign: 1, min: 5, max: 95, weight: 1, orderPrefix: 'RAF', remarks: ['RAFFLE'] },
  OTHER: { sign: 0, min: 1, max: 50, weight: 1, orderPrefix: 'ADJ', remarks: ['ADJUSTMENT'] },
};

/** Every movement type, in the order member01's newest rows show them (today: deposit, bet, win, bonus). */
export const TRANSACTION_TYPES: readonly TransactionType[] = ['DEPOSIT', 'BET', 'PAYOUT', 'BONUS', 'WITHDRAW', 'REBATE', 'DIVIDEND', 'SALARY', 'TRANSFER', 'POINTS', 'RAFFLE', 'OTHER'];

const WEIGHTED = TRANSACTION_TYPES.map((type) => [type, RULES[type].weight] as const);

/** How long before now each row happened, newest first: `today` rows minutes ago, then 0–3 a day going back. */
function rowAges(random: Random, days: number, today: number): number[] {
  const ages: number[] = [];
  for (let index = 0; index < today; index += 1) ages.push((2 + index * 9 + random.int(0, 4)) * MINUTE_MS);
  for (let day = 1; day < days; day += 1) {
    const count = random.int(0, 3);
    const offsets = Array.from({ length: count }, () => random.int(0, 20 * 60)).sort((a, b) => a - b);
    for (const offset of offsets) ages.push(day * DAY_MS + offset * MINUTE_MS);
  }
  return ages;
}

type LedgerRow = Omit<TransactionRecord, 'createdTime'> & { readonly age: number };

/** Drawn once per seed and account: every scenario of a process starts from the same rows (only their times follow the clock). */
const templates = new Map<string, readonly LedgerRow[]>();

/**
 * A history ending at `totalBalance`, newest first. `forced` types come first (newest), so every
 * type the caller names is in it; the rest are drawn by weight.
 */
export function seededLedger(random: () => Random, key: string, username: string, totalBalance: number, now: number, options: { days: number; today: number; forced: readonly TransactionType[] }): TransactionRecord[] {
  let template = templates.get(key);
  if (!template) {
    template = drawLedger(random(), username, totalBalance, options);
    templates.set(key, template);
  }
  // Scenarios created within the same minute share the (immutable) rows: only the array is their own.
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  let dated = datedRows.get(key);
  if (!dated || dated.minute !== minute) {
    // Today's rows stay on today (UTC) whatever the hour: just after midnight they move closer
    // together (same order), so the history's default range (today) is never empty at 00:05.
    const sinceMidnight = minute - Math.floor(minute / DAY_MS) * DAY_MS;
    const todayAges = template.filter((row) => row.age < DAY_MS).map((row) => row.age);
    const oldestToday = todayAges.length > 0 ? Math.max(...todayAges) : 0;
    const squeeze = oldestToday > sinceMidnight ? sinceMidnight / oldestToday : 1;
    const rows = template.map(({ age, ...row }) => ({ ...row, createdTime: new Date(minute - (age < DAY_MS ? age * squeeze : age)).toISOString() }));
    dated = { minute, rows };
    datedRows.set(key, dated);
  }
  return [...dated.rows];
}

const datedRows = new Map<string, { readonly minute: number; readonly rows: readonly TransactionRecord[] }>();

function drawLedger(random: Random, username: string, totalBalance: number, options: { days: number; today: number; forced: readonly TransactionType[] }): LedgerRow[] {
  const times = rowAges(random, options.days, options.today);
  const records: LedgerRow[] = [];
  let after = roundMoney(totalBalance);
  times.forEach((time, index) => {
    let type: TransactionType = options.forced[index] ?? random.weighted(WEIGHTED);
    const rule = RULES[type];
    let magnitude = random.float(rule.min, rule.max, 2);
    let sign = rule.sign === 0 ? (random.chance(0.5) ? 1 : -1) : rule.sign;
    // Money in must have been there to take back out of the older balance: a smaller amount, or a bet.
    if (sign > 0 && magnitude > after) {
      if (after >= 1) magnitude = random.float(0.5, after, 2);
      else {
        type = 'BET';
        sign = -1;
      }
    }
    const amount = roundMoney(sign * magnitude);
    const serial = times.length - index;
    records.push({
      id: `tx-${username}-${serial}`,
      type,
      amount,
      balanceAfter: after,
      remark: random.pick(RULES[type].remarks),
      age: time,
      orderNo: `${RULES[type].orderPrefix}${String(100_000 + serial)}`,
    });
    after = roundMoney(after - amount);
  });
  return records;
}
