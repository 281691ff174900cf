/**
 * The app's Suspense: shows `fallback` while a chunk's code or a namespace's texts load, and draws
 * the content in the same moment they arrive.
 *
 * Why not React's Suspense alone: when suspended content resolves, React commits it on a retry,
 * and a retry within 300 ms of a fallback is held back by a timer (its "throttled reveal"). Under
 * a paused test clock that timer never fires. i18next's `loaded` event used to rescue such views by
 * re-rendering every translated component on the page whenever any namespace arrived
 * (about 230 ms of blocking time on a member page). Instead, only the boundaries draw again when
 * texts or a chunk arrive: an ordinary update, which React commits at once. Content already shown
 * keeps its elements, so it is not rendered again.
 */
import { startTransition, Suspense, useContext, useLayoutEffect, useReducer, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { i18next } from '../i18n';
import { onChunkLoaded } from './loadChunk';
import { PageStillLoading } from './pageSettled';

export interface SuspenseBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  /**
   * 'inTransition': what arrives is drawn as a transition, in slices, for content that nothing
   * else waits on (the welcome popup): an ordinary update drew that dialog, committed it and ran
   * its effects in one task, the longest of a first visit's lobby (35-60 ms at desktop speed). Not
   * for pages: React draws pending transitions together, and a page's content would then wait for
   * whatever another transition still waits for.
   */
  reveal?: 'inTransition';
}

export function SuspenseBoundary({ fallback, children, reveal }: SuspenseBoundaryProps) {
  const [, drawAgain] = useReducer((draws: number) => draws + 1, 0);
  // the texts the views inside read: an I18nextProvider's when there is one, else the app's
  const texts = useContext(I18nContext)?.i18n ?? i18next;
  // listening from the commit that shows the fallback: texts or code arriving just after it count
  useLayoutEffect(() => {
    const arrived = reveal === 'inTransition' ? () => startTransition(drawAgain) : () => drawAgain();
    texts.on('loaded', arrived);
    const stopListening = onChunkLoaded(arrived);
    return () => {
      texts.off('loaded', arrived);
      stopListening();
    };
  }, [texts, reveal]);
  return (
    <Suspense
      fallback={
        <>
          <PageStillLoading />
          {fallback}
        </>
      }
    >
      {children}
    </Suspense>
  );
}
