// What a failed call tells the administrator: the server's Dutch message, or the general one.
import { ApiError } from '@kraanvogel/shared';
import { texts } from '@/texts';

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return texts.saveFailed;
}
