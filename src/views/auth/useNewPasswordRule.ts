/** The new-password rule of the change and reset forms: the platform's register rule when the status call sent one. */
import { useMemo } from 'react';
import { usePermissionInfo } from '../../app/system';
import { newPasswordRule, type NewPasswordRule } from './rules';

export function useNewPasswordRule(): NewPasswordRule {
  const platformRule = usePermissionInfo()?.register.password ?? null;
  return useMemo(() => newPasswordRule(platformRule), [platformRule]);
}
