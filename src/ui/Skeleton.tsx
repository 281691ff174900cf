import type { ComponentProps } from 'react';
import { shimmer } from './motion';
import { styled } from './theme';

const SkeletonRoot = styled('span', {
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: '$skeleton',
  borderRadius: '$sm',
  // the sheen: a band the box's width, moved across it by the compositor (src/ui/motion.ts)
  '@motion': {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      backgroundImage: 'linear-gradient(90deg, transparent 0%, $colors$skeletonShine 50%, transparent 100%)',
      transform: 'translateX(-100%)',
      animation: `${shimmer} 1.6s ease-in-out infinite`,
    },
  },
  variants: {
    shape: {
      text: { height: '0.9em', borderRadius: '$sm' },
      block: {},
      circle: { borderRadius: '$round' },
      tile: { aspectRatio: '1 / 1', borderRadius: '$lg', width: '100%' },
    },
    /**
     * Holds the place of content not asked for yet (a lobby section still far below the fold): no
     * shimmer, since nothing is loading, and a shimmer animates for as long as it shows — 48 waiting
     * tiles kept the phone painting for as long as the home page stayed open.
     */
    still: { true: { '@motion': { '&::after': { content: 'none' } } } },
  },
  defaultVariants: { shape: 'block' },
});

/** A placeholder block for content that is still loading; hidden from assistive technology. */
export function Skeleton(props: ComponentProps<typeof SkeletonRoot>) {
  return <SkeletonRoot aria-hidden="true" {...props} />;
}
