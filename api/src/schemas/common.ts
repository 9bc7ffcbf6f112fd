// Schemas shared by all APIs: the error envelope, ABP paging, and helpers to declare a route's
// answers. Each API registers these with addSchema, so its OpenAPI document names them.
import Type, { type Static, type TSchema } from 'typebox';

export const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      details: Type.Optional(Type.String()),
      validationErrors: Type.Optional(Type.Array(Type.Object({ message: Type.String(), members: Type.Array(Type.String()) }))),
    }),
  },
  { $id: 'ErrorResponse' },
);

export const ref = (id: string) => Type.Unsafe<unknown>({ $ref: `${id}#` });

/** The answers of a route: its success schema plus the error envelope for the usual statuses. */
export function responses(ok: TSchema | null, okStatus = 200, errors: number[] = [400, 401, 403, 404]) {
  const out: Record<number, unknown> = {};
  out[okStatus] = ok ?? { type: 'null', description: 'No content' };
  for (const status of errors) out[status] = ref('ErrorResponse');
  out[500] = ref('ErrorResponse');
  return out;
}

export const PagedQuery = {
  SkipCount: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  MaxResultCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 10 })),
  Sorting: Type.Optional(Type.String({ maxLength: 200 })),
};
export type Paged = { SkipCount?: number; MaxResultCount?: number; Sorting?: string };

export const paged = (item: TSchema) => Type.Object({ totalCount: Type.Integer(), items: Type.Array(item) });
export const listOf = (item: TSchema) => Type.Object({ items: Type.Array(item) });

/** Parses an ABP Sorting string ('field desc, other') against a whitelist of field → column. */
export function orderBy(sorting: string | undefined, columns: Record<string, string>, fallback: string): string {
  if (!sorting) return fallback;
  const parts: string[] = [];
  for (const clause of sorting.split(',')) {
    const [field, dir, ...rest] = clause.trim().split(/\s+/);
    if (!field) continue;
    const column = Object.entries(columns).find(([k]) => k.toLowerCase() === field.toLowerCase())?.[1];
    const direction = (dir ?? 'asc').toLowerCase();
    if (!column || rest.length || (direction !== 'asc' && direction !== 'desc')) return '';
    parts.push(`${column} ${direction}`);
  }
  return parts.length ? parts.join(', ') : fallback;
}

export type { Static };
