/**
 * The session's dialogs (SPEC.md §4, §6, §8): the not-logged-in notice after a 401, the logout
 * confirmation, and the notice that a trial account needs a real one. Mounted once in the app.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export function SessionDialogs() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const [, navigate] = useLocation();
  const session = useSession();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const { loggingOut } = session;

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
        open={session.expiredNotice}
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
        <p data-testid="session-expired">{te('notLoggedIn')}</p>
      </Dialog>

      <Dialog
        open={session.upgradeNotice}
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
