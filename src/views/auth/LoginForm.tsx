/**
 * The login forms (SPEC.md §2, §5) driven by a login actor: by username (trimmed values, captcha
 * after a failure that asks for it, image refresh throttled by the chart, remember-me, free play,
 * social buttons when enabled) and, with MOBILEVERCODELOGIN3 on the main site, by SMS code. While
 * the chart asks for a second factor (new IP) or a new password, that form replaces them. Typed
 * values stay when a call fails: every form stays mounted while its call runs. The SMS button reads
 * the chart's `sms` child (the shared countdown), which the agent site does not use.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { rememberedUsername, type loginLogic } from '../../app/auth-services';
import { useFlag } from '../../app/system';
import { DEFAULT_DIALING_CODE } from '../../config/brand';
import { Button, LinkButton } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import { styled } from '../../ui/theme';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CaptchaButton, fieldErrorText, Form, FormHeader, useFailureText } from './formParts';
import { MobileCodeFields } from './MobileCodeFields';
import { loginSchema, smsLoginSchema, type LoginFormValues, type SmsLoginValues } from './rules';
import type { SmsCountdownRef } from './SmsCodeButton';
import { IpVerificationForm } from './IpVerificationForm';
import { mobileSmsRequest } from './mobileRequest';
import { zodResolver } from './zodResolver';

export type LoginActorRef = ActorRefFrom<typeof loginLogic>;

type LoginTab = 'username' | 'sms';

export function LoginForm({ actor, site }: { actor: LoginActorRef; site: 'main' | 'agent' }) {
  const { t } = useTranslation('auth');
  // The chart's SMS countdown; the agent site sends no SMS (no SMS tab, no mobile factor).
  const smsChild = useSelector(actor, (s) => s.children.sms);
  const sms = site === 'main' ? smsChild : undefined;
  const smsLogin = useFlag('MOBILEVERCODELOGIN3') && sms !== undefined;
  const [tab, setTab] = useState<LoginTab>('username');
  const phase = useSelector(actor, (s) =>
    s.matches('passwordChange') || s.matches('changingPassword')
      ? 'password'
      : s.matches('ipVerification') || s.matches('verifyingIp')
        ? 'verify'
        : s.matches('done')
          ? 'done'
          : 'form',
  );
  if (phase === 'done') return null;
  if (phase === 'password') return <ForcedPasswordChange actor={actor} />;
  if (phase === 'verify') return <IpVerificationForm actor={actor} sms={sms} />;
  if (!smsLogin || !sms) return <UsernameLogin actor={actor} site={site} />;
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
      {tab === 'username' ? <UsernameLogin actor={actor} site={site} /> : <SmsLogin actor={actor} sms={sms} />}
    </Tabs>
  );
}

/** The failure above a form: only the one its own method caused. */
function useLoginError(actor: LoginActorRef, method: 'username' | 'sms'): string | null {
  const errorKey = useSelector(actor, (s) => (s.context.method === method ? s.context.errorKey : null));
  const errorText = useSelector(actor, (s) => (s.context.method === method ? s.context.errorText : null));
  return useFailureText(errorKey, errorText);
}

function UsernameLogin({ actor, site }: { actor: LoginActorRef; site: 'main' | 'agent' }) {
  const { t } = useTranslation('auth');
  const forceChange = useFlag('PWDEXPFORCECHANGE3');
  const freePlayEnabled = useFlag('FREEPLAY3') && site === 'main';
  const facebook = useFlag('FBLOGIN3');
  const google = useFlag('GGLOGIN3');
  const [socialNotice, setSocialNotice] = useState(false);

  const editing = useSelector(actor, (s) => s.matches('editing'));
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.matches('firstLogin') || s.matches('loadingInfo'));
  const freePlaying = useSelector(actor, (s) => s.matches('freePlaying'));
  const captchaState = useSelector(actor, (s) => {
    if (s.matches({ editing: 'captchaLoading' })) return 'loading';
    if (s.matches({ editing: 'captchaCooling' })) return 'cooling';
    if (s.matches({ editing: 'captchaReady' })) return 'ready';
    if (!s.matches('editing') && s.context.captchaImage !== null) return 'ready';
    return 'hidden';
  });
  const captchaImage = useSelector(actor, (s) => s.context.captchaImage);
  const message = useLoginError(actor, 'username');
  const captchaShown = captchaState !== 'hidden';

  const remembered = rememberedUsername();
  const { register, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginSchema(captchaShown)),
    defaultValues: { username: remembered, password: '', captcha: '', remember: remembered !== '' },
  });

  const onSubmit = handleSubmit((values) => {
    actor.send({
      type: 'SUBMIT',
      credentials: {
        method: 'username',
        username: values.username.trim(),
        password: values.password.trim(),
        ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
      },
      remember: values.remember,
      site,
      forceChange,
    });
  });

  const busy = !editing;
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
            onClick={() => actor.send({ type: 'REFRESH_CAPTCHA' })}
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
        {site === 'main' ? (
          <LinkButton href="/forgotPassword" variant="ghost" size="sm">
            {t('login.forgot')}
          </LinkButton>
        ) : null}
      </Row>
      <Button type="submit" variant="primary" block loading={submitting} disabled={busy && !submitting}>
        {t('login.submit')}
      </Button>
      {freePlayEnabled ? (
        <Button type="button" variant="outline" block loading={freePlaying} disabled={busy && !freePlaying} onClick={() => actor.send({ type: 'FREE_PLAY' })}>
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

function SmsLogin({ actor, sms }: { actor: LoginActorRef; sms: SmsCountdownRef }) {
  const { t } = useTranslation('auth');
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const submitting = useSelector(actor, (s) => !s.matches('editing') && s.context.method === 'sms');
  const message = useLoginError(actor, 'sms');
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useForm<SmsLoginValues>({
    resolver: zodResolver(smsLoginSchema),
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '' },
  });
  const fieldError = fieldErrorText<keyof SmsLoginValues>(formState.errors, t);
  const smsRequest = () => mobileSmsRequest({ getValues, setError, clearErrors });
  const onSubmit = handleSubmit((values) => {
    actor.send({
      type: 'SUBMIT',
      credentials: {
        method: 'sms',
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode.trim().replace(/^\+/, ''),
        verificationCode: values.verificationCode.trim(),
      },
      remember: false,
      site: 'main',
      forceChange: false,
    });
  });
  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={!editing || undefined} data-testid="sms-login-form">
      <FormHeader error={message} errorTestId="login-error" />
      <MobileCodeFields
        sms={sms}
        request={smsRequest}
        fields={{ dialingCode: register('countryDialingCode'), mobile: register('mobileNum'), code: register('verificationCode') }}
        errors={{ dialingCode: fieldError('countryDialingCode'), mobile: fieldError('mobileNum'), code: fieldError('verificationCode') }}
      />
      <Button type="submit" variant="primary" block loading={submitting} disabled={!editing && !submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

function ForcedPasswordChange({ actor }: { actor: LoginActorRef }) {
  const busy = useSelector(actor, (s) => s.matches('changingPassword'));
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const errorText = useSelector(actor, (s) => s.context.errorText);
  const message = useFailureText(errorKey, errorText);
  return (
    <ChangePasswordForm
      forced
      askOld={false}
      busy={busy}
      message={message}
      onSubmit={(payload) => actor.send({ type: 'CHANGE_PASSWORD', payload })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    />
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
