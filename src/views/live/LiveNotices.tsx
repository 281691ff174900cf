/**
 * The live account notices: App renders this while a real account
 * (member or agent: `hasLiveEvents`) is signed in, loaded with the sign-in, so a visitor's first
 * page carries none of it and a trial account never connects. It opens the accountEvents flow,
 * whose chart decides everything (reconnects, how long a notice stays); this draws the notices in a polite live region: text in the reader's
 * language, a close button, and for a waiting confirmation the link that answers it.
 *
 * The region is a child of the body of its own, above dialogs and left out of what a dialog makes
 * inert (ABOVE_DIALOGS): a deposit credited or a confirmation waiting must reach a member who is
 * in the desktop member centre, itself a modal dialog.
 */

import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AccountEventsView } from '@machines/inbox/accountEvents.connect';
import { buttonStyles } from '../../ui/Button';
import { ABOVE_DIALOGS } from '../../ui/Dialog';
import { formatAmount } from '../../ui/Amount';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { useAccountEvents } from './useAccountEvents';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

export default function LiveNotices() {
  // the flow opens at once; the texts are fetched only when a notice is there to show
  const live = useAccountEvents();
  return createPortal(
    <Region data-testid="live-notices" data-state={live.status} data-unread={live.unread ?? ''} {...{ [ABOVE_DIALOGS]: '' }}>
      {/* polite: a notice is read out after what the reader is hearing, never interrupting it */}
      <List aria-live="polite" aria-relevant="additions">
        {live.notices.length > 0 ? (
          <SuspenseBoundary fallback={null}>
            <Notices notices={live.notices} dismiss={live.dismiss} />
          </SuspenseBoundary>
        ) : null}
      </List>
    </Region>,
    document.body,
  );
}

function Notices({ notices, dismiss }: Pick<AccountEventsView, 'notices' | 'dismiss'>) {
  const { t, i18n } = useTranslation('live');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return notices.map((notice) => (
    <Item key={notice.id} tone={notice.tone} data-testid="live-notice" data-kind={notice.kind}>
      <Text>
        <strong>{t(notice.textKey, { amount: formatAmount(notice.amount, language) })}</strong>
        <span>{t('order', { orderNo: notice.orderNo })}</span>
      </Text>
      {notice.actionHref ? (
        <Link href={notice.actionHref} className={buttonStyles({ size: 'sm' })} onClick={() => dismiss(notice.id)}>
          {t('confirmAction')}
        </Link>
      ) : null}
      <IconButton label={t('close')} size="sm" onClick={() => dismiss(notice.id)}>
        <CloseIcon size={18} />
      </IconButton>
    </Item>
  ));
}

const Region = styled('div', {
  position: 'fixed',
  insetInline: '$3',
  // below the header, so Deposit, the balance and the account menu stay reachable while a notice shows
  top: '72px',
  zIndex: '$toast',
  pointerEvents: 'none',
  '@md': { insetInline: 'auto', right: '$5', width: '380px' },
});

const List = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

const Item = styled('div', {
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$3 $3 $3 $4',
  borderRadius: '$lg',
  backgroundColor: '$surface2',
  color: '$text',
  border: '1px solid $border',
  borderLeftWidth: '4px',
  boxShadow: '0 8px 24px rgba(0,0,0,0.35)',
  fontSize: '$sm',
  variants: {
    tone: {
      success: { borderLeftColor: '$green' },
      error: { borderLeftColor: '$danger' },
      info: { borderLeftColor: '$info' },
    },
  },
});

const Text = styled('p', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  '& > span': { color: '$textMuted', fontSize: '$xs' },
});
