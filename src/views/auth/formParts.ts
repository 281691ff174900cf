/** Layout pieces the sign-in forms share (login, SMS login, new-IP check, password recovery). */
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
