/**
 * The new-downline form's zod schema: the player registration form's own rules (SPEC.md §5), not
 * a copy — each field is checked by `checkRegisterField` (src/validation/register-form.ts) with the
 * register settings' rule for it, the same function the player form and its tests use, and the
 * embedded platform judges the same patterns (src/validation/patterns.ts). Messages are `register`
 * namespace keys with their values (min, max). The affiliate link's form (member type, remark up
 * to 50 characters, the platform's limit) is here too.
 */
import { z } from 'zod';
import type { NewAffiliateLink, NewDownline } from '@api/index';
import { checkRegisterField, type RegisterFieldSpec, type RegisterSettingsMap } from '../../../validation/register-form';
import type { RuleMessage } from '../../../validation/patterns';

export const ACCOUNT_TYPES = ['MEMBER', 'AGENT'] as const;

/** The fields the downline form shows, each with the player form's rule for it. */
export function downlineFieldSpecs(settings: RegisterSettingsMap): readonly RegisterFieldSpec[] {
  return [
    { name: 'username', required: true, rule: settings.username ?? null, secret: false },
    { name: 'password', required: true, rule: settings.password ?? null, secret: true },
    { name: 'confirmPassword', required: true, rule: null, secret: true },
    { name: 'nickname', required: false, rule: settings.nickname ?? null, secret: false },
  ];
}

/** A zod issue's message carries the rule message as JSON (key and values), read back by `ruleMessageOf`. */
const encode = (message: RuleMessage): string => JSON.stringify(message);

export function ruleMessageOf(issueMessage: string): RuleMessage {
  try {
    const parsed = JSON.parse(issueMessage) as RuleMessage;
    return typeof parsed.key === 'string' ? parsed : { key: issueMessage };
  } catch {
    return { key: issueMessage };
  }
}

export function downlineSchema(settings: RegisterSettingsMap) {
  const specs = downlineFieldSpecs(settings);
  return z
    .object({
      username: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
      nickname: z.string(),
      accountType: z.enum(ACCOUNT_TYPES),
    })
    .superRefine((values, context) => {
      for (const spec of specs) {
        const message = checkRegisterField(spec, values[spec.name as 'username' | 'password' | 'confirmPassword' | 'nickname'], values.password);
        if (message) context.addIssue({ code: 'custom', path: [spec.name], message: encode(message) });
      }
    });
}

export type DownlineFormValues = z.input<ReturnType<typeof downlineSchema>>;

/** What the create call sends: names trimmed, passwords as typed, an empty nickname left out. */
export function downlineOf(values: DownlineFormValues): NewDownline {
  const nickname = values.nickname.trim();
  return {
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    accountType: values.accountType,
    ...(nickname ? { nickname } : {}),
  };
}

/** The platform keeps a link's remark to 50 characters. */
export const REMARK_MAX = 50;

export const affiliateLinkSchema = z.object({
  memberType: z.enum(ACCOUNT_TYPES),
  remark: z.string().trim().max(REMARK_MAX, encode({ key: 'links.remarkTooLong', values: { max: REMARK_MAX } })),
});

export type AffiliateLinkFormValues = z.input<typeof affiliateLinkSchema>;

export function affiliateLinkOf(values: AffiliateLinkFormValues): NewAffiliateLink {
  const remark = values.remark.trim();
  return { memberType: values.memberType, ...(remark ? { remark } : {}) };
}
