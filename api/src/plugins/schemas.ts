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
/** A reference to a named schema that keeps its type: a body using it is typed by it. */
export const refTo = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T>>({ $ref: `${(schema as { $id?: string }).$id}#` });
/** A string out of a fixed list, typed as the union of its values. */
export const oneOf = <const V extends readonly string[]>(values: V, options: { description?: string; default?: V[number] } = {}) =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
/** A file answer (Excel, PDF): the bytes as they are; the OpenAPI document names the media type. */
export const fileAnswer = (mediaType: string) => Type.Unsafe<Buffer>({ description: mediaType, type: 'string' });

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
