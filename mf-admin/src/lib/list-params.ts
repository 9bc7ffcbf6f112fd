// A list's state lives in the URL (status, search text, page), so that a link to it shows the
// same list; this reads it back with defaults and writes links to other pages of it.
export const PAGE_SIZE = 20;

export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('pagina'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** The URL of the same list on another page (page 1 carries no parameter). */
export function withPage(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('pagina', String(page));
  else next.delete('pagina');
  const q = next.toString();
  return q ? `${pathname}?${q}` : pathname;
}
