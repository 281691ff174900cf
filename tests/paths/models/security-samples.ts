/** Sample answers of the security centre's calls, shared by its connect tests and path models. */
import type { AuthenticatorSecret, SecurityConfig, WithdrawAccount, WithdrawGroup } from '../../../src/api';
import type { SecurityOverview } from '../../../machines/security/securityCentre.machine';

const item = (isComplete: boolean, enabled = true) => ({ enabled, isComplete });

/** member01 as seeded: payment password, mobile and a card done; e-mail and authenticator to do. */
export const CONFIG: SecurityConfig = {
  memberId: '100001',
  account: 'member01',
  nickname: 'Lucky Member',
  realName: 'Juan Perez',
  mobile: '55******01',
  email: 'me****@rp01.example',
  items: {
    loginPassword: item(true),
    paymentPassword: item(true),
    mobileVerified: item(true),
    emailVerified: item(false),
    authenticator: item(false),
    payoutAccount: item(true),
  },
};

export const OVERVIEW: SecurityOverview = { config: CONFIG, iconUrl: '/__platform/img/avatar/member01.webp' };
/** After the authenticator was bound. */
export const OVERVIEW_BOUND: SecurityOverview = { config: { ...CONFIG, items: { ...CONFIG.items, authenticator: item(true) } }, iconUrl: OVERVIEW.iconUrl };
/** No payment password yet, nothing verified. */
export const OVERVIEW_NEW: SecurityOverview = {
  config: { ...CONFIG, items: { ...CONFIG.items, paymentPassword: item(false), mobileVerified: item(false), payoutAccount: item(false) } },
  iconUrl: OVERVIEW.iconUrl,
};

export const SECRET: AuthenticatorSecret = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/RP01:member01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=RP01&algorithm=SHA1&digits=6&period=30' };

export const CARD: WithdrawAccount = { bankCardId: 'card-member01-1', groupType: 'B', bankCode: 'BBVA', bankName: 'BBVA', cardNumber: '**** 5678', cardHolder: 'Juan Perez', isWithdrawActive: true };
export const WALLET: WithdrawAccount = { bankCardId: 'card-member01-2', groupType: 'E', bankCode: 'PAYPAL', bankName: 'PayPal', cardNumber: 'juan****.com', cardHolder: 'Juan Perez', isWithdrawActive: true };

export const GROUPS: readonly WithdrawGroup[] = [
  { type: 'B', banks: [{ bankCode: 'BBVA', bankName: 'BBVA' }, { bankCode: 'SANTANDER', bankName: 'Santander' }], accounts: [CARD] },
  { type: 'E', banks: [{ bankCode: 'PAYPAL', bankName: 'PayPal' }], accounts: [] },
  { type: 'V', banks: [{ bankCode: 'USDT_TRC20', bankName: 'USDT (TRC20)' }], accounts: [] },
];
