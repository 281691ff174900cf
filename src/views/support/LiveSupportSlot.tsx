/**
 * Where the first route's views (side menu, status pages, agent shell) put a live-support button:
 * the caller draws the button (its own look) from the props it is handed; the chart, the
 * decryption and the panel arrive in a lazy chunk (./LiveSupport), so none of it weighs on the
 * first page. Until the chunk is there the button shows as loading (disabled).
 */
import { type ReactNode } from 'react';
import { lazyChunk } from '../../ui/loadChunk';
import type { SupportButtonProps } from './supportTypes';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

const LiveSupport = lazyChunk(() => import('./LiveSupport'));
const CustomerServiceList = lazyChunk(() => import('./LiveSupport').then((module) => ({ default: module.CustomerServiceList })));

const LOADING: SupportButtonProps = { status: 'loading', disabled: true, busy: true, onClick: () => undefined, failureKey: null };

export interface LiveSupportSlotProps {
  /** Names the flow: one per place on screen. */
  readonly place: string;
  readonly children: (props: SupportButtonProps) => ReactNode;
}

export function LiveSupportSlot({ place, children }: LiveSupportSlotProps) {
  return (
    <SuspenseBoundary fallback={children(LOADING)}>
      <LiveSupport place={place}>{children}</LiveSupport>
    </SuspenseBoundary>
  );
}

/** Every customer-service entry with its own open button (the /support page, the agent centre's page). */
export function CustomerServiceSlot({ place }: { readonly place: string }) {
  return (
    <SuspenseBoundary fallback={null}>
      <CustomerServiceList place={place} />
    </SuspenseBoundary>
  );
}
