/**
 * The header's messages button (SPEC.md §2): a real account's unread platform messages as
 * a red count (none at 0, "99+" above 99), the member centre menu's number (one memberBadges flow,
 * opened here for the signed-in session), current after a live newMessage and asked again when the
 * window regains focus or visibility; a click opens the inbox.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { IconButton } from '../../ui/IconButton';
import { MailIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import type { MemberBadgesView } from '@machines/member/memberBadges.connect';
import { useMemberBadges } from '../member/useMemberBadges';

export function HeaderMessages() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const badges = useMemberBadges();
  useBadgesStaleOnReturn(badges);
  const count = badges.unreadMessages;
  return (
    <IconButton
      data-testid="header-messages"
      data-badges={badges.badgesLoading ? 'loading' : badges.badgesFailed ? 'failed' : 'settled'}
      label={count === null ? t('header.inbox') : t('header.inboxUnread', { count })}
      onClick={() => navigate('/member/messageV2')}
    >
      <MailIcon size={22} />
      {count !== null ? (
        <Count data-testid="header-messages-count" aria-hidden="true">
          {badges.badgeText(count)}
        </Count>
      ) : null}
    </IconButton>
  );
}

/** The counts may have changed while the member was elsewhere: focus or visibility regained. */
function useBadgesStaleOnReturn(badges: MemberBadgesView) {
  const latest = useRef(badges);
  useEffect(() => {
    latest.current = badges;
  });
  useEffect(() => {
    const onFocus = () => latest.current.badgesStale();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current.badgesStale();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}

const Count = styled('span', {
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '18px',
  height: '18px',
  px: '4px',
  borderRadius: '$pill',
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: '11px',
  fontWeight: '$bold',
  lineHeight: '18px',
  textAlign: 'center',
  boxSizing: 'border-box',
  pointerEvents: 'none',
});
