/**
 * The footer's legal licence entry (SPEC.md §2 modals "legal license"): shown when the permission
 * info's resources name a licence; it opens a dialog (lazily loaded) that links the licence.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionInfo } from '../../app/system';
import { lazyChunk } from '../../ui/loadChunk';
import { styled } from '../../ui/theme';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

const LicenceDialog = lazyChunk(() => import('./LicenceDialog'));

export function LicenceLink() {
  const { t } = useTranslation('layout');
  const info = usePermissionInfo();
  const [open, setOpen] = useState(false);
  // a permission info without its resources (an older platform) has no licence to show
  const resources: readonly { labelNameEn?: string | undefined; url?: string | undefined }[] = info?.resources ?? [];
  const licence = resources.find((resource) => /licen[cs]e/i.test(resource.labelNameEn ?? ''))?.url;
  if (!licence) return null;
  return (
    <>
      <LinkLike type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="licence-link">
        {t('footer.licence')}
      </LinkLike>
      {open ? (
        <SuspenseBoundary fallback={null}>
          <LicenceDialog url={licence} onClose={() => setOpen(false)} />
        </SuspenseBoundary>
      ) : null}
    </>
  );
}

const LinkLike = styled('button', {
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  color: '$textMuted',
  cursor: 'pointer',
  borderRadius: '$sm',
  '@hover': { '&:hover': { color: '$goldText', textDecoration: 'underline', textUnderlineOffset: '3px' } },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
});
