/** The change-password form (SPEC.md §5): old password when asked, new password with the rule, equal confirmation. */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordPayload } from '@api/index';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { Actions, fieldErrorText, Form, FormHeader } from './formParts';
import { changePasswordSchema, type ChangePasswordValues } from './rules';
import { useNewPasswordRule } from './useNewPasswordRule';
import { zodResolver } from './zodResolver';

export interface ChangePasswordFormProps {
  forced?: boolean;
  askOld: boolean;
  busy: boolean;
  message: string | null;
  onSubmit: (payload: ChangePasswordPayload) => void;
  onCancel?: () => void;
  /** The cancel button's text (default "Cancel"; the forced change's is "Sign out"). */
  cancelLabel?: string;
}

export function ChangePasswordForm({ forced, askOld, busy, message, onSubmit, onCancel, cancelLabel }: ChangePasswordFormProps) {
  // the platform's password rule reads as its register pattern text (register namespace)
  const { t } = useTranslation(['auth', 'register']);
  const rule = useNewPasswordRule();
  const { register, handleSubmit, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema(askOld, rule)),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const fieldError = fieldErrorText<keyof ChangePasswordValues>(formState.errors, t);
  const submit = handleSubmit((values) =>
    onSubmit({
      ...(askOld ? { oldPassword: values.oldPassword.trim() } : {}),
      newPassword: values.newPassword.trim(),
      confirmNewPassword: values.confirmPassword.trim(),
    }),
  );
  return (
    <Form onSubmit={submit} noValidate aria-busy={busy || undefined} data-testid="change-password-form">
      <FormHeader title={t('changePassword.title')} intro={forced ? t('changePassword.forcedIntro') : null} error={message} errorTestId="change-password-error" />
      {askOld ? (
        <TextInput label={t('changePassword.oldPassword')} type="password" autoComplete="current-password" required error={fieldError('oldPassword')} {...register('oldPassword')} />
      ) : null}
      <TextInput
        label={t('changePassword.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t(rule.hint.key, rule.hint.values)}
        error={fieldError('newPassword')}
        {...register('newPassword')}
      />
      <TextInput label={t('changePassword.confirmPassword')} type="password" autoComplete="new-password" required error={fieldError('confirmPassword')} {...register('confirmPassword')} />
      <Actions>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('changePassword.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={busy}>
          {t('changePassword.submit')}
        </Button>
      </Actions>
    </Form>
  );
}


