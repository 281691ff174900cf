/**
 * The login popup over the lobby (/login, SPEC.md §2): the login forms and a switch to register.
 * The login flow (and its SMS countdown, the chart's `sms` child) is open as long as the popup.
 * Closed, it goes back to the page it was opened from (`?returnTo=`), and what the visitor was
 * doing there is dropped; the switch to register keeps that page.
 */
import { useTranslation } from 'react-i18next';
import { useSignInPopup } from '../../app/navigation';
import { Dialog } from '../../ui/Dialog';
import { PopupSwitch } from './formParts';
import { LoginForm } from './LoginForm';
import { useLogin } from './useLogin';

function LoginPopup() {
  const { t } = useTranslation('auth');
  const login = useLogin('main');
  const { close, registerPath } = useSignInPopup();
  return (
    <Dialog open onClose={close} size="sm" title={t('login.title')} closeOnOverlayClick={false}>
      <LoginForm login={login} />
      <PopupSwitch question={t('login.noAccount')} link={t('login.toRegister')} href={registerPath} />
    </Dialog>
  );
}

export default LoginPopup;
