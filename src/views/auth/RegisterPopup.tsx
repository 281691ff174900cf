/**
 * The register popup over the lobby (/register, SPEC.md §2): tabs by username (USERNAMEREG3) and
 * by mobile (MOBILENUMREG3), each only when its flag is on, one register flow for the popup's
 * life, and a switch to the login popup. The chart decides; this view only shows its state.
 * Closed, it goes back to the page the login it was reached from was opened from (`?returnTo=`).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { connectRegister, type RegisterView } from '@machines/auth/register.connect';
import type { RegisterTab } from '@machines/auth/register.machine';
import { useFlowApi } from '../../app/actors';
import { useSignInPopup } from '../../app/navigation';
import { registerLogic } from '../../app/wiring/auth/register';
import { useSession } from '../../app/session';
import { useFlag } from '../../app/system';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { Alert, PopupSwitch, useFailureText } from './formParts';
import { RegisterForm } from './RegisterForm';
import { useRegister } from './useRegister';
import { FLOW } from '../../app/flowKeys';

function RegisterPopup() {
  const { t } = useTranslation('register');
  const byUsername = useFlag('USERNAMEREG3');
  const byMobile = useFlag('MOBILENUMREG3');
  const { role } = useSession();
  const popup = useSignInPopup();
  const leave = popup.close;
  // the flow RegisterFlow opened: a close while it holds the new account's session goes through it
  const registration = useFlowApi(FLOW.register, registerLogic, connectRegister);
  const { closed } = registration;
  useEffect(() => {
    if (closed) leave();
  }, [closed, leave]);
  const tabs: RegisterTab[] = [...(byUsername ? ['username' as const] : []), ...(byMobile ? ['mobile' as const] : [])];
  // A member or agent already has an account; a trial account may register a real one (SPEC.md §6).
  if (role === 'member' || role === 'agent') return <Redirect to="/" replace />;
  const close = () => (registration.holdsSession ? registration.close() : leave());
  return (
    <Dialog open onClose={close} size="md" title={t('title')} closeOnOverlayClick={false}>
      {tabs.length === 0 ? <p role="status">{t('noTabs')}</p> : <RegisterFlow tabs={tabs} />}
      <PopupSwitch question={t('haveAccount')} link={t('toLogin')} href={popup.loginPath} />
    </Dialog>
  );
}

export default RegisterPopup;

function RegisterFlow({ tabs }: { tabs: readonly RegisterTab[] }) {
  const registration = useRegister(tabs[0] ?? 'username');
  const { phase } = registration;
  if (phase === 'done') return null;
  if (phase === 'loading') return <Loading />;
  if (phase === 'loadFailed' || phase === 'infoFailed') return <Failure registration={registration} phase={phase} />;
  return <RegisterForm registration={registration} tabs={tabs} />;
}

function Loading() {
  const { t } = useTranslation('register');
  return (
    <Centre data-testid="register-loading">
      <Spinner size="md" label={t('loading')} />
    </Centre>
  );
}

function Failure({ registration, phase }: { registration: RegisterView; phase: 'loadFailed' | 'infoFailed' }) {
  const { t } = useTranslation('register');
  const detail = useFailureText(registration.errorKey, registration.errorText);
  return (
    <Centre data-testid={phase === 'loadFailed' ? 'register-load-failed' : 'register-info-failed'}>
      <Alert role="alert">
        {t(phase === 'loadFailed' ? 'loadFailed' : 'infoFailed')} {detail}
      </Alert>
      <Button variant="primary" onClick={registration.retry}>
        {t('retry')}
      </Button>
    </Centre>
  );
}

const Centre = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  padding: '$4 0',
  color: '$textMuted',
  textAlign: 'center',
});
