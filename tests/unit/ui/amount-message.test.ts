/**
 * A money chart's message says its amounts as money in the page's language: the over-balance
 * withdrawal message read "(1520.75)" and the deposit limits "50000" under fields whose limits
 * read "$1,520.75" and "$50,000.00".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import esWithdraw from '../../../locales/es/withdraw.json';
import enWithdraw from '../../../locales/en/withdraw.json';
import esDeposit from '../../../locales/es/deposit.json';
import enDeposit from '../../../locales/en/deposit.json';
import { amountMessage } from '../../../src/ui/amountMessage';
import { ownTexts, type OwnTexts } from './ownTexts';

let es: OwnTexts;
let en: OwnTexts;

beforeAll(async () => {
  const resources = { es: { withdraw: esWithdraw, deposit: esDeposit }, en: { withdraw: enWithdraw, deposit: enDeposit } };
  es = await ownTexts({ lng: 'es', ns: ['withdraw', 'deposit'], defaultNS: 'withdraw', resources });
  en = await ownTexts({ lng: 'en', ns: ['withdraw', 'deposit'], defaultNS: 'withdraw', resources });
});

describe('a money message', () => {
  it("writes the withdrawal's amounts as money", () => {
    const overBalance = { key: 'withdraw:errors.amountBalance', values: { balance: 1520.75 } };
    expect(amountMessage(es.i18n.t, overBalance, 'es')).toBe('El monto supera tu saldo disponible para retirar ($1,520.75).');
    expect(amountMessage(en.i18n.t, overBalance, 'en')).toBe('The amount is more than your balance available to withdraw ($1,520.75).');
    expect(amountMessage(es.i18n.t, { key: 'withdraw:errors.amountDaily', values: { amount: 20000 } }, 'es')).toBe('Hoy puedes retirar hasta $20,000.00.');
  });

  it("writes the deposit's limits as money", () => {
    expect(amountMessage(es.i18n.t, { key: 'deposit:errors.aboveMax', values: { max: 50000 } }, 'es')).toBe('El monto máximo es $50,000.00.');
    expect(amountMessage(en.i18n.t, { key: 'deposit:errors.belowMin', values: { min: 100 } }, 'en')).toBe('The minimum amount is $100.00.');
  });

  it("shows the server's own text as it is, and nothing for no message", () => {
    expect(amountMessage(es.i18n.t, { key: 'withdraw:errors.amountMin', values: { min: 1 }, text: 'Texto del servidor' }, 'es')).toBe('Texto del servidor');
    expect(amountMessage(es.i18n.t, null, 'es')).toBeUndefined();
  });
});
