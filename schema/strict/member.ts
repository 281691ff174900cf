/**
 * The strict profile's answers for the member, session and system routes (schema/strict/index.ts;
 * docs/api-audit.md #8, #14, #15):
 * - member info: `{ id, account, nickname, type }` only (API.md "Member info"); no currency, VIP,
 *   contact or time fields (ours);
 * - login, login verification, free play: the login result's fields only (API.md "Token";
 *   SPEC.md §3 "Login result"), never the account or type (ours);
 * - system status: `maintenance`, `regionRestriction`, `info` with the fields API.md lists
 *   (customerService, domainRoute, resources, mainDomain, whitelabel, register, analytics.gtagId,
 *   imageCDNs, launchGameCDNs) and `location.ip`; `info.register` also carries a non-field entry
 *   (`registerMethod`), a form API.md does not rule out, which the adapter must ignore;
 * - the security config: API.md's items at the top level (no `items` wrapper, whose name API.md
 *   does not give), each `{ enabled, isComplete }`, and nothing of ours (login password, e-mail,
 *   payout account, the member's names).
 */
import { pick, type StrictAnswers } from './projection.js';

const LOGIN_RESULT = ['token', 'firstTimeLogin', 'passwordExpired'] as const;
const INFO_FIELDS = ['customerService', 'domainRoute', 'resources', 'mainDomain', 'whitelabel', 'register', 'analytics', 'imageCDNs', 'launchGameCDNs'] as const;
/** API.md "Security centre": payment password, security questions, mobile verified, ID verification, authenticator. */
const SECURITY_ITEMS = ['paymentPassword', 'securityQuestions', 'mobileVerified', 'idVerification', 'authenticator'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const memberStrictAnswers: StrictAnswers = {
  memberInfo: (value) => pick(value, ['id', 'account', 'nickname', 'type']),
  login: (value) => pick(value, LOGIN_RESULT),
  loginVerification: (value) => pick(value, LOGIN_RESULT),
  freePlayLogin: (value) => pick(value, LOGIN_RESULT),
  systemStatus: (value) => {
    if (!isRecord(value)) return value;
    const info = isRecord(value['info']) ? value['info'] : {};
    const named = pick(info, INFO_FIELDS) as Record<string, unknown>;
    return {
      ...pick(value, ['maintenance', 'regionRestriction']) as Record<string, unknown>,
      info: {
        ...named,
        analytics: pick(named['analytics'], ['gtagId']),
        register: isRecord(named['register']) ? { registerMethod: 'USERNAME', ...named['register'] } : named['register'],
      },
      location: pick(value['location'], ['ip']),
    };
  },
  securityConfig: (value) => {
    const items = isRecord(value) && isRecord(value['items']) ? value['items'] : {};
    return Object.fromEntries(SECURITY_ITEMS.filter((item) => isRecord(items[item])).map((item) => [item, pick(items[item], ['enabled', 'isComplete', 'status'])]));
  },
};
