/**
 * The chat's panel (the chat room and a live-cam model's chat): the platform's chatUrl in a frame,
 * beside the page from `lg` up (a column on the right, the page stays usable — the game page makes
 * room for it) and full screen on a phone (a modal: the page behind is inert). It is labelled by
 * its title, takes focus when it opens (its close button), Esc and the button close it, and focus
 * goes back to what opened it. While the address is asked for it says so; a failed launch says
 * why with a retry.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../ui/Button';
import { ABOVE_DIALOGS } from '../../ui/Dialog';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon, ExternalLinkIcon } from '../../ui/icons';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { MEDIA, useMediaQuery } from '../../ui/useMediaQuery';
import { FRAME_SANDBOX } from '../../ui/frameSandbox';

export type ChatPanelState = 'launching' | 'open' | 'failed';

export interface ChatPanelProps {
  readonly state: ChatPanelState;
  readonly title: string;
  readonly frameTitle: string;
  readonly url: string | null;
  /** errors:… key of a failed launch. */
  readonly failureKey: string | null;
  readonly onClose: () => void;
  readonly onRetry: () => void;
  readonly testId: string;
  readonly icon?: ReactNode;
}

/** The width the panel takes beside the page from `lg` up (the game page leaves it free). */
export const CHAT_PANEL_WIDTH = '400px';

export function ChatPanel(props: ChatPanelProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(<OpenPanel {...props} />, document.body);
}

function OpenPanel({ state, title, frameTitle, url, failureKey, onClose, onRetry, testId, icon }: ChatPanelProps) {
  const { t } = useTranslation(['chat', 'errors']);
  const desktop = useMediaQuery(MEDIA.lg);
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);

  // focus in on open, and again when the control that had it went away (the retry, once the chat opens)
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (root && !root.contains(document.activeElement)) root.querySelector<HTMLElement>('[data-close]')?.focus({ preventScroll: true });
  }, [state]);

  // a phone's full-screen panel is modal: the page behind is inert while it shows
  useEffect(() => {
    if (desktop) return;
    const root = rootRef.current;
    const madeInert: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === root || sibling.hasAttribute('inert') || sibling.hasAttribute(ABOVE_DIALOGS)) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    return () => madeInert.forEach((element) => element.removeAttribute('inert'));
  }, [desktop]);

  // back to the opener on close (after the page is usable again: this cleanup runs after the one above)
  useEffect(() => {
    const from = opener.current;
    return () => {
      if (from instanceof HTMLElement && from.isConnected) from.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Panel
      ref={rootRef}
      role="dialog"
      aria-modal={desktop ? undefined : true}
      aria-labelledby={titleId}
      aria-busy={state === 'launching' || undefined}
      data-testid={testId}
      data-state={state}
      data-layout={desktop ? 'beside' : 'fullscreen'}
    >
      <Head>
        {icon}
        <h2 id={titleId}>{title}</h2>
        <IconButton data-close label={t('close')} onClick={onClose} data-testid={`${testId}-close`}>
          <CloseIcon size={20} />
        </IconButton>
      </Head>
      {state === 'open' && url ? (
        <>
          <Frame src={url} title={frameTitle} sandbox={FRAME_SANDBOX.chat} data-testid={`${testId}-frame`} />
          <Foot>
            <a href={url} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: 'ghost', size: 'sm' }).className}>
              {t('openInNewTab')}
              <ExternalLinkIcon size={16} />
            </a>
          </Foot>
        </>
      ) : state === 'failed' ? (
        <Middle>
          <Notice tone="error" onRetry={onRetry} retryLabel={t('retry')} data-testid={`${testId}-failure`}>
            {t(failureKey ?? 'errors:unknown')}
          </Notice>
        </Middle>
      ) : (
        <Middle role="status">
          <Spinner size="lg" decorative />
          <span>{t('launching')}</span>
        </Middle>
      )}
    </Panel>
  );
}

const Panel = styled('div', {
  position: 'fixed',
  zIndex: '$drawer',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surface1',
  color: '$text',
  inset: 0,
  '@lg': {
    inset: 'auto',
    top: '$sizes$headerHeight',
    right: 0,
    bottom: 0,
    width: CHAT_PANEL_WIDTH,
    borderLeft: '1px solid $border',
    boxShadow: '$lg',
  },
});

const Head = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 $2 $2 $4',
  borderBottom: '1px solid $border',
  color: '$goldText',
  '& > h2': { flex: 1, margin: 0, fontSize: '$md', fontWeight: '$heavy', color: '$text' },
});

const Frame = styled('iframe', { flex: 1, width: '100%', border: 0, backgroundColor: '$surface2' });

const Foot = styled('div', { display: 'flex', justifyContent: 'flex-end', padding: '$2 $3', borderTop: '1px solid $border' });

const Middle = styled('div', { flex: 1, display: 'grid', placeContent: 'center', justifyItems: 'center', gap: '$3', padding: '$5', textAlign: 'center', color: '$goldText' });
