/**
 * The dialling code, mobile number and SMS code fields with the send button beside the code: the
 * same three fields wherever a code is sent to a phone (SMS login, new-IP check, recovery by phone).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../ui/Field';
import { CodeRow, PhoneRow } from './formParts';
import { SmsCodeButton } from './SmsCodeButton';
import type { SmsCountdownRef } from './useSmsCountdown';

export interface MobileCodeFieldsProps {
  /** The chart's SMS countdown child (absent only once the chart has stopped). */
  readonly sms: SmsCountdownRef | undefined;
  /** The send's payload, or null when the form's check of the mobile failed. */
  readonly request: () => unknown;
  readonly fields: { readonly dialingCode: UseFormRegisterReturn; readonly mobile: UseFormRegisterReturn; readonly code: UseFormRegisterReturn };
  readonly errors: { readonly dialingCode?: string | undefined; readonly mobile?: string | undefined; readonly code?: string | undefined };
}

export function MobileCodeFields({ sms, request, fields, errors }: MobileCodeFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PhoneRow>
        <TextInput label={t('login.dialingCode')} inputMode="tel" autoComplete="tel-country-code" required error={errors.dialingCode} {...fields.dialingCode} />
        <TextInput label={t('login.mobile')} type="tel" inputMode="tel" autoComplete="tel-national" required error={errors.mobile} {...fields.mobile} />
      </PhoneRow>
      <CodeRow>
        <TextInput label={t('login.smsCode')} inputMode="numeric" autoComplete="one-time-code" required error={errors.code} {...fields.code} />
        {sms ? <SmsCodeButton actor={sms} request={request} /> : null}
      </CodeRow>
    </>
  );
}
