import type { ComponentProps, ReactNode } from 'react';
import { styled } from './theme';

const IconButtonRoot = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '$touch',
  borderRadius: '$md',
  color: '$text',
  cursor: 'pointer',
  position: 'relative',
  transition: 'background-color $fast, color $fast',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  // a button that waits (a throttle) stays focusable and announced, and looks like it waits
  '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'wait' },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        '@hover': { '&:hover:not(:disabled)': { backgroundColor: '$surface3' } },
      },
      solid: {
        backgroundColor: '$surface3',
        border: '1px solid $border',
        '@hover': { '&:hover:not(:disabled)': { backgroundColor: '$surfaceHover' } },
      },
    },
    size: {
      sm: { size: '36px', borderRadius: '$sm' },
      md: {},
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export interface IconButtonProps extends Omit<ComponentProps<typeof IconButtonRoot>, 'aria-label' | 'children'> {
  /** The accessible name; required because the button shows only an icon. */
  label: string;
  children: ReactNode;
}

export function IconButton({ label, children, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <IconButtonRoot type={type} aria-label={label} title={title ?? label} {...rest}>
      {children}
    </IconButtonRoot>
  );
}
