/**
 * The second factor of a login from an unregistered IP (SPEC.md §4): the member picks one of the
 * methods the platform offered and types what proves it — an SMS code sent to the registered
 * mobile, the code mailed to them, the bank account holder's name or an authenticator code. A
 * wrong answer is shown and can be corrected; the chosen method and what was typed stay.
 */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginView } from '@machines/auth/login.connect';
import type { IpVerificationMethod } from '@machines/auth/login.machine';
import { DEFAULT_DIALING_CODE } from '../../config/brand';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { styled } from '../../ui/theme';
import { Actions, fieldErrorText, Form, FormHeader, Intro, useFailureText } from './formParts';
import { MobileCodeFields } from './MobileCodeFields';
import { ipVerificationSchema, type IpVerificationValues } from './rules';
import type { SmsCountdownRef } from './useSmsCountdown';
import { mobileSmsRequest } from './mobileRequest';
import { zodResolver } from './zodResolver';

export function IpVerificationForm({ login, sms }: { login: LoginView; sms: SmsCountdownRef | undefined }) {
  const { t } = useTranslation('auth');
  // Without an SMS sender (the agent site) the mobile method cannot be offered.
  const methods = login.verifyMethods.filter((method) => method !== 'MOBILE' || sms !== undefined);
  const verifying = login.busy;
  const message = useFailureText(login.error.key, login.error.text);

  const { register, handleSubmit, formState, control, getValues, setError, clearErrors } = useForm<IpVerificationValues>({
    resolver: zodResolver(ipVerificationSchema),
    defaultValues: { method: methods[0] ?? 'EMAIL', countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', code: '' },
  });
  const method = useWatch({ control, name: 'method' });
  const fieldError = fieldErrorText<keyof IpVerificationValues>(formState.errors, t);
  const smsRequest = () => mobileSmsRequest({ getValues, setError, clearErrors });
  const onSubmit = handleSubmit((values) => login.verify(values.method, values.code));
  const codeLabel: Record<IpVerificationMethod, string> = {
    MOBILE: t('login.smsCode'),
    EMAIL: t('ipVerify.code'),
    BANK_NAME: t('ipVerify.bankName'),
    AUTHENTICATOR: t('ipVerify.authenticatorCode'),
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={verifying || undefined} data-testid="ip-verification-form">
      <FormHeader title={t('ipVerify.title')} intro={t('ipVerify.intro')} error={message} errorTestId="login-error" />
      <Methods>
        <legend>{t('ipVerify.method')}</legend>
        {methods.map((offered) => (
          <label key={offered}>
            <input type="radio" value={offered} {...register('method')} />
            <span>{t(`ipVerify.${offered}`)}</span>
          </label>
        ))}
      </Methods>
      {method === 'EMAIL' ? <Intro>{t('ipVerify.emailHint')}</Intro> : null}
      {method === 'MOBILE' && sms ? (
        <MobileCodeFields
          sms={sms}
          request={smsRequest}
          fields={{ dialingCode: register('countryDialingCode'), mobile: register('mobileNum'), code: register('code') }}
          errors={{ dialingCode: fieldError('countryDialingCode'), mobile: fieldError('mobileNum'), code: fieldError('code') }}
        />
      ) : (
        <TextInput
          label={codeLabel[method]}
          inputMode={method === 'BANK_NAME' ? 'text' : 'numeric'}
          autoComplete={method === 'BANK_NAME' ? 'name' : 'one-time-code'}
          required
          error={fieldError('code')}
          {...register('code')}
        />
      )}
      <Actions>
        <Button type="button" variant="ghost" disabled={verifying} onClick={login.cancel}>
          {t('ipVerify.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={verifying}>
          {t('ipVerify.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

const Methods = styled('fieldset', {
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '$1',
  '& legend': { fontSize: '$sm', fontWeight: 600, marginBottom: '$1' },
  '& label': { display: 'flex', alignItems: 'center', gap: '$2', minHeight: '$touch', cursor: 'pointer', fontSize: '$sm' },
  '& input': { width: '18px', height: '18px', accentColor: 'var(--colors-gold)' },
});
