// What a failed call tells the user: the server's Dutch message, and per field the messages of
// its validation errors, so a form can show them beside the fields.
import { ApiError } from '@kraanvogel/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { texts } from '../texts';

interface Envelope {
  error?: { message?: string; validationErrors?: { message: string; members: string[] }[] };
}

export const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** The server's message, or the general Dutch one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return texts.common.saveFailed;
}

/** Per field member, the first message the server gave for it. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const v of (error.body as Envelope | undefined)?.error?.validationErrors ?? []) {
    for (const m of v.members) if (!(m in out)) out[m] = v.message;
  }
  return out;
}

/**
 * Puts the server's messages on the form's fields it names (a 400 or 409 with validation errors)
 * and says whether any field got one; the caller shows the general message otherwise.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  const byField = fieldErrorsOf(error);
  let any = false;
  for (const f of fields) {
    const message = byField[f];
    if (message) {
      setError(f, { type: 'server', message }, { shouldFocus: !any });
      any = true;
    }
  }
  return any;
}
