/** The SMS code's rule for every form that takes one: the platform's register rule for it, when the status call sent one. */
import { usePermissionInfo } from '../../app/system';
import type { FieldRule } from '../../validation/patterns';

export function useSmsCodeRule(): FieldRule | null {
  return usePermissionInfo()?.register.verificationCode ?? null;
}
