/**
 * The register form (SPEC.md §2, §3, §5) driven by the register chart's connect API: the tab's fields come from the
 * register settings (src/validation/register-form.ts), each checked with its rule and message; the
 * platform's refusals show at their field; the SMS button is the chart's `sms` child (the shared
 * countdown); the terms tick and the affiliate warning are the chart's. Values live in the form
 * for the popup's life, so a failed call or a tab switch loses nothing typed.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterView } from '@machines/auth/register.connect';
import type { FieldMessage, RegisterRequest, RegisterTab } from '@machines/auth/register.machine';
import { useFlag } from '../../app/system';
import { DEFAULT_DIALING_CODE } from '../../config/brand';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Select, TextInput } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import { styled } from '../../ui/theme';
import {
  AGE_FIELDS,
  TEXT_FIELDS,
  ageMessage,
  checkRegisterField,
  codesFromUrl,
  registerFormShape,
  type RegisterSettingsMap,
} from '../../validation/register-form';
import { CaptchaButton, FormHeader, useFailureText } from './formParts';
import { SmsCodeButton } from './SmsCodeButton';
import type { SmsCountdownRef } from './useSmsCountdown';

type FormValues = Record<string, string | boolean>;

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  payeeName: 'name',
  birthday: 'bday',
  address: 'street-address',
  nickname: 'nickname',
};

const INPUT_MODE: Readonly<Record<string, 'numeric' | 'email' | 'tel'>> = {
  mobileNum: 'tel',
  verificationCode: 'numeric',
  email: 'email',
  qqNum: 'numeric',
  whatsapp: 'tel',
};

export function RegisterForm({ registration, tabs }: { registration: RegisterView; tabs: readonly RegisterTab[] }) {
  const { t } = useTranslation('register');
  const { t: te } = useTranslation('errors');
  const mobileVerification = useFlag('REGMOBVERF3');
  const mobilePassword = useFlag('MOBILENUMPASSREG3');

  const { tab, settings, countries, fieldErrors: serverErrors, termsRefused, submitting, signingIn: loadingInfo, affiliateWarning: warning, captchaImage, captchaCooling } = registration;
  const captchaLoading = registration.captcha === 'loading';

  const shape = useMemo(
    () => registerFormShape((settings ?? {}) as RegisterSettingsMap, { tab, mobileVerification, mobilePassword }),
    [settings, tab, mobileVerification, mobilePassword],
  );

  // Only the fields of the shape shown are checked, so another tab's fields never block a submit.
  const resolver = useMemo<Resolver<FormValues>>(
    () => (values) => {
      const errors: Record<string, { type: string; message: string }> = {};
      const password = String(values.password ?? '');
      for (const spec of shape.fields) {
        const message = checkRegisterField(spec, String(values[spec.name] ?? ''), password);
        if (message) errors[spec.name] = { type: 'rule', message: t(message.key, message.values) };
      }
      for (const age of shape.ages) {
        if (values[age] !== true) errors[age] = { type: 'rule', message: t(ageMessage(age).key) };
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<FormValues> } : { values, errors: {} };
    },
    [shape, t],
  );

  const urlAffiliate = useMemo(() => codesFromUrl(typeof location === 'undefined' ? '' : location.search).affiliateCode, []);
  const { register, handleSubmit, getValues, trigger, formState, setFocus, control } = useForm<FormValues>({
    resolver,
    defaultValues: {
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])),
      affiliateCode: urlAffiliate,
      countryDialingCode: countries[0]?.countryDialingCode ?? DEFAULT_DIALING_CODE,
      ...Object.fromEntries(AGE_FIELDS.map((name) => [name, false])),
      terms: false,
    },
  });

  // The popup opened on the loading spinner; once the form is there, the first field gets focus.
  const firstField = shape.fields[0]?.name;
  useEffect(() => {
    if (firstField) setFocus(firstField);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the form first shows
  }, []);
  const termsTicked = useWatch({ control, name: 'terms' }) === true;

  const requestOf = (values: FormValues): RegisterRequest => {
    const fields: Record<string, string | boolean> = {};
    for (const spec of shape.fields) fields[spec.name] = String(values[spec.name] ?? '');
    if (shape.fields.some((spec) => spec.name === 'mobileNum')) fields.countryDialingCode = String(values.countryDialingCode ?? DEFAULT_DIALING_CODE);
    for (const age of shape.ages) fields[age] = values[age] === true;
    return { tab, fields };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Terms first (SPEC.md §4): unticked, the chart refuses before any field is checked.
    if (getValues('terms') !== true) {
      event.preventDefault();
      registration.submit(requestOf(getValues()), false);
      return;
    }
    void handleSubmit((values) => registration.submit(requestOf(values), true))(event);
  };

  // A platform refusal stays at its field until that field is edited (or the next answer comes).
  const [refusalsSeen, setRefusalsSeen] = useState(serverErrors);
  const [editedSinceRefusal, setEditedSinceRefusal] = useState<ReadonlySet<string>>(() => new Set());
  if (refusalsSeen !== serverErrors) {
    setRefusalsSeen(serverErrors);
    setEditedSinceRefusal(new Set());
  }
  const field = (name: string) =>
    register(name, {
      onChange: () => setEditedSinceRefusal((edited) => (edited.has(name) || !(name in serverErrors) ? edited : new Set([...edited, name]))),
    });

  const fieldError = (name: string): string | undefined => {
    const own = formState.errors[name]?.message;
    if (typeof own === 'string' && own !== '') return own;
    const server: FieldMessage | undefined = editedSinceRefusal.has(name) ? undefined : serverErrors[name];
    return server ? t(server.key, server.values) : undefined;
  };

  // The affiliate warning shows its own text in its dialog, not above the form.
  const message = useFailureText(registration.errorKey, registration.errorText);
  const busy = submitting;

  const panel = (
    <Form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} data-testid="register-form" data-tab={tab}>
      <FormHeader error={message} errorTestId="register-error" />
      {loadingInfo ? <p role="status">{t('loadingInfo')}</p> : null}
      <Hint>{t('required')}</Hint>
      <Grid>
        {shape.fields.map((spec) => {
          if (spec.name === 'mobileNum') {
            return (
              <Wide key="mobileNum">
                <MobileRow>
                  {countries.length > 0 ? (
                    <Select
                      label={t('countryCode')}
                      options={countries.map((country) => ({ value: country.countryDialingCode, label: `${country.countryCode} +${country.countryDialingCode}` }))}
                      {...register('countryDialingCode')}
                    />
                  ) : (
                    <TextInput label={t('countryCode')} inputMode="numeric" {...register('countryDialingCode')} />
                  )}
                  <TextInput
                    label={t('fields.mobileNum')}
                    type="tel"
                    inputMode="tel"
                    autoComplete={AUTOCOMPLETE.mobileNum}
                    required={spec.required}
                    error={fieldError('mobileNum')}
                    {...field('mobileNum')}
                  />
                </MobileRow>
              </Wide>
            );
          }
          if (spec.name === 'captcha') {
            return (
              <Wide key="captcha">
                <CodeRow>
                  <TextInput label={t('fields.captcha')} autoComplete="off" required={spec.required} error={fieldError('captcha')} {...field('captcha')} />
                  <CaptchaButton
                    type="button"
                    aria-label={t('captchaImage')}
                    aria-busy={captchaLoading || undefined}
                    aria-disabled={captchaCooling || undefined}
                    data-testid="register-captcha-image"
                    data-state={registration.captcha}
                    onClick={registration.refreshCaptcha}
                  >
                    {captchaLoading ? <span>{t('captchaLoading')}</span> : captchaImage ? <img src={captchaImage} alt="" width={110} height={40} /> : <span>{t('captchaFailed')}</span>}
                  </CaptchaButton>
                </CodeRow>
              </Wide>
            );
          }
          if (spec.name === 'verificationCode') {
            return (
              <Wide key="verificationCode">
                <CodeRow>
                  <TextInput
                    label={t('fields.verificationCode')}
                    inputMode="numeric"
                    autoComplete={AUTOCOMPLETE.verificationCode}
                    required
                    error={fieldError('verificationCode')}
                    {...field('verificationCode')}
                  />
                  <SmsButton
                    sms={registration.sms}
                    request={async () =>
                      (await trigger('mobileNum'))
                        ? { tab, mobileNo: String(getValues('mobileNum')).trim(), countryDialingCode: String(getValues('countryDialingCode')) }
                        : null
                    }
                  />
                </CodeRow>
              </Wide>
            );
          }
          return (
            <TextInput
              key={spec.name}
              label={t(`fields.${spec.name}`)}
              type={spec.secret ? 'password' : spec.name === 'email' ? 'email' : 'text'}
              inputMode={INPUT_MODE[spec.name]}
              autoComplete={AUTOCOMPLETE[spec.name] ?? 'off'}
              required={spec.required}
              error={fieldError(spec.name)}
              {...field(spec.name)}
            />
          );
        })}
      </Grid>
      {shape.ages.map((age) => (
        <Tick key={age} label={t(age)} error={fieldError(age)} inputProps={register(age)} name={age} />
      ))}
      <Tick label={t('terms')} error={termsRefused && !termsTicked ? t('validation.terms') : undefined} inputProps={register('terms')} name="terms" />
      <Button type="submit" variant="primary" block loading={busy} disabled={busy || captchaLoading}>
        {t('submit')}
      </Button>
    </Form>
  );

  return (
    <>
      {tabs.length > 1 ? (
        <Tabs
          label={t('tabs')}
          value={tab}
          onChange={registration.selectTab}
          disabled={busy}
          tabs={tabs.map((name) => ({ id: name, label: t(name === 'username' ? 'tabUsername' : 'tabMobile') }))}
        >
          {panel}
        </Tabs>
      ) : (
        panel
      )}
      <Dialog
        open={warning}
        onClose={registration.dismiss}
        size="sm"
        title={t('affiliateWarningTitle')}
        footer={
          <Button variant="primary" onClick={registration.dismiss}>
            {t('ok')}
          </Button>
        }
      >
        <p data-testid="affiliate-warning">{registration.affiliateWarningText ?? te('invalidInvitationCode')}</p>
      </Dialog>
    </>
  );
}

/** The shared countdown's button, once the chart has started its `sms` child. */
function SmsButton({ sms, request }: { sms: SmsCountdownRef | undefined; request: () => Promise<unknown> }) {
  if (!sms) return null;
  return <SmsCodeButton actor={sms} request={request} />;
}

function Tick({ label, error, inputProps, name }: { label: string; error: string | undefined; inputProps: ReturnType<ReturnType<typeof useForm<FormValues>>['register']>; name: string }) {
  const errorId = `register-${name}-error`;
  return (
    <TickRoot>
      <label>
        <input type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
        <span>{label}</span>
      </label>
      {error ? (
        <TickError id={errorId} role="alert">
          {error}
        </TickError>
      ) : null}
    </TickRoot>
  );
}

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$3' });

const Hint = styled('p', { fontSize: '$xs', color: '$textMuted' });

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '$3',
});

const Wide = styled('div', { gridColumn: '1 / -1' });

const MobileRow = styled('div', { display: 'grid', gridTemplateColumns: 'minmax(104px, 128px) 1fr', gap: '$2', alignItems: 'start' });

const CodeRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2',
  alignItems: 'end',
  '& > p': { gridColumn: '1 / -1' },
});

const TickRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  '& label': { display: 'inline-flex', alignItems: 'flex-start', gap: '$2', minHeight: '$touch', cursor: 'pointer', fontSize: '$sm', paddingTop: '$2' },
  '& input': { width: '18px', height: '18px', flexShrink: 0, accentColor: 'var(--colors-gold)' },
});

const TickError = styled('p', { fontSize: '$xs', fontWeight: '$semibold', color: '$dangerText' });
