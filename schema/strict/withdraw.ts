/**
 * The strict profile's answers for the withdraw routes (schema/strict/index.ts).
 *
 * API.md ("Further calls › Withdraw") names the settings' fields, the cards' fields and the
 * turnover's status and rows; it names no `paymentPasswordSet` (a missing payment password is the
 * submit's `not.exists.payment.password`), no bank list, no wrapper for the rows, and it leaves the
 * withdrawal confirmation's fields to us. So the strict answers are:
 * - settings: only the named fields, the hours as text ("09:00"), the limits as numbers;
 * - accounts: a map keyed by group (B, E, V) of cards with only the named card fields;
 * - turnover: `{ status }` when nothing is owed (A/D), else the bare list of rows (no status);
 * - records and the confirmation list: the bare list of orders (their fields are ours);
 * - transfer targets (a route of ours): without `hasPaymentPassword`, which API.md does not name.
 * The submit's behaviour (the key not honoured) is in schema/rest/withdraw.ts.
 */
import { pick, type StrictAnswers } from './projection.js';

const SETTINGS_FIELDS = [
  'allowWithdraw',
  'minWithdrawal',
  'maxWithdrawal',
  'fixedWithdrawAmounts',
  'allowDecimal',
  'remainingTransactionTimes',
  'remainingWithdrawAmount',
  'withdrawPenaltyCharge',
  'withdrawDateFrom',
  'withdrawDateTo',
  'c2cEnabled',
  'precautionNote',
] as const;
const CARD_FIELDS = ['bankCardId', 'bankName', 'cardNumber', 'cardHolder', 'isWithdrawActive'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listIn = (value: unknown, key: string): unknown[] => (isRecord(value) && Array.isArray(value[key]) ? (value[key] as unknown[]) : []);

/** An hour of the day (0–24) as API.md's plainest time text: 9 → "09:00". */
const hourText = (value: unknown): unknown => (typeof value === 'number' ? `${String(Math.floor(value)).padStart(2, '0')}:${String(Math.round((value % 1) * 60)).padStart(2, '0')}` : value);

export const withdrawStrictAnswers: StrictAnswers = {
  withdrawSettings: (value) => {
    const settings = pick(value, SETTINGS_FIELDS);
    if (!isRecord(settings)) return settings;
    return { ...settings, withdrawDateFrom: hourText(settings['withdrawDateFrom']), withdrawDateTo: hourText(settings['withdrawDateTo']) };
  },
  withdrawAccounts: (value) =>
    Object.fromEntries(
      listIn(value, 'groups')
        .filter(isRecord)
        .map((group) => [String(group['type']), listIn(group, 'accounts').map((card) => pick(card, CARD_FIELDS))]),
    ),
  turnoverInfo: (value) => {
    if (!isRecord(value)) return value;
    const status = value['status'];
    return status === 'A' || status === 'D' ? { status } : listIn(value, 'list');
  },
  withdrawRecords: (value) => listIn(value, 'list'),
  paymentConfirmationList: (value) => listIn(value, 'list'),
  transferTargets: (value) => {
    if (!isRecord(value)) return value;
    const { hasPaymentPassword: _notNamed, ...rest } = value;
    return rest;
  },
};
