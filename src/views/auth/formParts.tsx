/**
 * Pieces the sign-in forms and popups share (login, SMS login, new-IP check, password change and
 * recovery, register): layout, the form's header with the failure above the fields, the failure's
 * text, and the switch between the login and register popups.
 */
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/Button';
import { styled } from '../../ui/theme';

export const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$3', '& h3': { fontSize: '$lg' } });

export const PhoneRow = styled('div', { display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: '$2', alignItems: 'start' });

/** A code field with its send button beside it, level with the input even when an error shows under it. */
export const CodeRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2',
  alignItems: 'start',
  // the field's label line above the input
  '& > button': { minHeight: '48px', marginTop: '25px' },
});

/** The captcha image as a button: a press asks for a fresh image (login and register forms). */
export const CaptchaButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  width: '120px',
  minHeight: '48px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface2',
  fontSize: '$xs',
  color: '$textMuted',
  textAlign: 'center',
  padding: '$1',
  '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.85 },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
  '& img': { display: 'block', borderRadius: '$sm' },
});

export const Alert = styled('p', {
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: 'rgba(212, 47, 65, 0.12)',
  color: '$dangerText',
  fontSize: '$sm',
  border: '1px solid $danger',
});

export const Intro = styled('p', { color: '$textMuted', fontSize: '$sm' });
export const Actions = styled('div', { display: 'flex', justifyContent: 'flex-end', gap: '$2', flexWrap: 'wrap' });

/** A form's field error as text in the active language (the schemas' messages are auth keys). */
export function fieldErrorText<TName extends string>(
  errors: Partial<Record<TName, { message?: string | undefined } | undefined>>,
  t: (key: string) => string,
): (name: TName) => string | undefined {
  return (name) => {
    const key = errors[name]?.message;
    return key ? t(key) : undefined;
  };
}

/** A chart's last failure as text: the server's own message, else its `errors:` key translated. */
export function useFailureText(errorKey: string | null, errorText: string | null): string | null {
  const { t } = useTranslation('errors');
  return errorText ?? (errorKey ? t(errorKey.replace(/^errors:/, '')) : null);
}

/** The top of a sign-in form: its title and intro when it has them, then the failure above the fields. */
export function FormHeader({ title, intro, error, errorTestId }: { title?: string; intro?: string | null; error: string | null; errorTestId: string }) {
  return (
    <>
      {title ? <h3>{title}</h3> : null}
      {intro ? <Intro>{intro}</Intro> : null}
      {error ? (
        <Alert role="alert" data-testid={errorTestId}>
          {error}
        </Alert>
      ) : null}
    </>
  );
}

/** The line under the login and register popups that switches to the other one. */
export function PopupSwitch({ question, link, href }: { question: string; link: string; href: string }) {
  return (
    <SwitchLine>
      <span>{question}</span>
      <LinkButton href={href} variant="ghost" size="sm">
        {link}
      </LinkButton>
    </SwitchLine>
  );
}

const SwitchLine = styled('p', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  marginTop: '$3',
  fontSize: '$sm',
  color: '$textMuted',
});
