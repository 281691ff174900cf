/**
 * The Dialog, loaded the first time one opens: a dialog that is closed renders nothing, so the
 * shell's drawer and the launch dialog need none of its code on the first route.
 */
import { Suspense } from 'react';
import { lazyChunk } from './loadChunk';
import type { DialogProps } from './Dialog';

const Dialog = lazyChunk(() => import('./Dialog').then((module) => ({ default: module.Dialog })));

export function LazyDialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
