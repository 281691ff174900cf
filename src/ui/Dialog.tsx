/**
 * A modal dialog: role=dialog, aria-modal, labelled by its title (and described by its
 * description), focus moved inside on open and trapped there, Esc and the close button close it,
 * focus returns to the element that opened it. The rest of the page is made `inert` while it is
 * open, so neither the keyboard nor a screen reader can wander behind it. Dialogs stack: only the
 * top one answers Esc, and closing it gives the one below its focus back.
 *
 * Phones get a bottom sheet; from `md` up it is centred. `placement="left"` is a side drawer.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from './afterNextPaint';
import { useTranslation } from 'react-i18next';
import { fadeIn, riseIn, slideIn, zoomIn } from './motion';
import { styled } from './theme';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';
import { scrollbarWidth } from './scrollbar';
import { closeModal, isTopModal, openModal } from './modalStack';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keeps the title for assistive technology but hides it on screen. */
  hideTitle?: boolean;
  /** Describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (buttons). */
  footer?: ReactNode;
  /** Content placed before the title in the header row (e.g. a logo). */
  headerStart?: ReactNode;
  /** Content placed after the title, before the close button (a page dialog's own settings). */
  headerEnd?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  placement?: 'center' | 'left';
  /** Element to focus on open; otherwise the first focusable of the body, then of the footer, then the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnOverlayClick?: boolean;
  /** Accessible name of the close button; defaults to "Close" in the active language. */
  closeLabel?: string;
  /** Body without padding, for content that lays itself out (menus, lists). */
  flush?: boolean;
  id?: string;
  /**
   * Shown in its turn by the dialog manager (src/app/dialogs.tsx). Every other modal is one the
   * manager waits for before it shows a dialog of its own.
   */
  managed?: boolean;
  /**
   * A page drawn as a dialog (the member centre on a wide screen): the manager shows what the
   * user asked for and what the account must answer over it, and keeps information for later.
   */
  page?: boolean;
}

/**
 * The attribute of a body child that stays usable over an open dialog (the live notices): a
 * dialog makes every other child of the body inert, not this one.
 */
export const ABOVE_DIALOGS = 'data-above-dialogs';

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenDialog {...props} />;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable descendants in tab order (hidden ones skipped where the browser can tell). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    if (element.closest('[inert]')) return false;
    const visible = (element as HTMLElement & { checkVisibility?: () => boolean }).checkVisibility;
    return typeof visible === 'function' ? visible.call(element) : true;
  });
}

let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockScroll() {
  if (scrollLocks++ > 0) return;
  const body = document.body;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // no layout forced where scrollbars overlay the page (src/ui/scrollbar.ts)
  const scrollbar = scrollbarWidth();
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  if (--scrollLocks > 0 || !savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

function OpenDialog({
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  headerStart,
  headerEnd,
  size = 'md',
  placement = 'center',
  initialFocusRef,
  closeOnOverlayClick = true,
  closeLabel,
  flush = false,
  id,
  managed = false,
  page = false,
}: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const descriptionId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  // The element that had focus when the dialog opened, read before the dialog takes focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [token] = useState(() => Symbol('dialog'));

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // The page beneath made inert (once the dialog has been painted, below) and the elements that
  // were, so closing gives them back at once.
  const inert = useRef<{ cancel: () => void; made: Element[] }>({ cancel: () => {}, made: [] });

  // Stack and scroll lock from the commit that shows the dialog. Undone in the commit that closes
  // it, with the page's inert: what that commit draws in its place may take focus (the member
  // centre moved from its dialog to its page focuses the field it was in), and an inert element
  // cannot.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const beneath = inert.current;
    openModal(token, managed ? 'managed' : page ? 'page' : 'other');
    lockScroll();
    return () => {
      closeModal(token);
      beneath.cancel();
      for (const element of beneath.made) element.removeAttribute('inert');
      beneath.made = [];
      unlockScroll();
      // only where the focus went with the dialog: what took it meanwhile keeps it
      const focusGone = document.activeElement === null || document.activeElement === document.body || Boolean(root?.contains(document.activeElement));
      if (focusGone && opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
    // Runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus inside, then the page beneath made inert: out of the commit that draws the dialog.
  // Focusing brings styles and layout up to date, and `inert` restyles the whole page beneath; in
  // the commit they were one task with it (the welcome popup over a first load: 35-60 ms at
  // desktop speed, ≈150 at a phone's). Now the focus runs with the passive effects (at once after
  // a click or a key: React flushes those of a discrete event in the same task) and the page turns
  // inert once the dialog has been painted, so its restyle is a frame of its own. Meanwhile the
  // overlay covers the page and Tab is trapped by the panel.
  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return;
    // The content first, then the actions, then the close button: the header (logo, close) is
    // skipped so a screen reader starts at what the dialog is about.
    const firstIn = (element: HTMLElement | null) => (element ? focusableIn(element)[0] : undefined);
    const initial = initialFocusRef?.current ?? firstIn(bodyRef.current) ?? firstIn(footerRef.current) ?? closeRef.current ?? panel;
    initial.focus({ preventScroll: true });

    inert.current.cancel = afterNextPaint(() => {
      for (const sibling of Array.from(document.body.children)) {
        if (sibling === root || sibling.hasAttribute('inert') || sibling.hasAttribute(ABOVE_DIALOGS)) continue;
        if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
        sibling.setAttribute('inert', '');
        inert.current.made.push(sibling);
      }
    });
    // undone by the layout effect's cleanup above, in the commit that closes the dialog
    // Runs once per opening; later changes of the props do not move focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Listening from the commit that shows the dialog: a passive effect runs a moment after the
  // paint, and an Esc pressed in that moment went by unanswered (CI on 0c8c665).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopModal(token)) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [token]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const titleNode = (
    <Title id={titleId} placement={placement}>
      {title}
    </Title>
  );

  return createPortal(
    <Overlay
      ref={rootRef}
      placement={placement}
      data-dialog-root=""
      onClick={(event) => {
        // a single click only: the second click of a double-clicked submit lands on the overlay
        // when the dialog's content shrinks under it (a sent form becomes a short confirmation)
        if (closeOnOverlayClick && event.target === event.currentTarget && event.detail <= 1) onCloseRef.current();
      }}
    >
      <Panel
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        size={size}
        placement={placement}
        onKeyDown={trapTab}
      >
        <Header>
          {headerStart}
          {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
          {headerEnd ? <HeaderEnd>{headerEnd}</HeaderEnd> : null}
          <IconButton ref={closeRef} label={closeLabel ?? t('actions.close')} onClick={() => onCloseRef.current()} css={{ marginLeft: headerEnd ? 0 : 'auto' }}>
            <CloseIcon />
          </IconButton>
        </Header>
        <Body ref={bodyRef} flush={flush}>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          {children}
        </Body>
        {footer ? <Footer ref={footerRef}>{footer}</Footer> : null}
      </Panel>
    </Overlay>,
    document.body,
  );
}

const Overlay = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$dialog',
  display: 'flex',
  // no backdrop-filter: a blur is redrawn over the whole page beneath on every frame that changes
  // anything (each keystroke in the member centre's overlay); a plain scrim costs nothing
  backgroundColor: '$overlay',
  '@motion': { animation: `${fadeIn} 160ms ease-out` },
  variants: {
    placement: {
      center: {
        alignItems: 'flex-end',
        justifyContent: 'center',
        '@md': { alignItems: 'center', padding: '$6' },
      },
      left: { alignItems: 'stretch', justifyContent: 'flex-start' },
    },
  },
});

const Panel = styled('div', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '92dvh',
  backgroundColor: '$surface1',
  color: '$text',
  border: '1px solid $border',
  boxShadow: '$lg',
  overflow: 'hidden',
  '&:focus-visible': { outline: 'none' },
  variants: {
    placement: {
      center: {
        borderRadius: '$xl $xl 0 0',
        paddingBottom: 'env(safe-area-inset-bottom)',
        '@motion': { animation: `${riseIn} 220ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
        '@md': {
          borderRadius: '$xl',
          paddingBottom: 0,
          '@motion': { animation: `${zoomIn} 200ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
        },
      },
      left: {
        width: '$drawerWidth',
        maxHeight: 'none',
        height: '100%',
        borderRadius: 0,
        borderWidth: '0 1px 0 0',
        '@motion': { animation: `${slideIn} 240ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
      },
    },
    size: {
      sm: { '@md': { maxWidth: '$dialogSm' } },
      md: { '@md': { maxWidth: '$dialogMd' } },
      lg: { '@md': { maxWidth: '$dialogLg' } },
      /** The member centre overlay: a menu beside a page. */
      xl: { '@md': { maxWidth: '1080px' } },
    },
  },
  compoundVariants: [
    { placement: 'left', size: 'sm', css: { '@md': { maxWidth: 'none' } } },
    { placement: 'left', size: 'md', css: { '@md': { maxWidth: 'none' } } },
    { placement: 'left', size: 'lg', css: { '@md': { maxWidth: 'none' } } },
    { placement: 'left', size: 'xl', css: { '@md': { maxWidth: 'none' } } },
  ],
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '60px',
  padding: '$2 $2 $2 $5',
  borderBottom: '1px solid $border',
  flexShrink: 0,
});

const HeaderEnd = styled('div', { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: '$2', minWidth: 0 });

const Title = styled('h2', {
  fontSize: '$lg',
  fontWeight: '$bold',
  variants: { placement: { center: {}, left: { fontSize: '$md' } } },
});

const Body = styled('div', {
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '$5',
  variants: { flush: { true: { padding: 0 }, false: {} } },
});

const Description = styled('p', {
  color: '$textMuted',
  marginBottom: '$4',
});

const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '$3',
  padding: '$4 $5',
  borderTop: '1px solid $border',
  flexShrink: 0,
  // a bottom sheet on phones: full-width actions, easy to reach with a thumb
  '& > *': { flex: '1 1 auto' },
  '@md': { '& > *': { flex: '0 0 auto' } },
});
