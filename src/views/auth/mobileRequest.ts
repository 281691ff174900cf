/** The payload of an SMS send from a form's mobile fields, or null after marking what is wrong with them. */
import { mobileOnlySchema } from './rules';

type MobileField = 'countryDialingCode' | 'mobileNum';

export interface MobileFormAccess {
  getValues: () => { countryDialingCode: string; mobileNum: string };
  setError: (name: MobileField, error: { message: string }) => void;
  clearErrors: (names: MobileField[]) => void;
}

export function mobileSmsRequest({ getValues, setError, clearErrors }: MobileFormAccess): { mobileNum: string; countryDialingCode: string } | null {
  const checked = mobileOnlySchema.safeParse(getValues());
  clearErrors(['countryDialingCode', 'mobileNum']);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const name = issue.path[0];
      if (name === 'countryDialingCode' || name === 'mobileNum') setError(name, { message: issue.message });
    }
    return null;
  }
  return { mobileNum: checked.data.mobileNum.trim(), countryDialingCode: checked.data.countryDialingCode.replace(/^\+/, '') };
}
