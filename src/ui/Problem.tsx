import { styled } from './theme';

/**
 * The failure box of a page or section: a centred message with its action (usually a retry
 * button) underneath. Callers give it `role="alert"` and a `data-testid`. `Notice` (Notice.tsx)
 * builds on it with tones, a title and a ready-made retry button.
 */
export const Problem = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  padding: '$5',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  textAlign: 'center',
});
