/**
 * A labelled form control with optional hint and error text. The control gets the id the label
 * points at, `aria-describedby` naming the hint and the error, and `aria-invalid` when in error,
 * so a screen reader reads label, value, hint and error together.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from './theme';
import { ChevronDownIcon, EyeIcon, EyeOffIcon, InfoIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; when present the control is marked invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Keeps the label for assistive technology but hides it on screen. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, hint, error, required, hideLabel, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot className={className}>
      <Label htmlFor={controlId} visuallyHidden={hideLabel === true}>
        {label}
        {required ? (
          <RequiredMark aria-hidden="true">*</RequiredMark>
        ) : null}
      </Label>
      {children({
        id: controlId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          <InfoIcon size={14} />
          {error}
        </ErrorText>
      ) : null}
    </FieldRoot>
  );
}

const FieldRoot = styled('div', { display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 });

const Label = styled('label', {
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$text',
  variants: {
    visuallyHidden: {
      true: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
});

const RequiredMark = styled('span', { color: '$dangerText', marginLeft: '2px' });

const Hint = styled('p', { fontSize: '$xs', color: '$textMuted' });

const ErrorText = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  fontSize: '$xs',
  fontWeight: '$semibold',
  color: '$dangerText',
});

/** A form control's box (text inputs, the date range's inputs, text areas): one look and one focus ring. */
export const controlBase = {
  width: '100%',
  minHeight: '$touch',
  px: '$3',
  borderRadius: '$md',
  border: '1px solid $controlBorder',
  backgroundColor: '$surface2',
  color: '$text',
  fontSize: '$md',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$textSubtle' },
  '@hover': { '&:hover:not(:disabled)': { borderColor: '$textMuted' } },
  '&:focus-visible': { outline: 'none', borderColor: '$focus', boxShadow: '0 0 0 3px $colors$focus' },
  '&[aria-invalid="true"]': { borderColor: '$dangerText' },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
} as const;

const Input = styled('input', controlBase);

/** A multi-line text control for a Field's render prop (feedback, a promotion's comment). */
export const TextArea = styled('textarea', controlBase, {
  boxSizing: 'border-box',
  padding: '$2 $3',
  resize: 'vertical',
});

export interface TextInputProps extends Omit<ComponentProps<typeof Input>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  id?: string;
}

/**
 * A labelled input. A password input comes with its show-password toggle (ASVS 2.1.12: people can
 * check what they typed): every password field of the app is this one, so each has it.
 */
export function TextInput({ label, hint, error, hideLabel, id, required, type = 'text', ...rest }: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} id={id} required={required}>
      {(control) => (type === 'password' ? <PasswordInput required={required} {...control} {...rest} /> : <Input type={type} required={required} {...control} {...rest} />)}
    </Field>
  );
}

/**
 * A password input and the button that shows or hides it: a real button (`type="button"`, so it
 * never submits the form), reached by Tab after the input, named by its text (not aria-label, so
 * the input keeps its label alone) and saying by `aria-pressed` whether the password shows.
 */
function PasswordInput({ disabled, ...rest }: Omit<ComponentProps<typeof Input>, 'type'>) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  const Glyph = shown ? EyeOffIcon : EyeIcon;
  return (
    <PasswordWrap>
      <Input {...rest} disabled={disabled} type={shown ? 'text' : 'password'} />
      <RevealButton type="button" aria-pressed={shown} aria-controls={rest.id} disabled={disabled} title={t('actions.showPassword')} onClick={() => setShown((now) => !now)}>
        <Glyph size={18} />
        <VisuallyHidden>{t('actions.showPassword')}</VisuallyHidden>
      </RevealButton>
    </PasswordWrap>
  );
}

const PasswordWrap = styled('div', {
  position: 'relative',
  display: 'flex',
  // the text never runs under the button
  '& > input': { paddingRight: '$sizes$touch' },
});

const RevealButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  width: '$touch',
  display: 'grid',
  placeItems: 'center',
  color: '$textMuted',
  cursor: 'pointer',
  borderRadius: '$md',
  '@hover': { '&:hover:not(:disabled)': { color: '$text' } },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
  '&[aria-pressed="true"]': { color: '$text' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

/** The payment password's length (SPEC.md: six digits). */
export const PIN_LENGTH = 6;

export interface PinFieldProps extends Omit<TextInputProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'> {
  /** A new PIN being set (the browser may offer to save it) or one typed to approve a payment. */
  purpose: 'new' | 'approve';
}

/**
 * The payment password: six digits, hidden, the numeric keypad on a phone; never offered for
 * autofill when it approves a payment.
 */
export function PinField({ purpose, ...rest }: PinFieldProps) {
  return <TextInput type="password" inputMode="numeric" maxLength={PIN_LENGTH} autoComplete={purpose === 'new' ? 'new-password' : 'off'} required {...rest} />;
}

/**
 * A closed select: the native select is the control (labelled, focused, driven by the keyboard,
 * opening the phone's own picker), laid transparent over a face that shows the chosen option's
 * whole text. A native select draws its value on one line and cuts what does not fit ("Tarjeta
 * bancaria · BBVA **** 5678 · Juan Perez" in a phone's 274 px row); the face wraps it instead, and
 * the box grows a line. Both sit in the same grid cell, so the box is as tall as the face and as
 * wide as the select would be (as wide as its longest option where the box's width is its content's,
 * a bar's compact select). The face is hidden from assistive technology: the select says its value.
 */
const SelectBox = styled('div', {
  // the text's start and end (the chevron's room): a compact select sets its own
  '--select-start': '12px',
  '--select-end': '40px',
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  fontSize: '$md',
  '& > svg': {
    position: 'absolute',
    right: '12px',
    top: '50%',
    transform: 'translateY(-50%)',
    pointerEvents: 'none',
    color: '$textMuted',
  },
});

const selectInner = {
  gridArea: '1 / 1',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: '$touch',
  margin: 0,
  paddingLeft: 'var(--select-start)',
  paddingRight: 'var(--select-end)',
  border: '1px solid transparent',
  borderRadius: '$md',
  fontSize: 'inherit',
} as const;

const SelectControl = styled('select', {
  ...selectInner,
  appearance: 'none',
  opacity: 0,
  zIndex: 1,
  color: '$text',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed' },
  '& option': { backgroundColor: '$surface1', color: '$text' },
});

const SelectFace = styled('span', {
  ...selectInner,
  display: 'flex',
  alignItems: 'center',
  paddingTop: '$2',
  paddingBottom: '$2',
  borderColor: '$controlBorder',
  backgroundColor: '$surface2',
  color: '$text',
  overflowWrap: 'anywhere',
  transition: 'border-color $fast, box-shadow $fast',
  [`${SelectControl}:focus-visible + &`]: { borderColor: '$focus', boxShadow: '0 0 0 3px $colors$focus' },
  [`${SelectControl}[aria-invalid="true"] + &`]: { borderColor: '$dangerText' },
  // dimmed by its colour, not by opacity: the face is text a reader still reads (WCAG contrast)
  [`${SelectControl}:disabled + &`]: { color: '$textMuted' },
  '@hover': { [`${SelectControl}:hover:not(:disabled):not(:focus-visible) + &`]: { borderColor: '$textMuted' } },
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<typeof SelectControl>, 'id' | 'children' | 'css'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  id?: string;
  /** Text of an empty first option. */
  placeholder?: string;
  /** The box's style (its width, font size, `--select-start` and `--select-end`). */
  css?: ComponentProps<typeof SelectBox>['css'];
}

/** The text of the option a select has chosen ('' with none). */
const chosenText = (select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '';

export function Select({ label, options, hint, error, hideLabel, id, required, placeholder, css, className, ref, onChange, ...rest }: SelectProps) {
  const own = useRef<HTMLSelectElement | null>(null);
  // the face reads the select itself, so a value set by a form library (through the ref) shows too;
  // the layout effect reads it before the first paint, so the face starts empty
  const [shown, setShown] = useState('');
  const read = () => {
    if (own.current) setShown(chosenText(own.current));
  };
  // after every render: a new value, new options or another language
  useLayoutEffect(read);
  // one function while `ref` stays the same: a new one each render would be detached and attached
  // again each render (the caller's ref called with null, then the select)
  const attach = useCallback(
    (select: HTMLSelectElement | null) => {
      own.current = select;
      if (typeof ref === 'function') ref(select);
      else if (ref) ref.current = select;
    },
    [ref],
  );
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} id={id} required={required}>
      {(control) => (
        <SelectBox css={css} className={className}>
          <SelectControl
            ref={attach}
            required={required}
            {...control}
            {...rest}
            onChange={(event) => {
              onChange?.(event);
              read();
            }}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </SelectControl>
          <SelectFace aria-hidden="true" data-select-face="">
            {shown}
          </SelectFace>
          <ChevronDownIcon size={18} />
        </SelectBox>
      )}
    </Field>
  );
}
