/**
 * keen-slider for the banner carousel (SPEC.md §2, §9: autoplay every 5000 ms, 1000 ms slides),
 * in its own chunk: the first banner is painted statically by BannerSlot and this module is
 * fetched only when the first slide change is due or the visitor reaches for the carousel, so
 * it is not part of the first route's JavaScript.
 */
import KeenSlider, { type KeenSliderInstance, type KeenSliderPlugin } from 'keen-slider';
// with the slider, not in the entry: the static first slide is laid out by BannerSlot's Frame
import 'keen-slider/keen-slider.min.css';
import { hasAttention } from '../../ui/attention';
import { BANNER_AUTOPLAY_MS } from './bannerTiming';

export const BANNER_SPEED_MS = 1000;

/** Moves to the next slide every BANNER_AUTOPLAY_MS, paused while hovered or focused. */
const autoplay: KeenSliderPlugin = (slider) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  const clear = () => clearTimeout(timer);
  const next = () => {
    clear();
    if (paused) return;
    timer = setTimeout(() => slider.next(), BANNER_AUTOPLAY_MS);
  };
  slider.on('created', () => {
    const pause = () => {
      paused = true;
      clear();
    };
    const resume = () => {
      paused = false;
      next();
    };
    slider.container.addEventListener('mouseover', pause);
    slider.container.addEventListener('mouseout', resume);
    slider.container.addEventListener('focusin', pause);
    slider.container.addEventListener('focusout', resume);
    // hovered or focused when the slider arrives (it is loaded on that interaction): stay paused
    if (hasAttention(slider.container)) paused = true;
    next();
  });
  slider.on('dragStarted', clear);
  slider.on('animationEnded', next);
  slider.on('updated', next);
  slider.on('destroyed', clear);
};

/**
 * How long a slide change takes: none for a reader who asks for reduced motion. keen-slider moves
 * its track from script, frame by frame, so the theme's reduced-motion rule (CSS animations and
 * transitions only) does not reach it.
 */
function slideDurationMs(): number {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : BANNER_SPEED_MS;
}

export function createBannerSlider(container: HTMLElement, options: { loop: boolean; onChange: (index: number) => void }): KeenSliderInstance {
  return new KeenSlider(
    container,
    {
      loop: options.loop,
      defaultAnimation: { duration: slideDurationMs() },
      slideChanged: (instance) => options.onChange(instance.track.details.rel),
    },
    [autoplay],
  );
}
