/**
 * The header's category menu chart as the desktop menu sees it: the categories with vendors, the
 * one open panel and its layout, and the intents (open, close, toggle, retry). Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { VendorLane } from '../../src/api';
import { HEADER_VENDORS_TAGS, vendorLayout, type HeaderVendorsEvent, type HeaderVendorsMachine, type VendorLayout } from './headerVendors.machine';
import { TAGS, type Send } from '../kit';

/** loading, failure, or the menu with a panel open or none. */
export type HeaderVendorsStatus = 'loading' | 'failed' | 'open' | 'closed';

/** A lane's category code. */
export const laneTypeOf = (lane: VendorLane): string => lane.gameCategory ?? lane.title ?? '';

export interface HeaderVendorsView {
  readonly status: HeaderVendorsStatus;
  readonly busy: boolean;
  readonly failed: boolean;
  /** The categories that have vendors, in the platform's order. */
  readonly lanes: readonly VendorLane[];
  /** The category whose panel is open, or null. */
  readonly openType: string | null;
  readonly openLane: VendorLane | null;
  /** The open panel's layout (SPEC.md §9: large above 10 vendors). */
  readonly openLayout: VendorLayout | null;
  open(gameType: string): void;
  close(): void;
  /** A category's button: opens its panel, or closes it when it is the open one. */
  toggle(gameType: string): void;
  retry(): void;
}

export function connectHeaderVendors(snapshot: SnapshotFrom<HeaderVendorsMachine>, send: Send<HeaderVendorsEvent>): HeaderVendorsView {
  const busy = snapshot.hasTag(TAGS.busy);
  const failed = snapshot.hasTag(TAGS.failed);
  const isOpen = snapshot.hasTag(HEADER_VENDORS_TAGS.open);
  const openType = isOpen ? snapshot.context.openType : null;
  const openLane = openType === null ? null : (snapshot.context.lanes.find((lane) => laneTypeOf(lane) === openType) ?? null);
  return {
    status: busy ? 'loading' : failed ? 'failed' : isOpen ? 'open' : 'closed',
    busy,
    failed,
    lanes: snapshot.hasTag(TAGS.ready) ? snapshot.context.lanes.filter((lane) => lane.cards.length > 0) : [],
    openType,
    openLane,
    openLayout: openLane ? vendorLayout(openLane.cards.length) : null,
    open: (gameType) => send({ type: 'OPEN', gameType }),
    close: () => send({ type: 'CLOSE' }),
    toggle: (gameType) => send(openType === gameType ? { type: 'CLOSE' } : { type: 'OPEN', gameType }),
    retry: () => send({ type: 'RETRY' }),
  };
}
