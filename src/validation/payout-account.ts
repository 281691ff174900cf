/**
 * The rules of a payout account (bank card B, e-wallet E, crypto address V), shared by the
 * security centre's form and the embedded platform's bind call, so both judge alike. Pure.
 */

export type PayoutGroup = 'B' | 'E' | 'V';

/** A bank account number: digits only, 12 to 19 of them (spaces allowed while typing). */
export const BANK_NUMBER_MIN = 12;
export const BANK_NUMBER_MAX = 19;
/** The most accounts of one kind a member may bind. */
export const PAYOUT_ACCOUNTS_PER_GROUP = 5;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const WALLET_PHONE = /^\+?\d{8,15}$/;
/** TRON: base58, 34 characters starting with T. */
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** Ethereum: 0x and 40 hex digits. */
const ERC20 = /^0x[0-9a-fA-F]{40}$/;

export type PayoutNumberProblem = 'required' | 'digits' | 'length' | 'wallet' | 'address';

/** The number without the spaces a member may type between groups of digits. */
export const compactNumber = (value: string): string => value.replace(/\s+/g, '');

/** What is wrong with an account number for its group and bank (network), or null. */
export function payoutNumberProblem(group: PayoutGroup, bankCode: string, value: string): PayoutNumberProblem | null {
  const number = compactNumber(value);
  if (number === '') return 'required';
  if (group === 'B') {
    if (!/^\d+$/.test(number)) return 'digits';
    return number.length < BANK_NUMBER_MIN || number.length > BANK_NUMBER_MAX ? 'length' : null;
  }
  if (group === 'E') return EMAIL.test(number) || WALLET_PHONE.test(number) ? null : 'wallet';
  if (bankCode.endsWith('TRC20')) return TRC20.test(number) ? null : 'address';
  if (bankCode.endsWith('ERC20')) return ERC20.test(number) ? null : 'address';
  return number.length >= 20 && number.length <= 64 ? null : 'address';
}

/** Names compared as a person reads them: case, accents and spacing do not count. */
export function sameName(a: string, b: string): boolean {
  const fold = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase();
  return fold(a) !== '' && fold(a) === fold(b);
}
