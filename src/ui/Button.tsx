import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'wouter';
import { css, styled } from './theme';
import { Spinner } from './Spinner';

/** Shared by <Button>, <LinkButton> and anything that must look like a button. */
export const buttonStyles = css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  flexShrink: 0,
  minHeight: '$touch',
  px: '$4',
  borderRadius: '$md',
  fontFamily: '$body',
  fontSize: '$sm',
  fontWeight: '$bold',
  lineHeight: 1,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  border: '1px solid transparent',
  transition: 'background-color $fast, border-color $fast, box-shadow $fast, transform $fast, filter $fast',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  '& svg': { flexShrink: 0 },

  variants: {
    variant: {
      primary: {
        color: '$onGold',
        backgroundColor: '$gold',
        backgroundImage: 'linear-gradient(180deg, #ffdc7a 0%, #f3b52c 55%, #dd9a17 100%)',
        borderColor: 'rgba(255, 226, 140, 0.7)',
        boxShadow: '$gold',
        '@hover': { '&:hover:not(:disabled)': { filter: 'brightness(1.06) saturate(1.05)' } },
      },
      secondary: {
        color: '$text',
        backgroundColor: '$surface3',
        borderColor: '$borderStrong',
        '@hover': { '&:hover:not(:disabled)': { backgroundColor: '$surfaceHover' } },
      },
      outline: {
        color: '$goldText',
        backgroundColor: 'transparent',
        borderColor: '$gold',
        '@hover': { '&:hover:not(:disabled)': { backgroundColor: '$goldSoft' } },
      },
      success: {
        color: '$onGreen',
        backgroundColor: '$green',
        '@hover': { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
      },
      ghost: {
        color: '$text',
        backgroundColor: 'transparent',
        '@hover': { '&:hover:not(:disabled)': { backgroundColor: '$surface3' } },
      },
      danger: {
        color: '$onDanger',
        backgroundColor: '$danger',
        '@hover': { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
      },
    },
    size: {
      sm: { minHeight: '36px', px: '$3', fontSize: '$xs', borderRadius: '$sm' },
      md: {},
      lg: { minHeight: '52px', px: '$6', fontSize: '$md', borderRadius: '$lg' },
    },
    block: { true: { display: 'flex', width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

const ButtonRoot = styled('button', buttonStyles);

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'success' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<typeof ButtonRoot> {
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /**
   * Takes only the first click of a quick series (event.detail 1, or 0 from the keyboard), even
   * when this button took the earlier clicks. For a button that stays where it is and starts
   * something each time (claim, apply, delete).
   */
  ignoreRepeatClicks?: boolean;
}

/**
 * Every button ignores the later clicks of a series it did not see begin as the button it now is.
 * A double click counts its clicks wherever they land, so when a submit's answer comes within a
 * double click, the second click lands on whatever replaced the submit ("another transfer",
 * "close", a form's next step) and would act at once. React often reuses the same element for
 * the replacement, so "the button it now is" means its kind and label: a button takes click n > 1
 * only if it took click n − 1 looking the same (a "+" keeps its label and takes them all).
 */
function useClickSeriesGuard(looks: string, ignoreRepeatClicks: boolean, onClick: ButtonProps['onClick']): NonNullable<ButtonProps['onClick']> {
  const lastTaken = useRef<{ detail: number; looks: string } | null>(null);
  return (event) => {
    const { detail } = event;
    const continuesOwnSeries = lastTaken.current?.detail === detail - 1 && lastTaken.current.looks === looks;
    if (detail > 1 && (ignoreRepeatClicks || !continuesOwnSeries)) {
      // a submit button's default action (sending its form) is a click too
      event.preventDefault();
      return;
    }
    lastTaken.current = { detail, looks };
    onClick?.(event);
  };
}

/** The text a label shows (elements such as icons count for nothing). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return Array.isArray(node) ? node.map(textOf).join('') : '';
}

export function Button({ loading = false, icon, children, disabled, type = 'button', ignoreRepeatClicks = false, onClick, ...rest }: ButtonProps) {
  const click = useClickSeriesGuard(`${type}|${rest['aria-label'] ?? ''}|${textOf(children)}`, ignoreRepeatClicks, onClick);
  return (
    <ButtonRoot type={type} disabled={disabled || loading} aria-busy={loading || undefined} onClick={click} {...rest}>
      {loading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </ButtonRoot>
  );
}

export interface LinkButtonProps extends Omit<ComponentProps<'a'>, 'href'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  icon?: ReactNode;
}

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function LinkButton({ href, variant = 'primary', size = 'md', block, icon, className, children, ...rest }: LinkButtonProps) {
  const classes = [buttonStyles({ variant, size, block }).className, className].filter(Boolean).join(' ');
  return (
    <Link href={href} className={classes} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
