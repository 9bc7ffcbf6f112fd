// The rules of the login-details forms: the profile (as the api's UpdateProfile schema), the new
// password (the provider's policy) and the code of an authenticator app.
import { z } from 'zod/mini';
import { texts } from '@/texts';
import { emailRule, optional, passwordProblem, phoneCharacters, required } from '@/lib/validation';

const v = texts.validation;

/** A password typed to confirm: required, at most 200 characters, never trimmed. */
const secret = () => z.string().check(z.minLength(1, v.required), z.maxLength(200, v.maxLength(200)));

export const profileSchema = z.object({
  name: required(64),
  surname: required(64),
  email: emailRule(256),
  // The api takes digits, spaces, +, -, ( and ), at most 20; empty means none.
  phoneNumber: optional(20).check(phoneCharacters),
  // Asked only when the e-mail address changes (the form checks that; the api does too).
  currentPassword: z.string().check(z.maxLength(200, v.maxLength(200))),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** Current, new and repeated password; the new one meets the policy and is not the login name. */
export const passwordSchema = (userName: string) =>
  z
    .object({
      currentPassword: secret(),
      newPassword: z.string().check(
        z.superRefine((value, ctx) => {
          const problem = passwordProblem(value, userName);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      ),
      repeatPassword: z.string().check(z.minLength(1, v.required)),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.repeatPassword && value.repeatPassword !== value.newPassword) ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: v.passwordRepeat });
        if (value.newPassword && value.newPassword === value.currentPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: v.passwordSame });
      }),
    );
export type PasswordInput = z.infer<ReturnType<typeof passwordSchema>>;

/** Six digits; spaces typed between them are dropped. */
export const codeSchema = z.object({
  code: z.string().check(
    z.overwrite((s) => s.replace(/\s/g, '')),
    z.regex(/^\d{6}$/, v.code),
  ),
  /** Turning two-factor sign-in on is confirmed with the current password. */
  password: secret(),
});
export type CodeInput = z.input<typeof codeSchema>;

export const disableSchema = z.object({ password: secret() });
export type DisableInput = z.infer<typeof disableSchema>;
