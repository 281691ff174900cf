import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../config/brand';
import { CrownMark } from '../../ui/icons';
import { styled } from '../../ui/theme';

/** The brand logo; a link home unless `asLink` is false. */
export interface LogoProps {
  asLink?: boolean;
  size?: 'md' | 'lg';
  /** Hides the wordmark on very narrow phones (< 380px), leaving the crown (the header's case). */
  collapsible?: boolean;
}

export function Logo({ asLink = true, size = 'md', collapsible = false }: LogoProps) {
  const { t } = useTranslation('layout');
  const [first, ...rest] = BRAND_NAME.split(' ');
  const content = (
    <>
      <CrownMark size={size === 'lg' ? 44 : 32} />
      <Wordmark size={size} collapsible={collapsible} aria-hidden={asLink ? 'true' : undefined}>
        {first}
        {rest.length ? <Accent> {rest.join(' ')}</Accent> : null}
      </Wordmark>
    </>
  );
  if (!asLink) return <LogoBox>{content}</LogoBox>;
  return (
    <LogoLink href="/" aria-label={t('header.homeLink', { brand: BRAND_NAME })}>
      {content}
    </LogoLink>
  );
}

const logoBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  minHeight: '$touch',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$md',
  flexShrink: 0,
} as const;

const LogoLink = styled(Link, logoBase);
const LogoBox = styled('span', logoBase);

const Wordmark = styled('span', {
  fontWeight: '$heavy',
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  textTransform: 'uppercase',
  variants: {
    size: {
      md: { fontSize: '17px' },
      lg: { fontSize: '$xl' },
    },
    collapsible: {
      true: { '@tiny': { display: 'none' } },
      false: {},
    },
  },
});

const Accent = styled('span', { color: '$goldText' });
