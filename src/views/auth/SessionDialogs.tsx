/**
 * The session's dialogs (SPEC.md §4, §6, §8): the not-logged-in notice after a 401, the logout
 * confirmation, and the notice that a trial account needs a real one. Mounted once in the app.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { sendSession, useSessionExpiredNotice, useSessionPhase, useStartSession, useTrialNotice } from '../../app/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export function SessionDialogs() {
  useStartSession();
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const [, navigate] = useLocation();
  const phase = useSessionPhase();
  const expired = useSessionExpiredNotice();
  const trialNotice = useTrialNotice();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const loggingOut = phase === 'loggingOut';

  return (
    <>
      <Dialog
        open={phase === 'confirmLogout' || loggingOut}
        onClose={() => (loggingOut ? undefined : sendSession({ type: 'CANCEL' }))}
        size="sm"
        title={t('session.logoutTitle')}
        initialFocusRef={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="ghost" disabled={loggingOut} onClick={() => sendSession({ type: 'CANCEL' })}>
              {t('session.cancel')}
            </Button>
            <Button variant="danger" loading={loggingOut} onClick={() => sendSession({ type: 'CONFIRM' })} data-testid="logout-confirm">
              {t('session.logoutConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('session.logoutBody')}</p>
      </Dialog>

      <Dialog
        open={expired}
        onClose={() => sendSession({ type: 'DISMISS' })}
        size="sm"
        title={t('session.expiredTitle')}
        initialFocusRef={okRef}
        footer={
          <Button ref={okRef} variant="primary" onClick={() => sendSession({ type: 'DISMISS' })}>
            {t('session.ok')}
          </Button>
        }
      >
        <p data-testid="session-expired">{te('notLoggedIn')}</p>
      </Dialog>

      <Dialog
        open={trialNotice}
        onClose={() => sendSession({ type: 'DISMISS' })}
        size="sm"
        title={t('session.trialTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={() => sendSession({ type: 'DISMISS' })}>
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
            sendSession({ type: 'DISMISS' });
            navigate('/register');
          }}
        >
          {t('session.register')}
        </Button>
      </Dialog>
    </>
  );
}
