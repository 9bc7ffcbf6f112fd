// The rules of a new team member, as the api's: a name, an e-mail address to sign in with, an
// optional phone number and the role (employee or warehouse); and the main user's own current
// password, which the api asks before anyone gets access to the account.
import { z } from 'zod/mini';
import { emailRule, optional, phoneCharacters, required } from '@/lib/validation';

export const MEMBER_ROLES = ['employee', 'warehouse'] as const;

export const memberSchema = z.object({
  name: required(64),
  surname: required(64),
  email: emailRule(256),
  phoneNumber: optional(20).check(phoneCharacters),
  role: z.enum(MEMBER_ROLES),
  currentPassword: required(200),
});
export type MemberInput = z.infer<typeof memberSchema>;
