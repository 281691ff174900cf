/**
 * The app's Suspense: shows `fallback` while a chunk's code or a namespace's texts load, and draws
 * the content in the same moment they arrive.
 *
 * Why not React's Suspense alone: when suspended content resolves, React commits it on a retry,
 * and a retry within 300 ms of a fallback is held back by a timer (its "throttled reveal"). Under
 * a paused test clock that timer never fires. i18next's `loaded` event used to rescue such views by
 * re-rendering every translated component on the page whenever any namespace arrived (issue 17:
 * about 230 ms of blocking time on a member page). Instead, only the boundaries draw again when
 * texts or a chunk arrive: an ordinary update, which React commits at once. Content already shown
 * keeps its elements, so it is not rendered again.
 */
import { Suspense, useLayoutEffect, useReducer, type ReactNode } from 'react';
import { i18next } from '../i18n';
import { onChunkLoaded } from './loadChunk';
import { PageStillLoading } from './pageSettled';

export interface SuspenseBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

export function SuspenseBoundary({ fallback, children }: SuspenseBoundaryProps) {
  const [, drawAgain] = useReducer((draws: number) => draws + 1, 0);
  // listening from the commit that shows the fallback: texts or code arriving just after it count
  useLayoutEffect(() => {
    const arrived = () => drawAgain();
    i18next.on('loaded', arrived);
    const stopListening = onChunkLoaded(arrived);
    return () => {
      i18next.off('loaded', arrived);
      stopListening();
    };
  }, []);
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
