/** The register centre's affiliate links as their view sees them. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { AffiliateLink, NewAffiliateLink } from '../../src/api';
import { type ListStatus, type Send, TAGS } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { AFFILIATE_TAGS, type AffiliateLinksEvent, type AffiliateLinksMachine } from './affiliateLinks.machine';

export interface AffiliateLinksView {
  readonly status: ListStatus;
  readonly links: readonly AffiliateLink[];
  readonly max: number | null;
  /** The load's failure (with a retry). */
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** A create or delete the platform refused. */
  readonly actionErrorKey: string | null;
  readonly actionErrorText: string | null;
  readonly creating: boolean;
  readonly deleting: boolean;
  /** The link the delete dialog asks about (also while it is being deleted). */
  readonly confirmingDelete: AffiliateLink | null;
  /** Per link: the copy runs, was copied, or failed (shown for a moment). */
  readonly copyState: { readonly id: string; readonly state: 'copying' | 'copied' | 'failed' } | null;
  /** The link whose QR code is shown. */
  readonly qrLink: AffiliateLink | null;
  readonly lastCreatedId: string | null;
  /** A create whose answer was lost: being checked, or still unknown after the checks. */
  readonly outcome: OutcomeView;
  /** The link being checked (while `outcome` is set). */
  readonly unconfirmed: NewAffiliateLink | null;
  create(link: NewAffiliateLink): void;
  askDelete(id: string): void;
  confirmDelete(): void;
  cancelDelete(): void;
  copy(id: string): void;
  showQr(id: string): void;
  closeQr(): void;
  retry(): void;
  checkAgain(): void;
}

function statusOf(snapshot: SnapshotFrom<AffiliateLinksMachine>): ListStatus {
  if (snapshot.hasTag(TAGS.failed)) return 'failed';
  if (snapshot.hasTag(TAGS.busy) && !snapshot.hasTag(AFFILIATE_TAGS.creating) && !snapshot.hasTag(AFFILIATE_TAGS.deleting)) return 'loading';
  return snapshot.context.links.length > 0 ? 'ready' : 'empty';
}

function copyStateOf(snapshot: SnapshotFrom<AffiliateLinksMachine>): AffiliateLinksView['copyState'] {
  const id = snapshot.context.selectedId;
  if (!id) return null;
  if (snapshot.hasTag(AFFILIATE_TAGS.copying)) return { id, state: 'copying' };
  if (snapshot.hasTag(AFFILIATE_TAGS.copied)) return { id, state: 'copied' };
  if (snapshot.hasTag(AFFILIATE_TAGS.copyFailed)) return { id, state: 'failed' };
  return null;
}

export function connectAffiliateLinks(snapshot: SnapshotFrom<AffiliateLinksMachine>, send: Send<AffiliateLinksEvent>): AffiliateLinksView {
  const { links, max, failureKey, failureText, actionErrorKey, actionErrorText, selectedId, lastCreatedId } = snapshot.context;
  const status = statusOf(snapshot);
  const selected = links.find((link) => link.id === selectedId) ?? null;
  const deleting = snapshot.hasTag(AFFILIATE_TAGS.deleting);
  const outcome = outcomeOf(snapshot);
  return {
    status,
    links: status === 'failed' ? [] : links,
    max,
    failureKey: status === 'failed' ? failureKey : null,
    failureText: status === 'failed' ? failureText : null,
    actionErrorKey,
    actionErrorText,
    creating: snapshot.hasTag(AFFILIATE_TAGS.creating),
    deleting,
    confirmingDelete: snapshot.hasTag(AFFILIATE_TAGS.confirming) || deleting ? selected : null,
    copyState: copyStateOf(snapshot),
    qrLink: snapshot.hasTag(AFFILIATE_TAGS.qr) ? selected : null,
    lastCreatedId,
    outcome,
    unconfirmed: outcome ? (snapshot.context.intent?.request ?? null) : null,
    create: (link) => send({ type: 'CREATE', link }),
    askDelete: (id) => send({ type: 'ASK_DELETE', id }),
    confirmDelete: () => send({ type: 'CONFIRM_DELETE' }),
    cancelDelete: () => send({ type: 'CANCEL' }),
    copy: (id) => send({ type: 'COPY', id }),
    showQr: (id) => send({ type: 'SHOW_QR', id }),
    closeQr: () => send({ type: 'CLOSE_QR' }),
    retry: () => send({ type: 'RETRY' }),
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
  };
}
