/**
 * The password popups over the lobby (SPEC.md §4, §5): /changePassword for a signed-in member
 * (old, new and confirmation) and /forgotPassword for a visitor — by e-mail, or by mobile with an
 * SMS code and a new password when CHNGPASSVERIF3 is on. Driven by the password chart; every form
 * keeps what was typed when the platform refuses it.
 */
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ForgotPasswordView } from '@machines/auth/forgotPassword.connect';
import { LOGIN_PATH, useSignInShown } from '../../app/navigation';
import { DEFAULT_DIALING_CODE } from '../../config/brand';
import { Button, LinkButton } from '../../ui/Button';
import { useInTurn } from '../../app/dialogs';
import { Dialog } from '../../ui/Dialog';
import { TextInput } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import { ChangePasswordForm } from './ChangePasswordForm';
import { Actions, fieldErrorText, Form, FormHeader, useFailureText } from './formParts';
import { MobileCodeFields } from './MobileCodeFields';
import { forgotByEmailSchema, forgotByPhoneSchema, type ForgotByEmailValues, type ForgotByPhoneValues } from './rules';
import { useSmsCodeRule } from './useSmsCodeRule';
import { useNewPasswordRule } from './useNewPasswordRule';
import { mobileSmsRequest } from './mobileRequest';
import { useChangePassword } from './useChangePassword';
import { useForgotPassword } from './useForgotPassword';
import { zodResolver } from './zodResolver';

export function ChangePasswordPopup() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const change = useChangePassword();
  const message = useFailureText(change.errorKey, change.errorText);
  const shown = useInTurn('change-password', 'asked', true);
  return (
    <Dialog open={shown} managed onClose={() => navigate('/')} size="sm" title={t('changePassword.title')} hideTitle closeOnOverlayClick={false}>
      <ChangePasswordForm askOld busy={change.busy} message={message} onSubmit={change.change} onCancel={() => navigate('/')} />
    </Dialog>
  );
}

export function ForgotPasswordPopup() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const forgot = useForgotPassword();
  // a reset by phone signs in and leads home: what a visitor was doing elsewhere does not go on
  useSignInShown('/');
  const { phoneRecovery, tab, mailSentTo: mailSent } = forgot;
  const closeRef = useRef<HTMLButtonElement>(null);
  // what the user asked for: in its turn at once, before anything else (src/app/dialogs.tsx)
  const shown = useInTurn('forgot-password', 'asked', true);

  if (mailSent !== null) {
    return (
      <Dialog
        open={shown}
        managed
        onClose={() => navigate('/')}
        size="sm"
        title={t('forgot.mailSentTitle')}
        initialFocusRef={closeRef}
        footer={
          <Button ref={closeRef} variant="primary" onClick={() => navigate('/')}>
            {t('forgot.close')}
          </Button>
        }
      >
        <p data-testid="mail-sent">{t('forgot.mailSent', { email: mailSent })}</p>
      </Dialog>
    );
  }
  const forms = tab === 'phone' && phoneRecovery ? <ByPhone forgot={forgot} /> : <ByEmail forgot={forgot} />;
  return (
    <Dialog open={shown} managed onClose={() => navigate('/')} size="sm" title={t('forgot.title')} closeOnOverlayClick={false}>
      {phoneRecovery ? (
        <Tabs
          label={t('forgot.tabs')}
          value={tab}
          onChange={forgot.selectTab}
          tabs={[
            { id: 'email', label: t('forgot.byEmail') },
            { id: 'phone', label: t('forgot.byPhone') },
          ]}
        >
          {forms}
        </Tabs>
      ) : (
        forms
      )}
      <Actions>
        <LinkButton href={LOGIN_PATH} variant="ghost" size="sm">
          {t('forgot.backToLogin')}
        </LinkButton>
      </Actions>
    </Dialog>
  );
}

function ByEmail({ forgot }: { forgot: ForgotPasswordView }) {
  const { t } = useTranslation('auth');
  const sending = forgot.busy;
  const message = useFailureText(forgot.errorKey, forgot.errorText);
  const { register, handleSubmit, formState } = useForm<ForgotByEmailValues>({
    resolver: zodResolver(forgotByEmailSchema),
    defaultValues: { username: '', email: '' },
  });
  const fieldError = fieldErrorText<keyof ForgotByEmailValues>(formState.errors, t);
  const onSubmit = handleSubmit((values) => forgot.recoverByEmail(values));
  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={sending || undefined} data-testid="forgot-email-form">
      <FormHeader intro={t('forgot.emailIntro')} error={message} errorTestId="password-error" />
      <TextInput label={t('forgot.username')} autoComplete="username" required error={fieldError('username')} {...register('username')} />
      <TextInput label={t('forgot.email')} type="email" autoComplete="email" required error={fieldError('email')} {...register('email')} />
      <Button type="submit" variant="primary" block loading={sending}>
        {t('forgot.sendEmail')}
      </Button>
    </Form>
  );
}

function ByPhone({ forgot }: { forgot: ForgotPasswordView }) {
  // the platform's password rule reads as its register pattern text (register namespace)
  const { t } = useTranslation(['auth', 'register']);
  // The chart's SMS countdown child: it outlives this tab, so switching tabs cannot skip the wait.
  const { sms } = forgot;
  const { t: tc } = useTranslation('auth', { keyPrefix: 'changePassword' });
  const resetting = forgot.busy;
  const message = useFailureText(forgot.errorKey, forgot.errorText);
  const rule = useNewPasswordRule();
  const codeRule = useSmsCodeRule();
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useForm<ForgotByPhoneValues>({
    resolver: zodResolver(forgotByPhoneSchema(rule, codeRule)),
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
  });
  const fieldError = fieldErrorText<keyof ForgotByPhoneValues>(formState.errors, t);
  const smsRequest = () => mobileSmsRequest({ getValues, setError, clearErrors });
  const onSubmit = handleSubmit((values) => forgot.recoverByPhone(values));

  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={resetting || undefined} data-testid="forgot-phone-form">
      <FormHeader intro={t('forgot.phoneIntro')} error={message} errorTestId="password-error" />
      <MobileCodeFields
        sms={sms}
        request={smsRequest}
        fields={{ dialingCode: register('countryDialingCode'), mobile: register('mobileNum'), code: register('verificationCode') }}
        errors={{ dialingCode: fieldError('countryDialingCode'), mobile: fieldError('mobileNum'), code: fieldError('verificationCode') }}
      />
      <TextInput label={tc('newPassword')} type="password" autoComplete="new-password" required hint={t(rule.hint.key, rule.hint.values)} error={fieldError('newPassword')} {...register('newPassword')} />
      <TextInput label={tc('confirmPassword')} type="password" autoComplete="new-password" required error={fieldError('confirmPassword')} {...register('confirmPassword')} />
      <Button type="submit" variant="primary" block loading={resetting}>
        {t('forgot.reset')}
      </Button>
    </Form>
  );
}
