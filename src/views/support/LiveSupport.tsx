/**
 * The lazily loaded half of live support: the customerService flow of one place, the button its
 * caller draws, the embedded panel (the platform's chat page in a frame) and the "Popup blocked"
 * notice with a link to follow and an "open here" choice. Also the list of every entry.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@machines/support/customerService.machine';
import type { CustomerServiceView } from '@machines/support/customerService.connect';
import { Button, buttonStyles } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Empty } from '../../ui/Empty';
import { ExternalLinkIcon, HeadsetIcon } from '../../ui/icons';
import { Notice } from '../../ui/Notice';
import { styled } from '../../ui/theme';
import { FRAME_SANDBOX } from '../../ui/frameSandbox';
import type { SupportButtonProps } from './supportTypes';
import { useCustomerService } from './useCustomerService';
import { readableCode } from '../../ui/readableCode';

export default function LiveSupport({ place, children }: { readonly place: string; readonly children: (props: SupportButtonProps) => ReactNode }) {
  const support = useCustomerService(place);
  const props: SupportButtonProps = {
    status: support.status,
    disabled: support.status !== 'ready',
    busy: support.status === 'loading' || support.launching,
    onClick: () => (support.launching ? undefined : support.open()),
    failureKey: support.failureKey,
  };
  return (
    <>
      {children(props)}
      <SupportDialogs support={support} />
    </>
  );
}

export function CustomerServiceList({ place }: { readonly place: string }) {
  const { t } = useTranslation(['support', 'errors']);
  const support = useCustomerService(place);
  return (
    <div data-testid="customer-service-list" data-status={support.status}>
      {support.status === 'failed' ? (
        <Notice tone="error" data-testid="customer-service-failure">
          {t(support.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : support.status === 'unavailable' ? (
        <Empty>{t('none')}</Empty>
      ) : (
        <Entries role="list">
          {support.contacts.map((contact) => (
            <li key={contact.csType} data-testid="customer-service-entry" data-type={contact.csType}>
              <Button
                variant={contact.mode === 'panel' ? 'primary' : 'outline'}
                icon={contact.mode === 'panel' ? <HeadsetIcon size={18} /> : <ExternalLinkIcon size={18} />}
                loading={support.launching}
                onClick={() => support.open(contact.csType)}
                aria-label={contact.mode === 'tab' ? `${typeLabel(t, contact)} (${t('opensInNewTab')})` : undefined}
              >
                {typeLabel(t, contact)}
              </Button>
            </li>
          ))}
        </Entries>
      )}
      <SupportDialogs support={support} />
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function typeLabel(t: Translate, contact: Contact): string {
  return t(`support:types.${contact.csType}`, { defaultValue: readableCode(contact.csType) });
}

function SupportDialogs({ support }: { readonly support: CustomerServiceView }) {
  const { t } = useTranslation(['support', 'errors', 'common']);
  const panel = support.panel;
  const blocked = support.blocked;
  return (
    <>
      <Dialog open={panel !== null} onClose={support.close} title={t('panelTitle')} size="xl" flush>
        {panel ? (
          <PanelBody data-testid="support-panel">
            <Frame src={panel.url} title={t('panelFrame')} sandbox={FRAME_SANDBOX.chat} data-testid="support-frame" />
            <PanelFoot>
              <a href={panel.url} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: 'ghost', size: 'sm' }).className}>
                {t('openInNewTab')}
                <ExternalLinkIcon size={16} />
              </a>
            </PanelFoot>
          </PanelBody>
        ) : null}
      </Dialog>
      <Dialog
        open={blocked !== null}
        onClose={support.close}
        title={t('blockedTitle')}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={support.close}>
              {t('common:actions.close')}
            </Button>
            <a
              href={blocked?.url ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({ variant: 'primary' }).className}
              onClick={support.close}
              data-testid="support-blocked-link"
            >
              {blocked ? t('openType', { name: typeLabel(t, blocked) }) : null}
            </a>
          </>
        }
      >
        <p role="alert" data-testid="support-blocked">
          {t('errors:popupBlocked')}
        </p>
      </Dialog>
    </>
  );
}

const Entries = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '$3' });

const PanelBody = styled('div', { display: 'flex', flexDirection: 'column', height: 'min(80dvh, 720px)' });

const Frame = styled('iframe', { flex: 1, width: '100%', border: 0, backgroundColor: '$surface' });

const PanelFoot = styled('div', { display: 'flex', justifyContent: 'flex-end', padding: '$2 $3', borderTop: '1px solid $border' });
