/** The agent site's full-screen frame (login page, the centre's gate while it checks). */
import { styled } from '../../ui/theme';

export const Standalone = styled('div', {
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '$4',
  color: '$goldText',
});
