/** The full-page frame shared by the pages that replace the whole site (maintenance, region, …). */
import type { ReactNode } from 'react';
import { styled } from '@ui/theme';

const Page = styled('main', {
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '$6 $4',
  background: '$pageBg',
  color: '$text',
});

const Card = styled('section', {
  width: '100%',
  maxWidth: '28rem',
  display: 'grid',
  gap: '$4',
  justifyItems: 'center',
  textAlign: 'center',
  padding: '$8 $6',
  borderRadius: '$lg',
  background: '$surface',
  boxShadow: '$card',
  border: '1px solid $border',
  '& h1': { fontSize: '$xl', margin: 0, color: '$text' },
  '& p': { margin: 0, color: '$textMuted', lineHeight: 1.5 },
});

const Emblem = styled('div', {
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: '$round',
  display: 'grid',
  placeItems: 'center',
  background: '$accentSoft',
  color: '$accent',
  '& svg': { width: '2.25rem', height: '2.25rem' },
});

export function StatusScreen(props: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  return (
    <Page data-testid={props.testId}>
      <Card aria-labelledby={`${props.testId}-title`}>
        <Emblem aria-hidden="true">{props.icon}</Emblem>
        <h1 id={`${props.testId}-title`}>{props.title}</h1>
        {props.children}
      </Card>
    </Page>
  );
}
