import { useEffect } from 'react';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { lazyChunk } from '../../ui/loadChunk';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton';
import { LinkButton } from '../../ui/Button';
import { LogInIcon, MenuIcon, UserPlusIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { hasSessionToken } from '../../config/storage';
import { MEDIA, useMediaQuery } from '../../ui/useMediaQuery';
import { Logo } from './Logo';
import { useSignInLinks } from '../../app/navigation';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

/** A member's header (balance, account menu): loaded on sign-in, not for a visitor's first page. */
const loadHeaderAccount = () => import('../auth/HeaderAccount').then((module) => ({ default: module.HeaderAccount }));
const HeaderAccount = lazyChunk(loadHeaderAccount);

/** The categories with their vendors: desktop only, so a phone never loads it (the side menu lists them there). */
const HeaderVendorMenu = lazyChunk(() => import('./HeaderVendorMenu').then((module) => ({ default: module.HeaderVendorMenu })));

export interface HeaderProps {
  /** Shows the hamburger that opens the side-menu drawer (phones and tablets). */
  showMenuButton: boolean;
  menuOpen: boolean;
  menuId: string;
  onMenuClick: () => void;
  loggedIn: boolean;
  /** The stored token is still being checked: neither login buttons nor the account yet. */
  restoring?: boolean;
}

export function Header({ showMenuButton, menuOpen, menuId, onMenuClick, loggedIn, restoring = false }: HeaderProps) {
  const { t } = useTranslation('layout');
  const desktop = useMediaQuery(MEDIA.lg);
  const signIn = useSignInLinks();
  // a stored token is being checked: fetch the member's header meanwhile, not after the answer
  useEffect(() => {
    // a failed early fetch is only a missed head start: the lazy header loads (and retries) it when drawn
    if (restoring && hasSessionToken()) loadHeaderAccount().catch(() => undefined);
  }, [restoring]);
  return (
    <Bar>
      <Inner>
        {showMenuButton ? (
          <IconButton
            label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-haspopup="dialog"
            onClick={onMenuClick}
            css={{ marginLeft: '-6px' }}
          >
            <MenuIcon size={24} />
          </IconButton>
        ) : null}
        {loggedIn ? (
          <CompactLogo>
            <Logo collapsible />
          </CompactLogo>
        ) : (
          <Logo collapsible />
        )}
        {desktop ? (
          <ChunkBoundary area="vendor-menu" size="inline">
            <SuspenseBoundary fallback={<Spacer />}>
              <HeaderVendorMenu />
            </SuspenseBoundary>
          </ChunkBoundary>
        ) : (
          <Spacer />
        )}
        {restoring ? (
          <Restoring data-testid="session-restoring" aria-hidden="true" />
        ) : loggedIn ? (
          <ChunkBoundary area="account" size="inline">
            <SuspenseBoundary fallback={<Restoring aria-hidden="true" />}>
              <HeaderAccount />
            </SuspenseBoundary>
          </ChunkBoundary>
        ) : (
          <Actions>
            <LinkButton href={signIn.loginPath} variant="secondary" size="sm" icon={<LogInIcon size={16} />}>
              <ShortLabel>{t('header.loginShort')}</ShortLabel>
              <LongLabel>{t('header.login')}</LongLabel>
            </LinkButton>
            <LinkButton href={signIn.registerPath} variant="primary" size="sm" icon={<UserPlusIcon size={16} />}>
              <ShortLabel>{t('header.registerShort')}</ShortLabel>
              <LongLabel>{t('header.register')}</LongLabel>
            </LinkButton>
          </Actions>
        )}
      </Inner>
    </Bar>
  );
}

const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  height: '$headerHeight',
  // nearly opaque instead of a backdrop blur, which is repainted on every scrolled frame (costly on phones)
  backgroundColor: '$headerBg',
  borderBottom: '1px solid $border',
  paddingTop: 'env(safe-area-inset-top)',
  boxSizing: 'content-box',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: '-1px',
    height: '1px',
    background: 'linear-gradient(90deg, transparent, rgba(244, 192, 78, 0.55), transparent)',
    pointerEvents: 'none',
  },
});

const Inner = styled('div', {
  display: 'flex',
  alignItems: 'center',
  // a phone's signed-in header holds menu, crown, balance, deposit, messages and avatar: tight gaps keep the balance whole
  gap: '$1',
  height: '100%',
  px: '$3',
  '@md': { px: '$5', gap: '$3' },
});

const Spacer = styled('div', { flex: 1 });

/** Signed in on a phone, the balance needs the room: only the crown stays. */
const CompactLogo = styled('div', { display: 'contents', '@narrow': { '& a > span[aria-hidden]': { display: 'none' } } });

const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  '& > a': { minHeight: '40px' },
  '& > a > svg': { display: 'none' },
  '@md': { '& > a > svg': { display: 'block' }, '& > a': { minHeight: '$touch', px: '$4', fontSize: '$sm' } },
});

const ShortLabel = styled('span', { '@md': { display: 'none' } });

const Restoring = styled('div', { width: '160px', height: '36px', borderRadius: '$pill', backgroundColor: '$surface2', opacity: 0.7 });
const LongLabel = styled('span', { display: 'none', '@md': { display: 'inline' } });
