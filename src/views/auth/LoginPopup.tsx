/**
 * The login popup over the lobby (/login, SPEC.md §2): the login forms and a switch to register.
 * Its SMS countdown is the login chart's `sms` child, so it lives as long as the popup's chart.
 */
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { loginLogic } from '../../app/auth-services';
import { Dialog } from '../../ui/Dialog';
import { PopupSwitch } from './formParts';
import { LoginForm } from './LoginForm';

export function LoginPopup() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const actor = useActorRef(loginLogic);
  const close = () => {
    // An abandoned forced password change must not leave a half-open session behind.
    if (actor.getSnapshot().matches('passwordChange')) actor.send({ type: 'CANCEL' });
    navigate('/');
  };
  return (
    <Dialog open onClose={close} size="sm" title={t('login.title')} closeOnOverlayClick={false}>
      <LoginForm actor={actor} site="main" />
      <PopupSwitch question={t('login.noAccount')} link={t('login.toRegister')} href="/register" />
    </Dialog>
  );
}

export default LoginPopup;
