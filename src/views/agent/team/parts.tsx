/** Layout pieces the team pages share: the page frame, its heading, a grid of figures, a filter row. */
import { styled } from '../../../ui/theme';

export { PageHead } from '../../../ui/PageHead';

export const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', width: '100%', minWidth: 0, boxSizing: 'border-box' });

// wide enough for a team's millions in full (one column on a phone)
export const Figures = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))' });

export const Filters = styled('div', { display: 'grid', gap: '$3', alignItems: 'end', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } });
