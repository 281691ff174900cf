/**
 * A movement's remark in the transaction history reads in the page's language: the platform's
 * codes ("ADJUSTMENT", "EWALLET", "WEEKEND", a vendor "SABA"), a wallet transfer ("PG → MAIN") and
 * its one-language sentences ("Deposit bonus …") each have a label in es and en, an unknown code
 * reads as words, and a member's own note is left as written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import esLedger from '../../../locales/es/ledger.json';
import enLedger from '../../../locales/en/ledger.json';
import { createRandom } from '../../../schema/infra/prng';
import { seededLedger, MEMBER01_HISTORY_DAYS, TRANSACTION_TYPES } from '../../../schema/seed/ledger';
import { remarkText, type RemarkTranslate } from '../../../src/views/member/ledger/remarkText';
import { ownTexts, type OwnTexts } from '../ui/ownTexts';

let es: RemarkTranslate;
let en: RemarkTranslate;
let texts: Record<'es' | 'en', OwnTexts>;

beforeAll(async () => {
  const resources = { es: { ledger: esLedger }, en: { ledger: enLedger } };
  texts = {
    es: await ownTexts({ lng: 'es', ns: ['ledger'], defaultNS: 'ledger', resources }),
    en: await ownTexts({ lng: 'en', ns: ['ledger'], defaultNS: 'ledger', resources }),
  };
  es = texts.es.i18n.t.bind(texts.es.i18n) as RemarkTranslate;
  en = texts.en.i18n.t.bind(texts.en.i18n) as RemarkTranslate;
});

describe('a movement remark', () => {
  it('names both wallets of a transfer in the language', () => {
    expect(remarkText(es, 'PG → MAIN', 'es')).toBe('PG Soft → Cartera principal');
    expect(remarkText(en, 'PG → MAIN', 'en')).toBe('PG Soft → Main wallet');
    expect(remarkText(es, 'MAIN → SABA', 'es')).toBe('Cartera principal → SABA Sports');
  });

  it('gives every code a label in es and en', () => {
    expect(['ADJUSTMENT', 'EWALLET', 'WEEKEND', 'SABA'].map((code) => remarkText(es, code, 'es'))).toEqual(['Ajuste de saldo', 'Billetera electrónica', 'Bono de fin de semana', 'SABA Sports']);
    expect(['ADJUSTMENT', 'EWALLET', 'WEEKEND', 'SABA'].map((code) => remarkText(en, code, 'en'))).toEqual(['Balance adjustment', 'E-wallet', 'Weekend bonus', 'SABA Sports']);
  });

  it("says the platform's one-language sentences in the reader's language", () => {
    expect(remarkText(es, 'Deposit bonus DEP100', 'es')).toBe('Bono de depósito DEP100');
    expect(remarkText(es, 'Deposit DEP100', 'es')).toBe('Depósito DEP100');
    expect(remarkText(en, 'Retiro rechazado WDR7', 'en')).toBe('Withdrawal rejected WDR7');
    expect(remarkText(en, 'Retiro WDR7 (comisión 2.50)', 'en')).toBe('Withdrawal WDR7 (fee $2.50)');
    expect(remarkText(es, 'mission DEPOSIT', 'es')).toBe('Misión: depósitos');
    expect(remarkText(es, 'red envelope', 'es')).toBe('Sobre rojo');
    expect(remarkText(es, '12000 pts', 'es')).toBe('12,000 pts convertidos en saldo');
    expect(remarkText(es, '→ agent02 · alquiler', 'es')).toBe('Enviado a agent02 · alquiler');
    expect(remarkText(en, '← member01', 'en')).toBe('Received from member01');
  });

  it('reads an unknown code as words and leaves free text as written', () => {
    expect(remarkText(es, 'CASHBACK_EXTRA', 'es')).toBe('Cashback extra');
    expect(remarkText(es, 'Regalo ×2', 'es')).toBe('Regalo ×2');
    expect(remarkText(es, '', 'es')).toBe('');
  });

  it("leaves none of the seeded platform's remarks as a raw code, in either language", () => {
    const random = () => createRandom(20240601, 'remarks');
    const remarks = new Set(seededLedger(random, 'remark-text-test', 'member01', 5000, 0, { days: MEMBER01_HISTORY_DAYS, today: 4, forced: TRANSACTION_TYPES }).map((row) => row.remark));
    expect(remarks.size).toBeGreaterThan(10);
    for (const language of ['es', 'en'] as const) {
      for (const remark of remarks) {
        if (!/^[A-Z][A-Z0-9_]*$/.test(remark)) continue;
        expect(texts[language].i18n.exists(`history.remarks.codes.${remark}`) || texts[language].i18n.exists(`wallets.${remark}`), `${remark} has a label in ${language}`).toBe(true);
      }
    }
  });
});
