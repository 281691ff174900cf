import { styled } from './theme';

/** Present for screen readers, invisible on screen. */
export const VisuallyHidden = styled('span', {
  position: 'absolute !important',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
