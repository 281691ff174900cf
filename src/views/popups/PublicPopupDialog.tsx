/** A public popup (lazily loaded): its title, picture and HTML (SafeHtml), closed by the reader; the next one follows. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@api/index';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SafeHtml } from '../../ui/SafeHtml';
import { styled } from '../../ui/theme';

export interface PublicPopupDialogProps {
  popup: Announcement;
  /** How many popups follow this one. */
  waiting: number;
  onClose: () => void;
}

export default function PublicPopupDialog({ popup, waiting, onClose }: PublicPopupDialogProps) {
  const { t } = useTranslation('popups');
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
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
        {popup.imageUrl ? <Picture src={popup.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
        <SafeHtml html={popup.content} data-testid="public-popup-content" />
      </Body>
    </Dialog>
  );
}

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', lineHeight: '$normal' });

const Picture = styled('img', { width: '100%', height: 'auto', maxHeight: '240px', objectFit: 'cover', borderRadius: '$md', backgroundColor: '$surface2' });
