// Text typed by a user inside a LIKE pattern: its own % and _ (and the escape character) must
// match themselves, not any text (PostgreSQL's LIKE escapes with a backslash by default).
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for text that contains `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
