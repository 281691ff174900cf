/** A public popup (lazily loaded): its title, picture and HTML (SafeHtml), closed by the reader; the next one follows. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@api/index';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SafeHtml, useSanitizerReady } from '../../ui/SafeHtml';
import { PROMO_PICTURE_ASPECT, styled } from '../../ui/theme';
import { usePlatformPicture } from '../games/usePlatformPicture';

export interface PublicPopupDialogProps {
  popup: Announcement;
  /** Its turn with the dialog manager (PublicPopups asks for it). */
  shown: boolean;
  /** How many popups follow this one. */
  waiting: number;
  onClose: () => void;
}

export default function PublicPopupDialog({ popup, shown, waiting, onClose }: PublicPopupDialogProps) {
  const { t } = useTranslation('popups');
  const closeRef = useRef<HTMLButtonElement>(null);
  // opened once its text's sanitiser is in, so it opens with its content (not empty, then growing)
  const ready = useSanitizerReady(popup.content);
  const picture = usePlatformPicture();
  return (
    <Dialog
      open={shown && ready}
      managed
      onClose={onClose}
      size="md"
      title={popup.title || t('public.untitled')}
      initialFocusRef={closeRef}
      closeLabel={t('public.close')}
      footer={
        <Button ref={closeRef} variant="primary" onClick={onClose} data-testid="public-popup-close">
          {waiting > 0 ? t('public.next', { count: waiting }) : t('public.close')}
        </Button>
      }
    >
      <Body data-testid="public-popup" data-id={popup.id ?? ''} data-execution={popup.execution ?? ''}>
        {popup.imageUrl ? <Picture src={picture(popup.imageUrl)} alt="" loading="lazy" decoding="async" /> : null}
        <SafeHtml html={popup.content} data-testid="public-popup-content" />
      </Body>
    </Dialog>
  );
}

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', lineHeight: '$normal' });

// The banner's shape, inside the dialog's padding: smaller than the lobby's banner on a phone. At
// 2:1 (and up to 240 px tall) it outsized the banner, and as it opens once the page has settled,
// Lighthouse took it for the page's largest paint in some runs (/rng 3.1-3.6 s instead of 2.2-2.4).
const Picture = styled('img', { display: 'block', width: '100%', height: 'auto', aspectRatio: PROMO_PICTURE_ASPECT, objectFit: 'cover', borderRadius: '$md', backgroundColor: '$surface2' });
