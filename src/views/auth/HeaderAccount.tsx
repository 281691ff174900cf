/**
 * The signed-in header (SPEC.md §2): balance with show/hide and refresh (2 decimals, currency
 * symbol, default $), deposit and withdraw, and the avatar menu (my account, betting record,
 * platform messages, customer service, agent centre for agents, sign out, copy user ID).
 * A trial account's restricted entries show the real-account notice instead (SPEC.md §6).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { formatAmount } from '../../ui/Amount';
import { dateTimeFormat } from '../../ui/formats';
import { Dialog } from '../../ui/Dialog';
import { IconButton } from '../../ui/IconButton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ChevronDownIcon, DepositIcon, UserIcon, WithdrawIcon } from '../../ui/icons';
import { spin } from '../../ui/motion';
import { styled } from '../../ui/theme';
import { useBalance } from './useBalance';
import { HeaderMessages } from './HeaderMessages';
import { ChatEntrySlot } from '../chat/ChatEntrySlot';
import { useSessionView } from '../layout/useSessionView';


export function HeaderAccount() {
  const { t } = useTranslation('auth');
  const { role, restricted: restrictedAction } = useSession();
  const [, navigate] = useLocation();
  const trial = role === 'trial';
  const { chatRoom } = useSessionView();
  const restricted = (href: string) => () => (trial ? restrictedAction() : navigate(href));
  return (
    <Wrap data-testid="header-account">
      {role === 'trial' ? <RoleBadge data-testid="role-badge">{t('session.trialBadge')}</RoleBadge> : null}
      {role === 'agent' ? <RoleBadge data-testid="role-badge">{t('session.agentBadge')}</RoleBadge> : null}
      <BalanceBox />
      <DepositButton type="button" variant="primary" size="sm" onClick={restricted('/member/depositv2')} icon={<DepositIcon size={16} />} aria-label={t('header.deposit')} data-testid="header-deposit">
        <Long>{t('header.deposit')}</Long>
      </DepositButton>
      <MoneyButton type="button" variant="secondary" size="sm" onClick={restricted('/member/withdraw')} icon={<WithdrawIcon size={16} />} aria-label={t('header.withdraw')}>
        <Long>{t('header.withdraw')}</Long>
      </MoneyButton>
      {chatRoom ? <ChatEntrySlot place="header" /> : null}
      {trial ? null : <HeaderMessages />}
      <AccountMenu onRestricted={restricted} />
    </Wrap>
  );
}

function BalanceBox() {
  const { t, i18n } = useTranslation('auth');
  const balance = useBalance();
  const coolingId = useId();
  const { status: state, visible } = balance;
  // a failed refresh keeps the last amount read, marked with when it was read; "unavailable" only
  // when nothing was ever read
  const text = !visible
    ? '••••••'
    : balance.amount !== null
      ? formatAmount(balance.amount, i18n.language, balance.currencySymbol)
      : state === 'failed'
        ? t('header.balanceFailed')
        : '…';
  const readAt = balance.readAt !== null ? dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(balance.readAt) : '';
  return (
    // the failure's cause (SPEC.md §8) is the box's tooltip and is read out after "balance unavailable"
    <Balance data-testid="balance" data-state={state} aria-busy={state === 'loading' || undefined} title={balance.failureKey ? t(balance.failureKey) : undefined}>
      <BalanceText>
        {balance.stale ? (
          <Stale data-testid="balance-stale">{t('header.balanceStale', { time: readAt })}</Stale>
        ) : (
          <small>{t('header.balance')}</small>
        )}
        <output aria-live="polite" data-testid="balance-amount" aria-label={visible ? undefined : t('header.balanceHidden')}>
          {text}
          {balance.failureKey && visible ? <VisuallyHidden>{`: ${t(balance.failureKey)}`}</VisuallyHidden> : null}
        </output>
      </BalanceText>
      <IconButton label={visible ? t('header.hideBalance') : t('header.showBalance')} size="sm" disabled={balance.busy} onClick={balance.toggleVisibility}>
        <EyeGlyph closed={!visible} />
      </IconButton>
      {/* cooling down, it stays focusable and says so; a click then is kept for the end of the wait */}
      <IconButton
        label={t('header.refreshBalance')}
        title={balance.coolingDown ? t('header.refreshBalanceCooling') : undefined}
        size="sm"
        disabled={balance.busy}
        aria-disabled={balance.coolingDown || undefined}
        aria-describedby={balance.coolingDown ? coolingId : undefined}
        onClick={balance.refresh}
      >
        <RefreshGlyph spinning={state === 'loading'} />
      </IconButton>
      {balance.coolingDown ? (
        <VisuallyHidden id={coolingId} data-testid="balance-cooling">
          {t('header.refreshBalanceCooling')}
        </VisuallyHidden>
      ) : null}
    </Balance>
  );
}

function AccountMenu({ onRestricted }: { onRestricted: (href: string) => () => void }) {
  const { t } = useTranslation('auth');
  const { info, role, logout } = useSession();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = info?.nickname || info?.account || '';
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const copyId = async () => {
    const id = String(info?.id ?? '');
    try {
      await navigator.clipboard.writeText(id);
    } catch {
      // clipboard refused (insecure context or permission): the dialog still shows the id to copy by hand
    }
    setCopied(true);
  };

  return (
    <MenuRoot ref={rootRef}>
      <AvatarButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.accountMenu', { name })}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-menu-button"
      >
        <UserIcon size={20} />
        <Name>{name}</Name>
        <ChevronDownIcon size={16} />
      </AvatarButton>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={t('header.accountMenu', { name })}>
          <MenuHeader role="none">
            <strong>{name}</strong>
            <span>{t('header.userId', { id: info?.id ?? '' })}</span>
          </MenuHeader>
          <MenuItem role="menuitem" onClick={pick(onRestricted('/member'))}>
            {t('header.myAccount')}
          </MenuItem>
          <MenuItem role="menuitem" onClick={pick(onRestricted('/member/personalHistoryCopy'))}>
            {t('header.bettingRecord')}
          </MenuItem>
          <MenuItem role="menuitem" onClick={pick(onRestricted('/member/messageV2'))}>
            {t('header.messages')}
          </MenuItem>
          <MenuItem role="menuitem" onClick={pick(onRestricted('/changePassword'))}>
            {t('changePassword.open')}
          </MenuItem>
          <MenuItem role="menuitem" onClick={pick(() => navigate('/support'))}>
            {t('header.customerService')}
          </MenuItem>
          {role === 'agent' ? (
            <MenuItem role="menuitem" onClick={pick(() => navigate('/agentHome'))}>
              {t('header.agent')}
            </MenuItem>
          ) : null}
          <MenuItem role="menuitem" onClick={pick(() => void copyId())}>
            {t('header.copyId')}
          </MenuItem>
          <MenuItem role="menuitem" tone="danger" onClick={pick(logout)}>
            {t('header.signOut')}
          </MenuItem>
        </Menu>
      ) : null}
      <Dialog
        open={copied}
        onClose={() => setCopied(false)}
        size="sm"
        title={t('header.copiedTitle')}
        footer={
          <Button variant="primary" onClick={() => setCopied(false)}>
            {t('session.ok')}
          </Button>
        }
      >
        <p>{t('header.copiedBody', { id: info?.id ?? '' })}</p>
      </Dialog>
    </MenuRoot>
  );
}

function EyeGlyph({ closed }: { closed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {closed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

function RefreshGlyph({ spinning }: { spinning: boolean }) {
  return (
    <Spin spinning={spinning} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </Spin>
  );
}

// On a phone the row may shrink (minWidth 0 down to the balance text): a long balance text such as
// "Balance unavailable" is cut with an ellipsis instead of running under the account button. From
// the tablet width up it keeps its full width and the categories row beside it gives way (it
// scrolls), or the balance would be squeezed under the Deposit button.
const Wrap = styled('div', { display: 'flex', alignItems: 'center', gap: '$1', minWidth: 0, '@md': { gap: '$2', minWidth: 'auto', flexShrink: 0 } });

const RoleBadge = styled('span', {
  display: 'none',
  '@md': { display: 'inline-flex' },
  alignItems: 'center',
  padding: '2px 8px',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: 700,
  backgroundColor: '$goldSoft',
  color: '$goldText',
});

const Balance = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  minWidth: 0,
  paddingLeft: '$2',
  '& > button': { flexShrink: 0, width: '32px', height: '32px', minHeight: '32px', '@md': { width: '36px', height: '36px' } },
  borderRadius: '$pill',
  backgroundColor: '$surface2',
  border: '1px solid $border',
});

const BalanceText = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.1,
  minWidth: 0,
  '& small': { fontSize: '10px', color: '$textMuted', display: 'none', '@md': { display: 'block' } },
  '& output': { fontSize: '$sm', fontWeight: 700, color: '$goldText', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
});

/** The last refresh failed: said on every width, in place of the "balance" label. */
const Stale = styled('span', { fontSize: '10px', color: '$dangerText', whiteSpace: 'nowrap' });

const Spin = styled('svg', {
  variants: { spinning: { true: { animation: `${spin} 1s linear infinite` } } },
});

const MoneyButton = styled(Button, {
  display: 'none',
  '@md': { display: 'inline-flex' },
});

/** Deposit stays one tap away on a phone too: the coin alone there, its name from `md` up. */
const DepositButton = styled(Button, {
  flexShrink: 0,
  '@narrow': { px: 0, width: '36px', minWidth: '36px', '& > span': { display: 'none' } },
});

const Long = styled('span', {});

const MenuRoot = styled('div', { position: 'relative' });

const AvatarButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '40px',
  px: '$2',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$text',
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
  '&:hover': { backgroundColor: '$surface2' },
  // a phone's header also holds the deposit button: the avatar alone there, so the balance is read whole
  '@narrow': { px: '$1', gap: 0, '& > svg:last-child': { display: 'none' } },
});

const Name = styled('span', {
  display: 'none',
  maxWidth: '120px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '$sm',
  '@md': { display: 'inline' },
});

const Menu = styled('div', {
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  minWidth: '220px',
  display: 'flex',
  flexDirection: 'column',
  padding: '$1',
  borderRadius: '$lg',
  backgroundColor: '$surface1',
  border: '1px solid $border',
  boxShadow: '0 12px 32px rgba(0,0,0,0.35)',
  zIndex: '$header',
});

const MenuHeader = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  px: '$3',
  py: '$2',
  borderBottom: '1px solid $border',
  marginBottom: '$1',
  '& span': { fontSize: '$xs', color: '$textMuted' },
});

const MenuItem = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  minHeight: '$touch',
  display: 'flex',
  alignItems: 'center',
  px: '$3',
  borderRadius: '$md',
  fontSize: '$sm',
  color: '$text',
  '&:hover, &:focus-visible': { backgroundColor: '$surface2' },
  variants: { tone: { danger: { color: '$dangerText' } } },
});
