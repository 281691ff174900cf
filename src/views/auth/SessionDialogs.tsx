/**
 * The session's dialogs (SPEC.md §4, §6, §8): the not-logged-in notice after a 401 (or that the
 * account signed in on another device), the logout confirmation, the notice that a trial account
 * needs a real one, and the forced password change of a session held until its password changes
 * (it cannot be closed, only answered or given up by signing out), and why the site
 * refused such a session once its password changed. Mounted once in the app.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useInTurn } from '../../app/dialogs';
import { useSession } from '../../app/session';
import type { ForcedPasswordChangeView } from '@machines/auth/session.connect';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useFailureText } from './formParts';

export function SessionDialogs() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const [, navigate] = useLocation();
  const session = useSession();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const refusedOkRef = useRef<HTMLButtonElement>(null);
  const { loggingOut } = session;
  const refusal = useFailureText(session.refusal?.key ?? null, session.refusal?.text ?? null);
  // each in its turn (src/app/dialogs.tsx): what the account must hear first, what the user asked for (the trial notice) at once
  const expiredShown = useInTurn('session-expired', 'account', session.expiredNotice);
  const refusalShown = useInTurn('session-refused', 'account', session.refusal !== null);
  const upgradeShown = useInTurn('trial-notice', 'asked', session.upgradeNotice);
  const passwordChangeShown = useInTurn('forced-password-change', 'account', session.passwordChange !== null);

  return (
    <>
      <Dialog
        open={session.confirmingLogout}
        onClose={() => (loggingOut ? undefined : session.cancelLogout())}
        size="sm"
        title={t('session.logoutTitle')}
        initialFocusRef={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="ghost" disabled={loggingOut} onClick={session.cancelLogout}>
              {t('session.cancel')}
            </Button>
            <Button variant="danger" loading={loggingOut} onClick={session.confirmLogout} data-testid="logout-confirm">
              {t('session.logoutConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('session.logoutBody')}</p>
      </Dialog>

      <Dialog
        open={expiredShown}
        managed
        onClose={session.dismissNotice}
        size="sm"
        title={t('session.expiredTitle')}
        initialFocusRef={okRef}
        footer={
          <Button ref={okRef} variant="primary" onClick={session.dismissNotice}>
            {t('session.ok')}
          </Button>
        }
      >
        <p data-testid="session-expired">{te(session.endReason === 'elsewhere' ? 'signedInElsewhere' : 'notLoggedIn')}</p>
      </Dialog>

      {session.passwordChange && passwordChangeShown ? <ForcedPasswordChange change={session.passwordChange} /> : null}

      <Dialog
        open={refusalShown}
        managed
        onClose={session.dismissNotice}
        size="sm"
        title={t('session.refusedTitle')}
        initialFocusRef={refusedOkRef}
        footer={
          <Button ref={refusedOkRef} variant="primary" onClick={session.dismissNotice}>
            {t('session.ok')}
          </Button>
        }
      >
        <p data-testid="session-refused">{refusal}</p>
      </Dialog>

      <Dialog
        open={upgradeShown}
        managed
        onClose={session.dismissNotice}
        size="sm"
        title={t('session.trialTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={session.dismissNotice}>
              {t('session.ok')}
            </Button>
          </>
        }
      >
        <p data-testid="trial-notice">{te('trialNotAllowed')}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            session.dismissNotice();
            navigate('/register');
          }}
        >
          {t('session.register')}
        </Button>
      </Dialog>
    </>
  );
}

/** The forced change: the current password only when none is held; "Sign out" gives the session up. */
function ForcedPasswordChange({ change }: { change: ForcedPasswordChangeView }) {
  const { t } = useTranslation('auth');
  const message = useFailureText(change.errorKey, change.errorText);
  return (
    // closing it gives the session up, as its "Sign out" does: a held session is never left open behind
    <Dialog open managed onClose={() => (change.busy ? undefined : change.signOut())} size="sm" title={t('changePassword.title')} hideTitle closeOnOverlayClick={false}>
      <ChangePasswordForm forced askOld={change.askOld} busy={change.busy} message={message} onSubmit={change.change} onCancel={change.signOut} cancelLabel={t('changePassword.signOut')} />
    </Dialog>
  );
}
