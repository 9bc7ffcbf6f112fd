// Request validation that matches what the database stores. Every route's schema gets the
// database's limits where it states none: integers within 32 bits (the id and quantity columns),
// numbers within ±1e9, strings of at most DEFAULT_MAX_LENGTH characters without control
// characters or lone surrogates (PostgreSQL refuses NUL, and a lone surrogate would be stored as
// a replacement character), lists of at most DEFAULT_MAX_ITEMS. A schema that states a limit
// keeps its own. JSON bodies are validated without type coercion (a string is not a quantity);
// querystrings, path parameters and headers arrive as text and are coerced.
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { ApiError } from './errors.js';

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

// multipleOfPrecision: amounts in cents (multipleOf 0.01) are compared after rounding the
// quotient, so that 1250.57 / 0.01 = 125056.99999999999 in floating point is still a whole number.
const shared = { removeAdditional: false, allErrors: true, useDefaults: true, multipleOfPrecision: 9, keywords: [storableText] };
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
  // Many routes share a schema (an id in the path, a page of a list): each is compiled once.
  const compiled = new Map<string, ReturnType<RouteCompiler>>();
  return (route) => {
    const part = route.httpPart === 'body' ? 'body' : 'text';
    const key = `${part} ${JSON.stringify(route.schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (part === 'body' ? forBody : forText)({ ...route, schema: withStorageLimits(route.schema) });
      compiled.set(key, validate);
    }
    return validate;
  };
}

/** Fastify's compilers factory for the whole app: requestSchemaCompiler over the schemas the app added. */
export function buildRequestValidator(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  const build = (externalSchemas: Parameters<BuildCompilerFromPool>[0]) => requestSchemaCompiler(externalSchemas, pool);
  return build as unknown as BuildCompilerFromPool;
}

// Strict numbers in URLs. Ajv's coercion takes whatever JavaScript's Number() takes ('0x10',
// '0b11011', '+27', '27.0', '1e3', 'Infinity'); a query or path integer is plain decimal digits
// with an optional minus sign, a number may have a decimal fraction. Checked before validation,
// per route, for every integer and number field of its querystring and path parameters (and
// lists of them); the range is then the schema's (at most 32 bits where it states none).
const DECIMAL_INTEGER = /^-?[0-9]+$/;
const DECIMAL_NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

export interface StrictNumberField {
  part: 'querystring' | 'params';
  name: string;
  kind: 'integer' | 'number';
}

function numberKind(schema: Schema): 'integer' | 'number' | null {
  const types = typesOf(schema);
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (types.includes('array') && schema.items && typeof schema.items === 'object') return numberKind(schema.items as Schema);
  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const kinds = branches.map((b) => numberKind(b as Schema));
      if (kinds.includes('integer')) return 'integer';
      if (kinds.includes('number')) return 'number';
    }
  }
  return null;
}

/** The integer and number fields of a route's querystring and path parameters. */
export function strictNumberFields(schema: { querystring?: unknown; params?: unknown } | undefined): StrictNumberField[] {
  const out: StrictNumberField[] = [];
  for (const part of ['querystring', 'params'] as const) {
    const properties = (schema?.[part] as Schema | undefined)?.properties;
    if (!properties || typeof properties !== 'object') continue;
    for (const [name, s] of Object.entries(properties as Record<string, Schema>)) {
      const kind = numberKind(s);
      if (kind) out.push({ part, name, kind });
    }
  }
  return out;
}

/** The fields among `fields` whose text in `query`/`params` is not plain decimal notation. */
export function looseNumbers(fields: StrictNumberField[], parts: { querystring: unknown; params: unknown }): StrictNumberField[] {
  const bad: StrictNumberField[] = [];
  for (const field of fields) {
    const source = parts[field.part];
    const value: unknown = source && typeof source === 'object' ? Reflect.get(source, field.name) : undefined;
    if (value === undefined) continue;
    const pattern = field.kind === 'integer' ? DECIMAL_INTEGER : DECIMAL_NUMBER;
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && !pattern.test(v))) bad.push(field);
  }
  return bad;
}

// JSON bodies: nesting deeper than this is refused before the body is parsed, so nothing (the
// parser, the validator, an error message) ever walks it. No request of the shop nests deeper
// than a handful of levels.
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests objects and arrays deeper than `max` (strings are skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export const STRICT_INPUT_TEXTS = {
  integer: (field: string) => `Het veld ${field} moet een geheel getal zijn, geschreven met alleen cijfers.`,
  number: (field: string) => `Het veld ${field} moet een getal zijn, geschreven met cijfers (en eventueel een punt).`,
  tooDeep: `De inhoud van de aanvraag is te diep genest (hoogstens ${MAX_JSON_DEPTH} niveaus).`,
};

/**
 * Installs the strict reading of input for every route registered after it: plain decimal
 * numbers in URLs, and JSON bodies no deeper than MAX_JSON_DEPTH (the default parser otherwise).
 */
export function installStrictInput(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const fields = strictNumberFields(route.schema as { querystring?: unknown; params?: unknown } | undefined);
    if (!fields.length) return;
    const check: preValidationHookHandler = (req, _reply, done) => {
      const bad = looseNumbers(fields, { querystring: req.query, params: req.params });
      if (!bad.length) return done();
      const validationErrors = bad.map((f) => ({ message: STRICT_INPUT_TEXTS[f.kind](f.name), members: [f.name] }));
      const message = validationErrors.length === 1 ? validationErrors[0]!.message : 'Uw aanvraag is niet geldig.';
      done(new ApiError(400, 'Validation', message, validationErrors, validationErrors.map((v) => v.message).join(' ')));
    };
    const existing = route.preValidation;
    route.preValidation = [check, ...(existing ? [existing].flat() : [])];
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && jsonTooDeep(body)) {
      done(new ApiError(400, 'InvalidJson', STRICT_INPUT_TEXTS.tooDeep), undefined);
      return;
    }
    // The default parser answers through done (synchronously).
    void parseJson(req, body as string, done);
  });
}
