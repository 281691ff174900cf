/**
 * /member until the member centre is built. A `page` query (the side menu's deposit, withdrawal,
 * reward centre … links) is named, so those links already lead somewhere meaningful.
 */
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { UserIcon } from '../../ui/icons';
import { ComingSoonPage } from './ComingSoonPage';
import { MEMBER_PAGES } from '../member/memberPages';


export function MemberCentrePlaceholder() {
  const { t } = useTranslation('layout');
  const page = new URLSearchParams(useSearch()).get('page');
  const known = MEMBER_PAGES.find((candidate) => candidate === page);
  return (
    <ComingSoonPage
      icon={UserIcon}
      title={t('routes.member.title')}
      purpose={t('routes.member.purpose')}
      details={known ? [{ label: t('placeholder.params.section'), value: t(`memberPages.${known}`) }] : []}
      preview="list"
    />
  );
}

export default MemberCentrePlaceholder;
