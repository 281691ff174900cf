/**
 * /member/<page> until the member-centre shell is built: a page registered in MEMBER_PAGE_VIEWS
 * is drawn, any other is named on a coming-soon page. /member alone is the default page.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { UserIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { ComingSoonPage } from './ComingSoonPage';
import { DEFAULT_MEMBER_PAGE, MEMBER_PAGE_VIEWS, MEMBER_PAGES } from '../member/memberPages';

export function MemberCentrePlaceholder() {
  const { t } = useTranslation('layout');
  const [location] = useLocation();
  const segment = /^\/member\/([^/?#]+)/i.exec(location)?.[1]?.toLowerCase();
  const page = segment ? MEMBER_PAGES.find((candidate) => candidate.toLowerCase() === segment) : DEFAULT_MEMBER_PAGE;
  const View = page ? MEMBER_PAGE_VIEWS[page] : undefined;
  if (View) {
    return (
      <Suspense fallback={<Spinner size="lg" />}>
        <View />
      </Suspense>
    );
  }
  return (
    <ComingSoonPage
      icon={UserIcon}
      title={t('routes.member.title')}
      purpose={t('routes.member.purpose')}
      details={page ? [{ label: t('placeholder.params.section'), value: t(`memberPages.${page}`) }] : []}
      preview="list"
    />
  );
}

export default MemberCentrePlaceholder;
