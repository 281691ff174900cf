/**
 * The "send code" button of every SMS field, driven by an smsCountdown actor (the chart decides
 * when it is enabled and for how long): disabled with the seconds left after a send, with the
 * minutes left after too many requests, and a warning dialog with the server's message when a
 * send is refused. `request()` returns the send's payload, or null when the form's own check of
 * the mobile number failed (the form then shows why and nothing is sent).
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { styled } from '../../ui/theme';
import { useFailureText } from './formParts';
import { useSmsCountdown, type SmsCountdownRef } from './useSmsCountdown';

export type { SmsCountdownRef } from './useSmsCountdown';

export function SmsCodeButton({ actor, request }: { actor: SmsCountdownRef; request: () => Promise<unknown> | unknown }) {
  const { t } = useTranslation('auth');
  const okRef = useRef<HTMLButtonElement>(null);
  const sms = useSmsCountdown(actor);
  const warning = useFailureText(sms.warningKey, sms.warningText);

  const send = async () => {
    const payload = await request();
    if (payload !== null && payload !== undefined) sms.send(payload);
  };
  const label =
    sms.phase === 'codeSent'
      ? t('sms.resendIn', { seconds: sms.secondsLeft })
      : sms.phase === 'rateLimited'
        ? t('sms.waitMinutes', { time: sms.waitTime })
        : t('sms.send');

  return (
    <>
      <Button type="button" variant="outline" loading={sms.sending} disabled={sms.disabled} onClick={() => void send()} data-testid="sms-send" data-state={sms.phase}>
        {label}
      </Button>
      {sms.codeSent ? <SentNote role="status">{t('sms.sent')}</SentNote> : null}
      <Dialog
        open={sms.warningOpen}
        onClose={sms.dismiss}
        size="sm"
        title={t('sms.warningTitle')}
        initialFocusRef={okRef}
        footer={
          <Button ref={okRef} variant="primary" onClick={sms.dismiss}>
            {t('session.ok')}
          </Button>
        }
      >
        <p data-testid="sms-warning">{warning}</p>
      </Dialog>
    </>
  );
}

const SentNote = styled('p', { gridColumn: '1 / -1', fontSize: '$xs', color: '$textMuted' });
