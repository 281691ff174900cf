/**
 * The login forms (SPEC.md §2, §5) driven by a login actor: by username (trimmed values, captcha
 * after a failure that asks for it, image refresh throttled by the chart, remember-me, free play,
 * social buttons when enabled) and, with MOBILEVERCODELOGIN3 on the main site, by SMS code. While
 * the chart asks for a second factor (new IP), that form replaces them; a password that must change
 * first is the session's dialog (SessionDialogs), not this form's. Typed
 * values stay when a call fails: every form stays mounted while its call runs. The SMS button reads
 * the chart's `sms` child (the shared countdown), which the agent site does not use. Everything
 * shown comes from the login chart's connect API (machines/auth/login.connect.ts), opened by the page.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginView } from '@machines/auth/login.connect';
import { useFlag } from '../../app/system';
import { DEFAULT_DIALING_CODE } from '../../config/brand';
import { rememberedUsername } from '../../config/storage';
import { Button, LinkButton } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import { styled } from '../../ui/theme';
import { CaptchaButton, fieldErrorText, Form, FormHeader, useFailureText } from './formParts';
import { MobileCodeFields } from './MobileCodeFields';
import { loginSchema, smsLoginSchema, type LoginFormValues, type SmsLoginValues } from './rules';
import { useSmsCodeRule } from './useSmsCodeRule';
import type { SmsCountdownRef } from './useSmsCountdown';
import { IpVerificationForm } from './IpVerificationForm';
import { mobileSmsRequest } from './mobileRequest';
import { zodResolver } from './zodResolver';

type LoginTab = 'username' | 'sms';

export function LoginForm({ login }: { login: LoginView }) {
  const { t } = useTranslation('auth');
  // The chart's SMS countdown; the agent site sends no SMS (no SMS tab, no mobile factor).
  const sms = login.site === 'main' ? login.sms : undefined;
  const smsLogin = useFlag('MOBILEVERCODELOGIN3') && sms !== undefined;
  const [tab, setTab] = useState<LoginTab>('username');
  if (login.phase === 'done') return null;
  if (login.phase === 'verify') return <IpVerificationForm login={login} sms={sms} />;
  if (!smsLogin || !sms) return <UsernameLogin login={login} />;
  return (
    <Tabs
      label={t('login.methods')}
      value={tab}
      onChange={setTab}
      tabs={[
        { id: 'username', label: t('login.tabUsername') },
        { id: 'sms', label: t('login.tabSms') },
      ]}
    >
      {tab === 'username' ? <UsernameLogin login={login} /> : <SmsLogin login={login} sms={sms} />}
    </Tabs>
  );
}

/** The failure above a form: only the one its own method caused. */
function useLoginError(login: LoginView, method: 'username' | 'sms'): string | null {
  const { key, text } = login.errorOf(method);
  return useFailureText(key, text);
}

function UsernameLogin({ login }: { login: LoginView }) {
  const { t } = useTranslation('auth');
  const main = login.site === 'main';
  const freePlayEnabled = useFlag('FREEPLAY3') && main;
  const facebook = useFlag('FBLOGIN3');
  const google = useFlag('GGLOGIN3');
  const [socialNotice, setSocialNotice] = useState(false);

  const { busy, signingIn: submitting, freePlaying, captcha: captchaState, captchaImage } = login;
  const message = useLoginError(login, 'username');
  const captchaShown = captchaState !== 'hidden';

  const remembered = rememberedUsername();
  const { register, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginSchema(captchaShown)),
    defaultValues: { username: remembered, password: '', captcha: '', remember: remembered !== '' },
  });

  const onSubmit = handleSubmit((values) => login.submitUsername(values));
  const fieldError = fieldErrorText<keyof LoginFormValues>(formState.errors, t);

  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} data-testid="login-form">
      <FormHeader error={message} errorTestId="login-error" />
      <TextInput label={t('login.username')} autoComplete="username" required error={fieldError('username')} {...register('username')} />
      <TextInput label={t('login.password')} type="password" autoComplete="current-password" required error={fieldError('password')} {...register('password')} />
      {captchaShown ? (
        <CaptchaRow>
          <TextInput label={t('login.captcha')} autoComplete="off" inputMode="text" required error={fieldError('captcha')} {...register('captcha')} />
          <CaptchaButton
            type="button"
            aria-label={t('login.captchaImage')}
            aria-busy={captchaState === 'loading' || undefined}
            aria-disabled={captchaState !== 'ready' || undefined}
            data-testid="captcha-image"
            data-state={captchaState}
            onClick={login.refreshCaptcha}
          >
            {captchaState === 'loading' ? (
              <span>{t('login.captchaLoading')}</span>
            ) : captchaImage ? (
              <img src={captchaImage} alt="" width={110} height={40} />
            ) : (
              <span>{t('login.captchaFailed')}</span>
            )}
          </CaptchaButton>
        </CaptchaRow>
      ) : null}
      <Row>
        <Check>
          <input type="checkbox" {...register('remember')} />
          <span>{t('login.remember')}</span>
        </Check>
        {main ? (
          <LinkButton href="/forgotPassword" variant="ghost" size="sm">
            {t('login.forgot')}
          </LinkButton>
        ) : null}
      </Row>
      <Button type="submit" variant="primary" block loading={submitting} disabled={busy && !submitting}>
        {t('login.submit')}
      </Button>
      {freePlayEnabled ? (
        <Button type="button" variant="outline" block loading={freePlaying} disabled={busy && !freePlaying} onClick={login.freePlay}>
          {t('login.freePlay')}
        </Button>
      ) : null}
      {facebook || google ? (
        <Social>
          <p>{t('login.social')}</p>
          <div>
            {facebook ? (
              <Button type="button" variant="secondary" size="sm" onClick={() => setSocialNotice(true)}>
                {t('login.facebook')}
              </Button>
            ) : null}
            {google ? (
              <Button type="button" variant="secondary" size="sm" onClick={() => setSocialNotice(true)}>
                {t('login.google')}
              </Button>
            ) : null}
          </div>
          {socialNotice ? <p role="status">{t('login.socialUnavailable')}</p> : null}
        </Social>
      ) : null}
    </Form>
  );
}

function SmsLogin({ login, sms }: { login: LoginView; sms: SmsCountdownRef }) {
  const { t } = useTranslation('auth');
  const submitting = login.busy && login.method === 'sms';
  const message = useLoginError(login, 'sms');
  const codeRule = useSmsCodeRule();
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useForm<SmsLoginValues>({
    resolver: zodResolver(smsLoginSchema(codeRule)),
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '' },
  });
  const fieldError = fieldErrorText<keyof SmsLoginValues>(formState.errors, t);
  const smsRequest = () => mobileSmsRequest({ getValues, setError, clearErrors });
  const onSubmit = handleSubmit((values) => login.submitSms(values));
  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={login.busy || undefined} data-testid="sms-login-form">
      <FormHeader error={message} errorTestId="login-error" />
      <MobileCodeFields
        sms={sms}
        request={smsRequest}
        fields={{ dialingCode: register('countryDialingCode'), mobile: register('mobileNum'), code: register('verificationCode') }}
        errors={{ dialingCode: fieldError('countryDialingCode'), mobile: fieldError('mobileNum'), code: fieldError('verificationCode') }}
      />
      <Button type="submit" variant="primary" block loading={submitting} disabled={login.busy && !submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

const CaptchaRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: '$2',
});

const Row = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2', flexWrap: 'wrap' });

const Check = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$touch',
  cursor: 'pointer',
  fontSize: '$sm',
  '& input': { width: '18px', height: '18px', accentColor: 'var(--colors-gold)' },
});

const Social = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  alignItems: 'center',
  fontSize: '$sm',
  color: '$textMuted',
  '& > div': { display: 'flex', gap: '$2' },
});
