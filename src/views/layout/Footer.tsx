import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePermissionInfo, useFlag } from '../../app/system';
import { BRAND_NAME, FOOTER_GAME_TYPES, FOOTER_VENDORS, HELP_LINKS, MINIMUM_AGE, vendorLogoUrl } from '../../config/brand';
import { appLinksOf } from '../member/account/appLinks';
import { socialLinksOf } from './resourceLinks';
import { usePlatformPicture } from '../games/usePlatformPicture';
import { categoryHref } from '../games/gameRoutes';
import { styled } from '../../ui/theme';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import { LicenceLink } from '../help/LicenceLink';

export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  const year = new Date().getFullYear();
  const info = usePermissionInfo();
  const socialLinks = socialLinksOf(info?.resources);
  const apps = appLinksOf(info?.resources);
  const referralEnabled = useFlag('REFERRAL3');
  return (
    <FooterRoot>
      <FooterInner>
      <Top>
        <BrandColumn>
          <Logo />
          <Tagline>{t('footer.tagline', { brand: BRAND_NAME })}</Tagline>
          {socialLinks.length > 0 ? (
            <SocialList role="list" aria-label={t('footer.socialTitle')} data-testid="footer-social">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <SocialLink
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`common:social.${social.network}`)}
                  >
                    <SocialIcon network={social.network} size={18} />
                  </SocialLink>
                </li>
              ))}
            </SocialList>
          ) : null}
        </BrandColumn>

        <nav aria-labelledby="footer-help-title">
          <ColumnTitle id="footer-help-title">{t('footer.helpTitle')}</ColumnTitle>
          <LinkList role="list">
            {HELP_LINKS.map((link) => (
              <li key={link.id}>
                <FooterLink href={link.href}>{t(`footer.help.${link.id}`)}</FooterLink>
              </li>
            ))}
            <li>
              <LicenceLink />
            </li>
          </LinkList>
        </nav>

        <nav aria-labelledby="footer-content-title">
          <ColumnTitle id="footer-content-title">{t('footer.contentTitle')}</ColumnTitle>
          <LinkList role="list">
            <li>
              <FooterLink href="/blog">{t('footer.blog')}</FooterLink>
            </li>
            <li>
              <FooterLink href="/news">{t('footer.news')}</FooterLink>
            </li>
            {referralEnabled ? (
              <li>
                <FooterLink href="/member/referral">{t('footer.inviteFriends')}</FooterLink>
              </li>
            ) : null}
            {apps.map((app) => (
              <li key={app.kind}>
                <ExternalLink href={app.url} target="_blank" rel="noopener noreferrer" data-testid={`footer-app-${app.kind}`}>
                  {t(`footer.apps.${app.kind}`)}
                </ExternalLink>
              </li>
            ))}
          </LinkList>
        </nav>

        <nav aria-labelledby="footer-products-title">
          <ColumnTitle id="footer-products-title">{t('footer.productsTitle')}</ColumnTitle>
          <LinkList role="list">
            {FOOTER_GAME_TYPES.map((gameType) => (
              <li key={gameType}>
                <FooterLink href={categoryHref(gameType)}>{t(`common:gameTypes.${gameType}`)}</FooterLink>
              </li>
            ))}
          </LinkList>
        </nav>
      </Top>

      <Vendors aria-labelledby="footer-vendors-title">
        <ColumnTitle id="footer-vendors-title">{t('footer.vendorsTitle')}</ColumnTitle>
        <VendorList role="list">
          {FOOTER_VENDORS.map((code) => (
            <li key={code}>
              <VendorLogo code={code} />
            </li>
          ))}
        </VendorList>
      </Vendors>

      <Bottom>
        <AgeNote>
          <AgeBadge aria-hidden="true">{MINIMUM_AGE}+</AgeBadge>
          <p>{t('footer.responsible', { age: MINIMUM_AGE })}</p>
        </AgeNote>
        <Copyright>{t('footer.copyright', { year, brand: BRAND_NAME })}</Copyright>
      </Bottom>
      </FooterInner>
    </FooterRoot>
  );
}

/** The platform's logo image; until it exists (or if it fails) the vendor code as text. */
function VendorLogo({ code }: { code: string }) {
  const [failed, setFailed] = useState(false);
  // on an image host, as every image of the platform: the app's own origin serves none of them
  const src = usePlatformPicture()(vendorLogoUrl(code));
  return (
    <VendorBox>
      {failed ? (
        <VendorText>{code}</VendorText>
      ) : (
        <img src={src} alt={code} loading="lazy" decoding="async" width={88} height={32} onError={() => setFailed(true)} />
      )}
    </VendorBox>
  );
}

// below the fold on every page: laid out and painted only when it comes near (its vendor logos,
// links and licences), as a home section is (HomeLobby's LobbySectionBox)
const FooterRoot = styled('footer', {
  contentVisibility: 'auto',
  // its height measured on a phone (one column of links) and from a tablet up (four columns)
  containIntrinsicSize: 'auto 1190px',
  overflowClipMargin: '6px',
  marginTop: '$8',
  borderTop: '1px solid $border',
  backgroundColor: '$surface1',
  px: '$4',
  paddingTop: '$7',
  paddingBottom: 'calc($space$7 + env(safe-area-inset-bottom))',
  color: '$textMuted',
  fontSize: '$sm',
  '@md': { px: '$6', containIntrinsicSize: 'auto 620px' },
});

const FooterInner = styled('div', { maxWidth: '$content', marginLeft: 'auto', marginRight: 'auto' });

const Top = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$6',
  '& > :first-child': { gridColumn: '1 / -1' },
  '@md': { gridTemplateColumns: '2fr 1fr 1fr 1fr', '& > :first-child': { gridColumn: 'auto' } },
});

const BrandColumn = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', maxWidth: '420px' });

const Tagline = styled('p', { color: '$textMuted', lineHeight: '$normal' });

const ColumnTitle = styled('h2', {
  fontSize: '$xs',
  fontWeight: '$bold',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '$text',
  marginBottom: '$3',
});

const LinkList = styled('ul', { display: 'flex', flexDirection: 'column', gap: '2px', padding: 0, margin: 0 });

const FooterLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  color: '$textMuted',
  textDecoration: 'none',
  borderRadius: '$sm',
  '@hover': { '&:hover': { color: '$goldText', textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

const ExternalLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  color: '$textMuted',
  textDecoration: 'none',
  borderRadius: '$sm',
  '@hover': { '&:hover': { color: '$goldText', textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

const SocialList = styled('ul', { display: 'flex', gap: '$2', padding: 0, margin: 0 });

const SocialLink = styled('a', {
  display: 'grid',
  placeItems: 'center',
  size: '$touch',
  borderRadius: '$round',
  backgroundColor: '$surface3',
  color: '$text',
  border: '1px solid $border',
  '@hover': { '&:hover': { color: '$goldText', borderColor: '$gold' } },
});

const Vendors = styled('section', {
  marginTop: '$7',
  paddingTop: '$6',
  borderTop: '1px solid $border',
});

const VendorList = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '$2',
  padding: 0,
  margin: 0,
  '@md': { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
});

const VendorBox = styled('div', {
  display: 'grid',
  placeItems: 'center',
  height: '48px',
  px: '$2',
  borderRadius: '$md',
  backgroundColor: '$surface2',
  border: '1px solid $border',
  '& img': { maxHeight: '28px', width: 'auto', opacity: 0.9 },
});

const VendorText = styled('span', {
  fontWeight: '$heavy',
  fontSize: '$sm',
  letterSpacing: '0.06em',
  color: '$textMuted',
});

const Bottom = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  marginTop: '$6',
  paddingTop: '$5',
  borderTop: '1px solid $border',
  '@md': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
});

const AgeNote = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  maxWidth: '720px',
  fontSize: '$xs',
  lineHeight: '$normal',
});

const AgeBadge = styled('span', {
  display: 'grid',
  placeItems: 'center',
  size: '40px',
  flexShrink: 0,
  borderRadius: '$round',
  border: '2px solid $dangerText',
  color: '$dangerText',
  fontWeight: '$heavy',
  fontSize: '$sm',
});

const Copyright = styled('p', { fontSize: '$xs', color: '$textMuted', whiteSpace: 'nowrap' });
