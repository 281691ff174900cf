import type { ComponentProps } from 'react';
import { shimmer } from './motion';
import { styled } from './theme';

const SkeletonRoot = styled('span', {
  display: 'block',
  backgroundColor: '$skeleton',
  backgroundImage: 'linear-gradient(90deg, $colors$skeleton 0%, $colors$skeletonShine 50%, $colors$skeleton 100%)',
  backgroundSize: '200% 100%',
  borderRadius: '$sm',
  '@motion': { animation: `${shimmer} 1.6s ease-in-out infinite` },
  variants: {
    shape: {
      text: { height: '0.9em', borderRadius: '$sm' },
      block: {},
      circle: { borderRadius: '$round' },
      tile: { aspectRatio: '1 / 1', borderRadius: '$lg', width: '100%' },
    },
    /**
     * Holds the place of content not asked for yet (a lobby section still far below the fold): no
     * shimmer, since nothing is loading, and a shimmer repaints its box every frame — 48 waiting
     * tiles kept the phone's main thread painting for as long as the home page stayed open.
     */
    still: { true: { '@motion': { animation: 'none' } } },
  },
  defaultVariants: { shape: 'block' },
});

/** A placeholder block for content that is still loading; hidden from assistive technology. */
export function Skeleton(props: ComponentProps<typeof SkeletonRoot>) {
  return <SkeletonRoot aria-hidden="true" {...props} />;
}
