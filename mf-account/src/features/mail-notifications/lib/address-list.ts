// A list of e-mail addresses as the user types it, one per line, and the rules the api holds it
// to: every line a valid address, each address once, at most five.
import { z } from 'zod/mini';
import { isEmail } from '@/lib/validation';
import { texts } from '@/texts';

export const MAX_ADDRESSES = 5;
const T = texts.mailNotifications;

/** The addresses of the text, trimmed and lower-cased, in their order, empty lines left out. */
export const addressesOf = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);

const addressList = z.string().check(
  z.superRefine((text, ctx) => {
    const list = addressesOf(text);
    const bad = list.find((a) => !isEmail(a));
    if (bad) ctx.addIssue({ code: 'custom', message: T.invalid(bad) });
    else if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', message: T.duplicate(list.find((a, i) => list.indexOf(a) !== i)!) });
    else if (list.length > MAX_ADDRESSES) ctx.addIssue({ code: 'custom', message: T.tooMany(MAX_ADDRESSES) });
  }),
);

export const mailNotificationsSchema = z.object({ orderConfirmation: addressList, invoiceNotice: addressList });
export type MailNotificationsForm = z.infer<typeof mailNotificationsSchema>;

/** The form's text of a stored list. */
export const textOf = (list: readonly string[]) => list.join('\n');
