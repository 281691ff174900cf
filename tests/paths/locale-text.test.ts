import { describe, expect, it } from 'vitest';
import { localeText, uiText } from './locale-text';

describe('uiText: a UI map finds a text by its locale key, in either language', () => {
  it('matches the whole text in Spanish and in English, nothing longer', () => {
    const pattern = uiText('withdraw:confirm.fullyPaid');
    expect(pattern.test(localeText('es', 'withdraw:confirm.fullyPaid'))).toBe(true);
    expect(pattern.test(localeText('en', 'withdraw:confirm.fullyPaid'))).toBe(true);
    expect(pattern.test(`${localeText('es', 'withdraw:confirm.fullyPaid')} ya`)).toBe(false);
  });

  it('fills a placeholder with the value given, or lets it be any text', () => {
    expect(uiText('withdraw:confirm.removeProof', { name: 'a.png' }).test('Quitar a.png')).toBe(true);
    expect(uiText('withdraw:confirm.removeProof', { name: 'a.png' }).test('Remove b.png')).toBe(false);
    expect(uiText('withdraw:confirm.removeProof').test('Remove b.png')).toBe(true);
  });

  it('takes the brackets of a text literally, not as a pattern would', () => {
    const text = localeText('es', 'withdraw:confirm.proofs');
    expect(text).toContain('(');
    expect(uiText('withdraw:confirm.proofs').test(text)).toBe(true);
    expect(uiText('withdraw:confirm.proofs').test(text.replace(/[()]/g, ''))).toBe(false);
  });

  it('matches any of several keys, each whole', () => {
    const pattern = uiText(['layout:header.login', 'layout:header.loginShort']);
    for (const language of ['es', 'en']) {
      expect(pattern.test(localeText(language, 'layout:header.login'))).toBe(true);
      expect(pattern.test(localeText(language, 'layout:header.loginShort'))).toBe(true);
    }
    expect(pattern.test(`${localeText('es', 'layout:header.loginShort')}${localeText('es', 'layout:header.login')}`)).toBe(false);
  });

  it('fails loudly on a key no locale has', () => {
    expect(() => uiText('withdraw:confirm.noSuchText')).toThrow(/no text at "confirm.noSuchText"/);
  });
});
