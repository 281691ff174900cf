/** A page's heading and the line under it that says what the page is for (money and agent pages). */
import type { ReactNode } from 'react';
import { styled } from './theme';

const Head = styled('header', { display: 'flex', flexDirection: 'column', gap: '$1', '& h1': { fontSize: '$xl', margin: 0 }, '& p': { color: '$textMuted', margin: 0, fontSize: '$sm' } });

export function PageHead({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <Head>
      <h1>{title}</h1>
      <p>{intro}</p>
    </Head>
  );
}
