/**
 * The Dialog, loaded the first time one opens: a dialog that is closed renders nothing, so the
 * shell's drawer and the launch dialog need none of its code on the first route.
 */

import { lazyChunk } from './loadChunk';
import type { DialogProps } from './Dialog';
import { SuspenseBoundary } from './SuspenseBoundary';

const Dialog = lazyChunk(() => import('./Dialog').then((module) => ({ default: module.Dialog })));

export function LazyDialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <SuspenseBoundary fallback={null}>
      <Dialog {...props} />
    </SuspenseBoundary>
  );
}
