import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LinkButton } from '../../ui/Button';
import { HomeIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';

/** A real 404 for paths no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation('layout');
  const [location] = useLocation();
  return (
    <Wrap aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Path>{location}</Path>
      <LinkButton href="/" icon={<HomeIcon size={18} />}>
        {t('notFound.home')}
      </LinkButton>
    </Wrap>
  );
}

export default NotFoundPage;

const Wrap = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$3',
  maxWidth: '560px',
  margin: '0 auto',
  padding: '$8 $4',
  '& h1': { fontSize: '$2xl', fontWeight: '$heavy' },
  '& p': { color: '$textMuted' },
  '@md': { padding: '$10 $4' },
});

const Code = styled('div', {
  fontSize: '96px',
  fontWeight: '$heavy',
  lineHeight: 1,
  letterSpacing: '-0.04em',
  backgroundImage: 'linear-gradient(180deg, #ffe08a 0%, #f0b429 55%, #c9850f 100%)',
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
  '@md': { fontSize: '140px' },
});

const Path = styled('code', {
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  padding: '$1 $3',
  borderRadius: '$pill',
  backgroundColor: '$surface3',
  border: '1px solid $border',
  color: '$text',
  fontFamily: '$mono',
  fontSize: '$sm',
  marginBottom: '$3',
});
