/** Layout pieces the team pages share: the page frame, its heading, a grid of figures, a filter row. */
import { styled } from '../../../ui/theme';

export { PageHead } from '../../../ui/PageHead';

export const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', width: '100%', minWidth: 0, boxSizing: 'border-box' });

// wide enough for a team's millions in full (one column on a phone)
export const Figures = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))' });

/**
 * A page's filters: one under the other on a phone; wider, side by side at the width each needs
 * (a select as wide as its longest choice, the search taking what is left), wrapping to a further
 * row rather than squeeze a choice until its words are cut ('Fecha de reg', 'Mayor o más' in
 * equal tracks at 1280 px).
 */
export const Filters = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  alignItems: 'flex-end',
  '& > *': { flex: '1 1 100%', minWidth: 0 },
  '@md': { '& > *': { flex: '0 1 auto' }, '& > :first-child': { flex: '1 1 240px' } },
});
