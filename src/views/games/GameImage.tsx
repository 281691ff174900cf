/** A lazily loaded game or vendor image: one retry on error (SPEC.md §9), then a fallback mark. */
import { useState } from 'react';
import { DiceIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { usePlatformPicture } from './usePlatformPicture';

/**
 * `fit="contain"` for a vendor's logo: its art is the vendor's name, drawn at its own 2:1 shape,
 * and a box of another shape must never crop it ("OTUS" for LOTUS); a game's picture fills its
 * tile (`cover`, the default).
 */
export function GameImage({ src, alt = '', fit = 'cover' }: { src: string | null | undefined; alt?: string; fit?: 'cover' | 'contain' }) {
  const url = usePlatformPicture()(src);
  const [attempt, setAttempt] = useState(0);
  if (!url || attempt > 1) {
    return (
      <Fallback data-testid="image-fallback" role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <DiceIcon size={28} />
      </Fallback>
    );
  }
  const source = attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=1`;
  return <Img key={source} src={source} alt={alt} loading="lazy" decoding="async" fit={fit} data-fit={fit} onError={() => setAttempt((n) => n + 1)} />;
}

const Img = styled('img', {
  display: 'block',
  width: '100%',
  height: '100%',
  variants: { fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } } },
  defaultVariants: { fit: 'cover' },
});

const Fallback = styled('span', {
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  backgroundColor: '$surface3',
  color: '$textMuted',
});
