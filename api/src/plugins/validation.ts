// Request validation that matches what the database stores. Every route's schema gets the
// database's limits where it states none: integers within 32 bits (the id and quantity columns),
// numbers within ±1e9, strings of at most DEFAULT_MAX_LENGTH characters without control
// characters or lone surrogates (PostgreSQL refuses NUL, and a lone surrogate would be stored as
// a replacement character), lists of at most DEFAULT_MAX_ITEMS. A schema that states a limit
// keeps its own. JSON bodies are validated without type coercion (a string is not a quantity);
// querystrings, path parameters and headers arrive as text and are coerced.
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
const NUMBER_LIMIT = 1e9;
export const DEFAULT_MAX_LENGTH = 4000;
export const DEFAULT_MAX_ITEMS = 1000;

/** C0 control characters other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for text PostgreSQL can store as it was sent. */
export function isStorableText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

type Schema = Record<string, unknown>;

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SUBSCHEMA = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];

/** A copy of a request schema with the database's limits added where the schema has none. */
export function withStorageLimits<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s) => withStorageLimits(s)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  const out: Schema = { ...source };
  const types = typesOf(source);
  const fixed = 'enum' in source || 'const' in source;
  if (!fixed && (types.includes('integer') || types.includes('number'))) {
    const limit = types.includes('number') ? NUMBER_LIMIT : undefined;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = limit === undefined ? INT32_MIN : -limit;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = limit ?? INT32_MAX;
  }
  if (!fixed && types.includes('string')) {
    if (out.maxLength === undefined) out.maxLength = DEFAULT_MAX_LENGTH;
    out.storableText = true;
  }
  if (types.includes('array') && out.maxItems === undefined) out.maxItems = DEFAULT_MAX_ITEMS;
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(source[key])) out[key] = (source[key] as unknown[]).map((s) => withStorageLimits(s));
  for (const key of SUBSCHEMA) if (source[key] && typeof source[key] === 'object') out[key] = withStorageLimits(source[key]);
  for (const key of SUBSCHEMA_MAPS) {
    const map = source[key];
    if (map && typeof map === 'object') {
      out[key] = Object.fromEntries(Object.entries(map as Schema).map(([name, s]) => [name, withStorageLimits(s)]));
    }
  }
  return out as T;
}

const storableText = {
  keyword: 'storableText',
  type: 'string' as const,
  schemaType: 'boolean' as const,
  validate: (wanted: boolean, data: string) => !wanted || isStorableText(data),
};

const shared = { removeAdditional: false, allErrors: true, useDefaults: true, keywords: [storableText] };
/** JSON bodies: a value of the wrong type is an error, never converted. */
export const bodyAjvOptions = { ...shared, coerceTypes: false };
/** Querystrings, path parameters and headers: text, converted to the declared types. */
export const textAjvOptions = { ...shared, coerceTypes: 'array' as const };

type RouteCompiler = (route: RouteDefinition) => ReturnType<ReturnType<BuildCompilerFromPool>>;

/**
 * The compiler of route schemas that may refer to `externalSchemas` (by $id): JSON bodies with
 * one Ajv, the parts that arrive as text with another, all with the database's limits added.
 */
export function requestSchemaCompiler(externalSchemas: Parameters<BuildCompilerFromPool>[0], pool = AjvCompiler()): RouteCompiler {
  // Fastify calls the compiler with the route's definition; the library's types say a schema.
  const limited = Object.fromEntries(Object.entries(externalSchemas).map(([id, s]) => [id, withStorageLimits(s)]));
  const forBody = pool(limited, { customOptions: bodyAjvOptions }) as unknown as RouteCompiler;
  const forText = pool(limited, { customOptions: textAjvOptions }) as unknown as RouteCompiler;
  return (route) => (route.httpPart === 'body' ? forBody : forText)({ ...route, schema: withStorageLimits(route.schema) });
}

/** Fastify's compilers factory for the whole app: requestSchemaCompiler over the schemas the app added. */
export function buildRequestValidator(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  const build = (externalSchemas: Parameters<BuildCompilerFromPool>[0]) => requestSchemaCompiler(externalSchemas, pool);
  return build as unknown as BuildCompilerFromPool;
}
