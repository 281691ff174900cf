/**
 * The login popup over the lobby (/login, SPEC.md §2): the login forms and a switch to register.
 * The login flow (and its SMS countdown, the chart's `sms` child) is open as long as the popup.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Dialog } from '../../ui/Dialog';
import { PopupSwitch } from './formParts';
import { LoginForm } from './LoginForm';
import { useLogin } from './useLogin';

function LoginPopup() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const login = useLogin('main');
  const close = () => navigate('/');
  return (
    <Dialog open onClose={close} size="sm" title={t('login.title')} closeOnOverlayClick={false}>
      <LoginForm login={login} />
      <PopupSwitch question={t('login.noAccount')} link={t('login.toRegister')} href="/register" />
    </Dialog>
  );
}

export default LoginPopup;
