/**
 * The security centre on the embedded platform: per member, whether the mobile and the e-mail are
 * verified, the e-mail codes sent (SMS codes are the scenario's own, purpose SECURITY), and the
 * authenticator app — a secret issued but not bound yet, and the bound one (codes checked as
 * RFC 6238 TOTP, schema/infra/totp.ts). The payout accounts are withdraw.ts's (one list for both pages).
 *
 * Seeded: member01 has verified its mobile but not its e-mail and has no authenticator; with its
 * payment password and its bank card, some items are done and some to do. Everyone else starts
 * with nothing verified. The state lives beside the scenario (a WeakMap), so a reset starts over.
 */
import { createHash } from 'node:crypto';
import type { Member, Scenario } from '../state/scenario.js';
import { accountsOf } from './withdraw.js';
import { otpauthUrl, totp, totpMatches } from '../infra/totp.js';

export interface EmailCode {
  readonly code: string;
  readonly sentAt: number;
  readonly expiresAt: number;
}

export interface MemberSecurity {
  mobileVerified: boolean;
  emailVerified: boolean;
  /** Issued by the secret call, bound by the first right code. */
  pendingSecret: string | null;
  boundSecret: string | null;
  /** How many secrets were issued (each new one differs). */
  secretsIssued: number;
  emailCode: EmailCode | null;
}

/** The issuer the authenticator app lists the account under. */
export const AUTHENTICATOR_ISSUER = 'RP01';

const SEEDED: Readonly<Record<string, Partial<MemberSecurity>>> = {
  member01: { mobileVerified: true, emailVerified: false },
};

const states = new WeakMap<Scenario, Map<string, MemberSecurity>>();

export function securityOf(scenario: Scenario, member: Member): MemberSecurity {
  let byMember = states.get(scenario);
  if (!byMember) {
    byMember = new Map();
    states.set(scenario, byMember);
  }
  const key = member.username.toLowerCase();
  let state = byMember.get(key);
  if (!state) {
    state = { mobileVerified: false, emailVerified: false, pendingSecret: null, boundSecret: null, secretsIssued: 0, emailCode: null, ...SEEDED[key] };
    byMember.set(key, state);
  }
  return state;
}

/** "55******01": the first two and last two digits. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length <= 4) return digits ? '****' : '';
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** "me****@rp01.example". */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  if (!domain) return '';
  return `${name.slice(0, 2)}****@${domain}`;
}

export interface SecurityItem {
  readonly enabled: boolean;
  readonly isComplete: boolean;
}

export function securityConfig(scenario: Scenario, member: Member) {
  const security = securityOf(scenario, member);
  const item = (isComplete: boolean, enabled = true): SecurityItem => ({ enabled, isComplete });
  return {
    memberId: member.id,
    account: member.username,
    nickname: member.nickname,
    realName: member.payeeName,
    mobile: maskMobile(member.mobileNum),
    email: maskEmail(member.email),
    items: {
      loginPassword: item(true),
      paymentPassword: item(member.paymentPassword !== null),
      mobileVerified: item(security.mobileVerified, member.mobileNum !== ''),
      emailVerified: item(security.emailVerified, member.email !== ''),
      authenticator: item(security.boundSecret !== null),
      payoutAccount: item(accountsOf(scenario, member).length > 0),
    },
  };
}

/** A new base32 secret (160 bits), deterministic per scenario seed, member and issue. */
export function issueSecret(scenario: Scenario, member: Member): { secret: string; otpauthUrl: string } {
  const security = securityOf(scenario, member);
  security.secretsIssued += 1;
  const bytes = createHash('sha1').update(`${scenario.catalogue.seed}:${member.id}:${security.secretsIssued}`).digest();
  let secret = '';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      secret += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  security.pendingSecret = secret;
  return { secret, otpauthUrl: otpauthUrl(AUTHENTICATOR_ISSUER, member.username, secret) };
}

/** Issues and binds a secret at once (control endpoint): the member's app is then set up. */
export function bindAuthenticator(scenario: Scenario, member: Member): string {
  const { secret } = issueSecret(scenario, member);
  const security = securityOf(scenario, member);
  security.boundSecret = secret;
  security.pendingSecret = null;
  return secret;
}

/** The code the member's BOUND authenticator app shows now; null when none is bound. */
export function boundAuthenticatorCode(scenario: Scenario, member: Member): string | null {
  const { boundSecret } = securityOf(scenario, member);
  return boundSecret ? totp(boundSecret, scenario.now()) : null;
}

/** A login's AUTHENTICATOR factor: a real TOTP of the member's bound secret (false when none is bound). */
export function acceptsBoundAuthenticatorCode(scenario: Scenario, member: Member, code: string): boolean {
  const { boundSecret } = securityOf(scenario, member);
  return boundSecret !== null && authenticatorCodeMatches(scenario, boundSecret, code);
}

export function authenticatorCodeMatches(scenario: Scenario, secret: string, code: string): boolean {
  return totpMatches(secret, code.trim(), scenario.now());
}

/** The code the member's app shows now: the bound secret's, else the one issued (control endpoint). */
export function currentAuthenticatorCode(scenario: Scenario, member: Member): string | null {
  const security = securityOf(scenario, member);
  const secret = security.boundSecret ?? security.pendingSecret;
  return secret ? totp(secret, scenario.now()) : null;
}

export function issueEmailCode(scenario: Scenario, member: Member): EmailCode {
  const now = scenario.now();
  const digest = createHash('sha1').update(`${scenario.catalogue.seed}:${member.id}:email:${now}:${Math.random()}`).digest();
  const code: EmailCode = { code: String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0'), sentAt: now, expiresAt: now + scenario.settings.smsCodeTtlSeconds * 1000 };
  securityOf(scenario, member).emailCode = code;
  return code;
}

export function emailRecentlySent(scenario: Scenario, member: Member): boolean {
  const last = securityOf(scenario, member).emailCode;
  return last !== null && scenario.now() - last.sentAt < (scenario.settings.smsExpiredMinutes || 1) * 60_000;
}

/** 'ok' consumes the code; otherwise says why it was refused. */
export function spendEmailCode(scenario: Scenario, member: Member, code: string): 'ok' | 'missing' | 'expired' | 'invalid' {
  if (!code.trim()) return 'missing';
  const security = securityOf(scenario, member);
  const sent = security.emailCode;
  if (!sent || sent.code !== code.trim()) return 'invalid';
  if (sent.expiresAt <= scenario.now()) return 'expired';
  security.emailCode = null;
  return 'ok';
}
