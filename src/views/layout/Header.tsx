import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton';
import { LinkButton } from '../../ui/Button';
import { LogInIcon, MenuIcon, UserPlusIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { Logo } from './Logo';

export interface HeaderProps {
  /** Shows the hamburger that opens the side-menu drawer (phones and tablets). */
  showMenuButton: boolean;
  menuOpen: boolean;
  menuId: string;
  onMenuClick: () => void;
  loggedIn: boolean;
}

export function Header({ showMenuButton, menuOpen, menuId, onMenuClick, loggedIn }: HeaderProps) {
  const { t } = useTranslation('layout');
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
        <Logo collapsible />
        <Spacer />
        {loggedIn ? null : (
          <Actions>
            <LinkButton href="/login" variant="secondary" size="sm" icon={<LogInIcon size={16} />}>
              <ShortLabel>{t('header.loginShort')}</ShortLabel>
              <LongLabel>{t('header.login')}</LongLabel>
            </LinkButton>
            <LinkButton href="/register" variant="primary" size="sm" icon={<UserPlusIcon size={16} />}>
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
  backgroundColor: '$headerBg',
  backdropFilter: 'saturate(140%) blur(12px)',
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
  gap: '$2',
  height: '100%',
  px: '$3',
  '@md': { px: '$5', gap: '$3' },
});

const Spacer = styled('div', { flex: 1 });

const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  '& > a': { minHeight: '40px' },
  '& > a > svg': { display: 'none' },
  '@md': { '& > a > svg': { display: 'block' }, '& > a': { minHeight: '$touch', px: '$4', fontSize: '$sm' } },
});

const ShortLabel = styled('span', { '@md': { display: 'none' } });
const LongLabel = styled('span', { display: 'none', '@md': { display: 'inline' } });
