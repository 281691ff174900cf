/**
 * A security task in a dialog: the payment password (set, change, reset by SMS code), a contact's
 * verification by a code sent to it, or the authenticator app (its QR code and secret to bind, its
 * code to unbind). The form keeps what was typed through a refusal; the chart says when it is done.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SecurityTask } from '@machines/security/securityCentre.machine';
import type { SecurityTaskView } from '@machines/security/securityTask.connect';
import { Button } from '../../../ui/Button';
import { ChunkBoundary } from '../../../ui/ChunkBoundary';
import { Dialog } from '../../../ui/Dialog';
import { PinField, TextInput } from '../../../ui/Field';
import { lazyChunk } from '../../../ui/loadChunk';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { SmsCodeButton } from '../../auth/SmsCodeButton';
import { useSmsCodeRule } from '../../auth/useSmsCodeRule';
import { fieldErrorText, useFailureText } from '../../auth/formParts';
import { zodResolver } from '../../auth/zodResolver';
import { taskSchema, type TaskFormValues } from './rules';
import { useSecurityTask } from './useSecurityCentre';
import { SuspenseBoundary } from '../../../ui/SuspenseBoundary';

const QrImage = lazyChunk(() => import('../../agent/register/QrImage'));

export function TaskDialog({ task, onClose, onDone }: { task: SecurityTask; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('security');
  const flow = useSecurityTask(task);
  // the chart says the task is done; the overview closes the dialog and reads the items again
  useEffect(() => {
    if (flow.done) onDone();
  }, [flow.done, onDone]);
  return (
    <Dialog open onClose={onClose} title={t(`tasks.${task}.title`)} description={t(`tasks.${task}.intro`)} size="md" id="security-task-dialog">
      <div data-testid="security-task" data-task={task} data-status={flow.status}>
        {flow.status === 'preparing' ? <Spinner size="lg" /> : null}
        {flow.status === 'prepareFailed' ? <PrepareFailure flow={flow} /> : null}
        {flow.status === 'editing' || flow.status === 'saving' ? <TaskForm flow={flow} onCancel={onClose} /> : null}
      </div>
    </Dialog>
  );
}

function PrepareFailure({ flow }: { flow: SecurityTaskView }) {
  const { t } = useTranslation('security');
  const text = useFailureText(flow.failureKey, flow.failureText);
  return (
    <Notice tone="error" onRetry={flow.retry} retryLabel={t('retry')} data-testid="security-task-failure">
      {text}
    </Notice>
  );
}

function TaskForm({ flow, onCancel }: { flow: SecurityTaskView; onCancel: () => void }) {
  const { t } = useTranslation(['security', 'errors']);
  const smsRule = useSmsCodeRule();
  const { register, handleSubmit, formState } = useForm<TaskFormValues>({
    resolver: zodResolver(taskSchema(flow.task, flow.codeSource, smsRule)),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '', code: '' },
  });
  const fieldError = fieldErrorText<keyof TaskFormValues>(formState.errors, (key) => t(key));
  const refusal = useFailureText(flow.error?.key ?? null, flow.error?.text ?? null);
  const refusalAt = (name: keyof TaskFormValues) => fieldError(name) ?? (flow.error?.field === name ? (refusal ?? undefined) : undefined);
  const submit = handleSubmit((values) => {
    flow.submit({
      ...(flow.asksOldPassword ? { oldPassword: values.oldPassword.trim() } : {}),
      ...(flow.asksNewPassword ? { newPassword: values.newPassword.trim(), confirmPassword: values.confirmPassword.trim() } : {}),
      ...(flow.codeSource ? { code: values.code.trim() } : {}),
    });
  });
  return (
    <Form onSubmit={submit} noValidate aria-busy={flow.busy || undefined} data-testid="security-task-form">
      {flow.error && !flow.error.field ? (
        <Notice tone="error" data-testid="security-task-error">
          {refusal}
        </Notice>
      ) : null}
      {flow.secret ? (
        <Secret data-testid="security-secret">
          {flow.secret.otpauthUrl ? (
            <ChunkBoundary area="section">
              <SuspenseBoundary fallback={<Skeleton css={{ width: '240px', height: '240px' }} />}>
                <QrImage text={flow.secret.otpauthUrl} alt={t('tasks.bindAuthenticator.qrAlt')} />
              </SuspenseBoundary>
            </ChunkBoundary>
          ) : null}
          <p>{t('tasks.bindAuthenticator.manual')}</p>
          <code data-testid="security-secret-text">{flow.secret.secret}</code>
        </Secret>
      ) : null}
      {flow.asksOldPassword ? <PinField purpose="approve" label={t('form.oldPin')} error={refusalAt('oldPassword')} data-testid="security-old-pin" {...register('oldPassword')} /> : null}
      {flow.asksNewPassword ? (
        <>
          <PinField purpose="new" label={t('form.newPin')} hint={t('form.pinRule')} error={refusalAt('newPassword')} data-testid="security-new-pin" {...register('newPassword')} />
          <PinField purpose="new" label={t('form.confirmPin')} error={refusalAt('confirmPassword')} data-testid="security-confirm-pin" {...register('confirmPassword')} />
        </>
      ) : null}
      {flow.codeSource ? (
        <CodeRow>
          <TextInput
            label={t(flow.codeSource === 'app' ? 'form.appCode' : 'form.code')}
            hint={flow.codeSource === 'app' ? t('form.appCodeHint') : undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={refusalAt('code')}
            data-testid="security-code"
            {...register('code')}
          />
          {flow.sms && flow.codeRequest ? <SmsCodeButton actor={flow.sms} request={() => flow.codeRequest} /> : null}
        </CodeRow>
      ) : null}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={flow.busy} data-testid="security-task-submit">
          {t(`tasks.${flow.task}.submit`)}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$3' });
const CodeRow = styled('div', { display: 'grid', gap: '$2', gridTemplateColumns: '1fr', alignItems: 'end', '@sm': { gridTemplateColumns: '1fr auto' } });
const Actions = styled('div', { display: 'flex', justifyContent: 'flex-end', gap: '$2', flexWrap: 'wrap' });
const Secret = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  textAlign: 'center',
  '& img': { backgroundColor: '#fff', borderRadius: '$md' },
  '& code': { fontFamily: '$mono', wordBreak: 'break-all', fontSize: '$md', letterSpacing: '0.08em' },
});
