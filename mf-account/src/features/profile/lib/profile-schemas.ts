// The rules of the login-details forms: the profile (as the api's UpdateProfile schema), the new
// password (the provider's policy) and the code of an authenticator app.
import { z } from 'zod';
import { texts } from '@/texts';
import { emailRule, passwordProblem, required } from '@/lib/validation';

const v = texts.validation;

export const profileSchema = z.object({
  name: required(64),
  surname: required(64),
  email: emailRule(256),
  // The api takes digits, spaces, +, -, ( and ), at most 20; empty means none.
  phoneNumber: z
    .string()
    .trim()
    .max(20, v.maxLength(20))
    .refine((s) => /^[0-9+()\- ]*$/.test(s), v.phone),
  // Asked only when the e-mail address changes (the form checks that; the api does too).
  currentPassword: z.string().max(200, v.maxLength(200)),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** Current, new and repeated password; the new one meets the policy and is not the login name. */
export const passwordSchema = (userName: string) =>
  z
    .object({
      currentPassword: z.string().min(1, v.required).max(200, v.maxLength(200)),
      newPassword: z.string().superRefine((value, ctx) => {
        const problem = passwordProblem(value, userName);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      repeatPassword: z.string().min(1, v.required),
    })
    .superRefine((value, ctx) => {
      if (value.repeatPassword && value.repeatPassword !== value.newPassword) ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: v.passwordRepeat });
      if (value.newPassword && value.newPassword === value.currentPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: v.passwordSame });
    });
export type PasswordInput = z.infer<ReturnType<typeof passwordSchema>>;

/** Six digits; spaces typed between them are dropped. */
export const codeSchema = z.object({
  code: z
    .string()
    .transform((s) => s.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, v.code)),
  /** Turning two-factor sign-in on is confirmed with the current password. */
  password: z.string().min(1, v.required).max(200, v.maxLength(200)),
});
export type CodeInput = z.input<typeof codeSchema>;

export const disableSchema = z.object({ password: z.string().min(1, v.required).max(200, v.maxLength(200)) });
export type DisableInput = z.infer<typeof disableSchema>;
