/**
 * The "send code" button of every SMS field, driven by an smsCountdown actor (the chart decides
 * when it is enabled and for how long): disabled with the seconds left after a send, with the
 * minutes left after too many requests, and a warning dialog with the server's message when a
 * send is refused. `request()` returns the send's payload, or null when the form's own check of
 * the mobile number failed (the form then shows why and nothing is sent).
 */
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from '@machines/smsCountdown.machine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { styled } from '../../ui/theme';
import { useFailureText } from './formParts';

export type SmsCountdownRef = ActorRefFrom<typeof smsCountdownMachine>;

export function SmsCodeButton({ actor, request }: { actor: SmsCountdownRef; request: () => Promise<unknown> | unknown }) {
  const { t } = useTranslation('auth');
  const okRef = useRef<HTMLButtonElement>(null);
  // The chart's top state: ready, sending, codeSent, rateLimited, warning or cooling.
  const phase = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0] ?? 'ready'));
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const warningKey = useSelector(actor, (s) => s.context.warningKey);
  const warningText = useSelector(actor, (s) => s.context.warningText);
  const warning = useFailureText(warningKey, warningText);

  const send = async () => {
    const payload = await request();
    if (payload !== null && payload !== undefined) actor.send({ type: 'SEND', request: payload });
  };
  const label =
    phase === 'codeSent'
      ? t('sms.resendIn', { seconds: secondsLeft })
      : phase === 'rateLimited'
        ? t('sms.waitMinutes', { time: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}` })
        : t('sms.send');

  return (
    <>
      <Button
        type="button"
        variant="outline"
        loading={phase === 'sending'}
        disabled={phase !== 'ready' && phase !== 'sending'}
        onClick={() => void send()}
        data-testid="sms-send"
        data-state={phase}
      >
        {label}
      </Button>
      {phase === 'codeSent' ? <SentNote role="status">{t('sms.sent')}</SentNote> : null}
      <Dialog
        open={warningKey !== null}
        onClose={() => actor.send({ type: 'DISMISS' })}
        size="sm"
        title={t('sms.warningTitle')}
        initialFocusRef={okRef}
        footer={
          <Button ref={okRef} variant="primary" onClick={() => actor.send({ type: 'DISMISS' })}>
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
