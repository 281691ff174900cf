/**
 * The banner carousel (SPEC.md §2, §9: keen-slider, autoplay every 5000 ms, 1000 ms slides) with
 * the notices chart's banners. While they load, a styled busy region with the carousel's
 * proportions keeps the page from jumping; with none, the region says so; a failure offers a retry.
 */
import type { KeenSliderInstance } from 'keen-slider';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Banner } from '@api/index';
import { usePermissionInfo } from '../../app/system';
import { hasAttention } from '../../ui/attention';
import { loadChunk } from '../../ui/loadChunk';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { PROMO_PICTURE_ASPECT, styled } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { categoryHref } from '../games/gameRoutes';
import { Button } from '../../ui/Button';
import { noteBannerDrawn } from '../../boot/lastBanner';
import { bannerImageUrl } from './bannerImage';
import { useNotices } from './useNotices';
import { BANNER_AUTOPLAY_MS } from './bannerTiming';

const loadSlider = () => loadChunk(() => import('./bannerSlider'));

export function BannerSlot() {
  const { t } = useTranslation(['layout', 'games']);
  const { status, banners, failed, failureKey, retry } = useNotices();
  if (failed) {
    return (
      <Region role="region" aria-label={t('banner.label')} data-testid="banner-slot" data-state={status}>
        <Slide>
          <Failed role="alert" title={failureKey ? t(failureKey) : undefined}>
            <span>
              {t('games:banner.failed')}
              {failureKey ? <VisuallyHidden>{`: ${t(failureKey)}`}</VisuallyHidden> : null}
            </span>
            <Button size="sm" variant="secondary" onClick={retry}>
              {t('games:retry')}
            </Button>
          </Failed>
        </Slide>
      </Region>
    );
  }
  if (banners === null) {
    return (
      <Region role="region" aria-label={t('banner.label')} aria-busy="true" data-testid="banner-slot" data-state={status}>
        <Slide>
          <Copy>
            <Skeleton shape="text" css={{ width: '38%', height: '12px' }} />
            <Skeleton shape="text" css={{ width: '72%', height: '22px', '@md': { height: '30px' } }} />
            <Skeleton shape="text" css={{ width: '56%', height: '14px' }} />
            <Skeleton css={{ width: '112px', height: '36px', borderRadius: '$pill', marginTop: '$2' }} />
          </Copy>
        </Slide>
        <VisuallyHidden>{t('banner.loading')}</VisuallyHidden>
      </Region>
    );
  }
  return (
    <Region role="region" aria-label={t('banner.label')} data-testid="banner-slot" data-state={status}>
      <Carousel banners={banners} />
    </Region>
  );
}

function bannerHref(banner: Banner): string | null {
  switch (banner.linkageType) {
    case 'CATEGORY':
      return banner.linkageValue ? categoryHref(banner.linkageValue) : null;
    case 'PROMOTION':
      return '/promotions';
    case 'URL':
      return banner.linkageValue && /^https?:\/\//.test(banner.linkageValue) ? banner.linkageValue : null;
    default:
      return null;
  }
}

function Carousel({ banners }: { banners: readonly Banner[] }) {
  const { t, i18n } = useTranslation('games');
  const info = usePermissionInfo();
  const [current, setCurrent] = useState(0);
  /** The first picture is in (or failed): the other slides' pictures may load now. */
  const [firstSettled, setFirstSettled] = useState(false);
  /**
   * The slides whose picture may load: the first at once; once it is in, the slide shown and its
   * two neighbours (where autoplay, an arrow or a swipe goes next), and every slide reached since.
   * The other pictures wait for the carousel to come near them: on a phone's first load of / the
   * five hidden slides' pictures arrived together while the lobby was still being built.
   */
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = banners.length;
  if (firstSettled && count > 0) {
    // adjusted while drawing (React draws again at once, before the commit), not in an effect
    const near = [current, (current + 1) % count, (current - 1 + count) % count];
    if (near.some((index) => !reached.has(index))) setReached(new Set([...reached, ...near]));
  }
  const containerRef = useRef<HTMLDivElement>(null);
  const slider = useRef<Promise<KeenSliderInstance | null> | null>(null);
  const loop = banners.length > 1;

  /**
   * The first banner is painted without keen-slider; the slider is loaded (once) when the first
   * slide change is due or on the first touch, hover, focus or arrow/dot press, then drives the
   * same slides. Returns null when the carousel has gone meanwhile.
   */
  const ensureSlider = useCallback(() => {
    const loading = (slider.current ??= loadSlider().then(
      ({ createBannerSlider }) => {
        const container = containerRef.current;
        return container ? createBannerSlider(container, { loop, onChange: setCurrent }) : null;
      },
      () => {
        // the slider's code did not arrive (offline): the first banner stays, static, and the next
        // touch, hover or arrow asks for it again
        if (slider.current === loading) slider.current = null;
        return null;
      },
    ));
    return loading;
  }, [loop]);

  useEffect(() => {
    if (banners.length < 2) return undefined;
    // nothing moves before the first autoplay tick: load then and move on at once
    const timer = setTimeout(() => {
      const alreadyLoading = slider.current !== null;
      void ensureSlider().then((instance) => {
        if (!alreadyLoading && instance && !(containerRef.current && hasAttention(containerRef.current))) instance.next();
      });
    }, BANNER_AUTOPLAY_MS);
    return () => {
      clearTimeout(timer);
      const pending = slider.current;
      slider.current = null;
      void pending?.then((instance) => instance?.destroy());
    };
  }, [banners, ensureSlider]);

  const withSlider = (action: (instance: KeenSliderInstance) => void) => () => {
    void ensureSlider().then((instance) => {
      if (instance) action(instance);
    });
  };

  if (banners.length === 0) {
    return (
      <Slide>
        <Empty>{t('banner.none')}</Empty>
      </Slide>
    );
  }
  return (
    <Frame onPointerEnter={() => void ensureSlider()} onFocus={() => void ensureSlider()} onTouchStart={() => void ensureSlider()}>
      <div ref={containerRef} className="keen-slider" data-testid="banner-carousel" aria-roledescription="carousel">
        {banners.map((banner, index) => {
          const href = bannerHref(banner);
          // the first banner is what a reader sees first (often the page's largest paint): fetched
          // first and alone; the others, outside the frame until the slider moves, get their
          // picture once it is in and the carousel is next to them (`reached`), so the hidden
          // pictures do not share a phone's bandwidth and main thread with it and the page's code.
          // (Not loading=lazy: how far off screen that still loads depends on the browser's view
          // of the network, and on a CI machine the next two loaded at once.)
          const image = (
            <BannerImage
              src={reached.has(index) ? bannerImageUrl(banner, i18n.language, info?.imageCDNs) : undefined}
              alt={banner.title ?? ''}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? undefined : 'async'}
              onLoad={
                index === 0
                  ? (event) => {
                      setFirstSettled(true);
                      // where it was drawn, for the next load's splash (src/boot/lastBanner.ts)
                      noteBannerDrawn(event.currentTarget, i18n.language);
                    }
                  : undefined
              }
              onError={index === 0 ? () => setFirstSettled(true) : undefined}
            />
          );
          return (
            <Slide
              key={banner.id ?? index}
              className="keen-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { index: index + 1, count: banners.length })}
              data-testid="banner-slide"
            >
              {href === null ? image : href.startsWith('/') ? <Link href={href}>{image}</Link> : <a href={href} target="_blank" rel="noopener noreferrer">{image}</a>}
            </Slide>
          );
        })}
      </div>
      {banners.length > 1 ? (
        <>
          <Arrow type="button" side="left" aria-label={t('banner.previous')} onClick={withSlider((instance) => instance.prev())}>
            <ChevronLeftIcon size={18} />
          </Arrow>
          <Arrow type="button" side="right" aria-label={t('banner.next')} onClick={withSlider((instance) => instance.next())}>
            <ChevronRightIcon size={18} />
          </Arrow>
          <Dots>
            {banners.map((banner, index) => (
              <Dot
                key={banner.id ?? index}
                type="button"
                aria-label={t('banner.slide', { index: index + 1, count: banners.length })}
                aria-current={index === current ? 'true' : undefined}
                onClick={withSlider((instance) => instance.moveToIdx(index))}
              />
            ))}
          </Dots>
        </>
      ) : null}
    </Frame>
  );
}

/**
 * The static first slide's layout, as keen-slider's stylesheet lays out its slider (that
 * stylesheet comes with the slider's chunk, src/views/layout/bannerSlider.ts): a row that clips,
 * and until keen-slider sizes the slides, each takes the whole row so the first one shows alone.
 * Nothing in the entry is a stylesheet file, so nothing holds the first paint for one more round
 * trip (Lighthouse's "render-blocking resources", ≈150 ms on a phone's first and largest paints).
 */
const Frame = styled('div', {
  position: 'relative',
  '& .keen-slider': {
    display: 'flex',
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    alignContent: 'flex-start',
    touchAction: 'pan-y',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    WebkitTouchCallout: 'none',
  },
  '& .keen-slider__slide': { flex: '0 0 100%', position: 'relative', width: '100%', minHeight: '100%', overflow: 'hidden' },
});

// the banners' copy sits on the left: keep it when a narrow slide crops the picture
const BannerImage = styled('img', { display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'left center' });

const Empty = styled('p', { display: 'grid', placeItems: 'center', height: '100%', margin: 0, color: '$textMuted' });

const Failed = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$3',
  height: '100%',
  padding: '$3',
  color: '$textMuted',
  textAlign: 'center',
});

const Arrow = styled('button', {
  all: 'unset',
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  size: '36px',
  display: 'none',
  placeItems: 'center',
  borderRadius: '$round',
  backgroundColor: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '@md': { display: 'grid' },
  variants: { side: { left: { left: '10px' }, right: { right: '10px' } } },
});

const Dots = styled('div', {
  position: 'absolute',
  bottom: '0',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
});

// WCAG 2.2 target size: each dot is a 24 px square to press, the visible mark drawn inside it.
const Dot = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  '&::before': { content: '""', display: 'block', size: '6px', borderRadius: '$pill', backgroundColor: 'rgba(255,255,255,0.55)' },
  '&[aria-current="true"]::before': { width: '18px', backgroundColor: '$gold' },
  '&:focus-visible': { outline: '2px solid $focus' },
});

const Region = styled('div', {
  px: '$3',
  paddingTop: '$3',
  '@md': { px: '$5', paddingTop: '$5' },
});

const Slide = styled('div', {
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: PROMO_PICTURE_ASPECT,
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
