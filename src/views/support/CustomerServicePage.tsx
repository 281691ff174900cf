/** /support: every customer-service channel of the permission info, each opened as its type says (the header's account menu links here). */
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../ui/PageHead';
import { styled } from '../../ui/theme';
import { CustomerServiceList } from './LiveSupport';

export default function CustomerServicePage() {
  const { t } = useTranslation('support');
  return (
    <Page data-testid="customer-service-page">
      <PageHead title={t('pageTitle')} intro={t('pageIntro')} />
      <CustomerServiceList place="page" />
    </Page>
  );
}

const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$5', padding: '$5 $4', maxWidth: '56rem', margin: '0 auto', width: '100%' });
