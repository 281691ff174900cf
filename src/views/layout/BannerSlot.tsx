/**
 * Where the banner carousel goes (issue 6 fills it). Until then a styled, busy region with the
 * carousel's proportions, so the page does not jump when the real banners arrive.
 */
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

export function BannerSlot() {
  const { t } = useTranslation('layout');
  return (
    <Region role="region" aria-label={t('banner.label')} aria-busy="true">
      <Slide>
        <Copy>
          <Skeleton shape="text" css={{ width: '38%', height: '12px' }} />
          <Skeleton shape="text" css={{ width: '72%', height: '22px', '@md': { height: '30px' } }} />
          <Skeleton shape="text" css={{ width: '56%', height: '14px' }} />
          <Skeleton css={{ width: '112px', height: '36px', borderRadius: '$pill', marginTop: '$2' }} />
        </Copy>
        <Dots aria-hidden="true">
          <span data-active="true" />
          <span />
          <span />
        </Dots>
      </Slide>
      <VisuallyHidden>{t('banner.loading')}</VisuallyHidden>
    </Region>
  );
}

const Region = styled('div', {
  px: '$3',
  paddingTop: '$3',
  '@md': { px: '$5', paddingTop: '$5' },
});

const Slide = styled('div', {
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '2.4 / 1',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface2',
  backgroundImage:
    'radial-gradient(120% 140% at 100% 0%, rgba(244, 192, 78, 0.22) 0%, transparent 55%), radial-gradient(90% 120% at 0% 100%, rgba(39, 199, 127, 0.16) 0%, transparent 60%)',
  '@md': { aspectRatio: '3.2 / 1', borderRadius: '$xl' },
  '@lg': { aspectRatio: '3.6 / 1', maxHeight: '320px', width: '100%' },
});

const Copy = styled('div', {
  position: 'absolute',
  left: '6%',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '58%',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '@md': { gap: '$3', width: '46%' },
});

const Dots = styled('div', {
  position: 'absolute',
  bottom: '10px',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: '6px',
  '& span': { display: 'block', size: '6px', borderRadius: '$pill', backgroundColor: '$borderStrong' },
  '& span[data-active="true"]': { width: '18px', backgroundColor: '$gold' },
});
