/** The legal licence dialog: what the licence is, and the platform's licence document (a new tab). */
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../config/brand';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { styled } from '../../ui/theme';

export default function LicenceDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation('popups');
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('licence.title')}
      closeLabel={t('licence.close')}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('licence.close')}
        </Button>
      }
    >
      <Body data-testid="licence-dialog">
        <p>{t('licence.body', { brand: BRAND_NAME })}</p>
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="licence-document">
          {t('licence.open')}
        </a>
      </Body>
    </Dialog>
  );
}

const Body = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  lineHeight: '$normal',
  '& a': { color: '$goldText', fontWeight: '$bold' },
});
