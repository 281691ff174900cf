/** Layout pieces the money pages share: the page frame, a grid of figures, the wallet names. */
import { styled } from '../../../ui/theme';
import { readableCode } from '../../../ui/readableCode';

export { PageHead } from '../../../ui/PageHead';

export const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', padding: '$4', maxWidth: '1100px', width: '100%', margin: '0 auto', boxSizing: 'border-box' });

export const Figures = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' });

export const Filters = styled('div', { display: 'grid', gap: '$3', alignItems: 'end', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: 'minmax(180px, 240px) 1fr' } });

export const Card = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', padding: '$4', borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface1' });

export const Row = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', alignItems: 'center' });

/** A wallet's name in the reader's language when it is a known one, else the platform's name. */
export function walletLabel(t: (key: string, options?: { defaultValue: string }) => string, name: string): string {
  return t(`wallets.${name}`, { defaultValue: readableCode(name) });
}
