/**
 * The security centre's rules on the embedded platform: RFC 6238 codes, the authenticator bound
 * only by a right code, codes sent to the member's own contacts with the resend window, the
 * payment password's change and reset, and payout accounts held in the member's real name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import { base32Encode, hotp, totp, totpMatches } from '../../../schema/infra/totp';
import { createInProcessHarness, type InProcessHarness } from '../api/in-process';

let platform: Platform;
let counter = 0;
beforeAll(() => {
  platform = createPlatform();
});
async function member01(): Promise<InProcessHarness> {
  const harness = createInProcessHarness(platform, `security-${(counter += 1)}`);
  await harness.signIn('member01');
  return harness;
}

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it('gives the RFC test vectors', () => {
    // RFC 6238 appendix B (8 digits there; the last 6 here)
    expect(totp(secret, 59_000, 8)).toBe('94287082');
    expect(totp(secret, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(secret, 1_234_567_890_000, 8)).toBe('89005924');
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
  });
  it('accepts one step either side, not two', () => {
    const now = 1_700_000_000_000;
    expect(totpMatches(secret, totp(secret, now - 30_000), now)).toBe(true);
    expect(totpMatches(secret, totp(secret, now + 30_000), now)).toBe(true);
    expect(totpMatches(secret, totp(secret, now - 60_000), now)).toBe(false);
    expect(totpMatches(secret, 'abcdef', now)).toBe(false);
  });
});

describe('security centre on the platform', () => {
  it('binds the authenticator only with the current code of the secret it issued', async () => {
    const harness = await member01();
    await expect(harness.api.security.bindAuthenticator('123456')).rejects.toMatchObject({ errorCode: 'authenticator.state.invalid' });
    const issued = await harness.api.security.issueAuthenticatorSecret();
    const code = totp(issued?.secret ?? '', Date.now());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(harness.api.security.bindAuthenticator(wrong)).rejects.toMatchObject({ errorCode: 'authenticator.code.invalid' });
    expect(await harness.control.memberAuthenticatorCode('member01')).toBe(code);
    await expect(harness.api.security.bindAuthenticator(code)).resolves.toEqual({ done: true });
    // bound: no new secret until it is unbound
    await expect(harness.api.security.issueAuthenticatorSecret()).rejects.toMatchObject({ errorCode: 'authenticator.state.invalid' });
  });

  it('sends a code to the member\'s own e-mail, refuses a resend within the window and a wrong code', async () => {
    const harness = await member01();
    await harness.api.security.sendCode({ channel: 'EMAIL', purpose: 'VERIFY_CONTACT' });
    await expect(harness.api.security.sendCode({ channel: 'EMAIL', purpose: 'VERIFY_CONTACT' })).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    await expect(harness.api.security.verifyContact({ channel: 'EMAIL', verificationCode: '000000' === (await harness.control.securityEmailCode('member01')) ? '111111' : '000000' })).rejects.toMatchObject({
      errorCode: 'verification.code.invalid',
    });
    // the mobile is verified already (seeded)
    await expect(harness.api.security.verifyContact({ channel: 'SMS', verificationCode: '123456' })).rejects.toMatchObject({ errorCode: 'contact.already.verified' });
  });

  it('changes the payment password only with the right old one and six digits typed twice alike', async () => {
    const harness = await member01();
    await expect(harness.api.security.changePaymentPassword({ oldPassword: '000000', newPassword: '135790', confirmPassword: '135790' })).rejects.toMatchObject({ errorCode: 'invalid.payment.pw' });
    await expect(harness.api.security.changePaymentPassword({ oldPassword: '246810', newPassword: '13579', confirmPassword: '13579' })).rejects.toMatchObject({ errorCode: 'payment.password.invalid', value: { field: 'newPassword' } });
    await expect(harness.api.security.changePaymentPassword({ oldPassword: '246810', newPassword: '135790', confirmPassword: '135791' })).rejects.toMatchObject({ value: { field: 'confirmPassword' } });
  });

  it('binds a payout account only in the member\'s real name, with a number of the network\'s format', async () => {
    const harness = await member01();
    const bind = (cardNumber: string, cardHolder = 'Juan Perez', bankCode = 'USDT_ERC20') => harness.api.withdraw.bindAccount({ groupType: 'V', bankCode, cardNumber, cardHolder });
    await expect(bind('0x52908400098527886E0F7030069857D2E4169EE7', 'Maria Lopez')).rejects.toMatchObject({ errorCode: 'bank.card.holder.mismatch', value: { field: 'cardHolder' } });
    await expect(bind('0x1234')).rejects.toMatchObject({ errorCode: 'bank.card.invalid', value: { field: 'cardNumber' } });
    await expect(bind('0x52908400098527886E0F7030069857D2E4169EE7', 'juan  PÉREZ')).resolves.toMatchObject({ cardNumber: '0x52****9EE7' });
  });
});
