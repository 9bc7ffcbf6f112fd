// Fuzzing from the OpenAPI documents: every operation of every API gets generated bad input
// (wrong types, numbers at and beyond their bounds, control characters and lone surrogates,
// strings over their length, missing required and unknown fields, bodies that are not JSON)
// from a caller the authorization matrix allows, starting from the matrix's valid request. Any
// 5xx, any error outside the envelope, and any change to the database fails. Prints what it
// covered.
import { AUTHORIZATION_MATRIX, expectedAnswers, type Caller } from './authorization-matrix.js';
import { DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH, INT32_MAX, INT32_MIN } from '../../src/plugins/validation.js';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';
import { concreteRequest, everyModule, prepareFixtures, type FixtureContext } from './fixtures.js';

type Schema = Record<string, any>;
interface Operation {
  key: string;
  method: string;
  route: string;
  parameters: { name: string; in: 'query' | 'path'; required: boolean; schema: Schema }[];
  body?: Schema;
}
interface Mutation {
  what: string;
  url: string;
  payload?: string;
  /** Input no route may take, even one that ignores what it does not need: a 400 is the only answer. */
  refused?: boolean;
}

/** Notations JavaScript reads as numbers that a URL's integer never is (only plain decimal digits). */
const LOOSE_INTEGERS: [string, string][] = [
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['an exponent beyond any range', '1e400'],
  ['an exponent', '1e1'],
  ['hex', '0x10'],
  ['binary', '0b11011'],
  ['octal', '0o17'],
  ['a plus sign', '+27'],
  ['a decimal point', '27.0'],
];
/** A JSON body nested this deep (an unknown field in an unknown field in ...). */
const DEEP_LEVELS = 20_000;

/** A route's key as an OpenAPI path gives it: a parameter's pattern (`:index(^[^']+)`) left out. */
const plainKey = (key: string) => key.replace(/(:\w+)\([^)]*\)/g, '$1');
const MATRIX_ROWS = new Map(Object.entries(AUTHORIZATION_MATRIX).map(([key, row]) => [plainKey(key), row]));

const USERS: Partial<Record<Caller, string>> = { main: users.main, employee: users.employee, admin: users.admin, warehouse: users.warehouse, other: users.otherMain };

let t: TestApp;
let ctx: FixtureContext;
let tables: string[];
beforeAll(async () => {
  t = await createTestApp(everyModule());
  ctx = await prepareFixtures(t);
  for (const user of Object.values(USERS)) await t.login(user!);
  // Tables whose rows the provider changes on its own (sessions, throttling) are not the APIs' state.
  tables = (await t.db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"))
    .map((r) => r.tablename)
    .filter((name) => !/^(idp_|login_|schema_migrations|migrations)/.test(name));
}, 120_000);
afterAll(async () => t?.close());

/** Row count and a digest of the content of every table. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map((name) => `SELECT '${name}' AS name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS state FROM "${name}" x`);
  const rows = await t.db.query<{ name: string; state: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((r) => [r.name, r.state]));
}

function resolveRef(doc: Schema, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '').replace(/#$/, '');
    return resolveRef(doc, doc.components?.schemas?.[name]);
  }
  return schema;
}

function operationsOf(doc: Schema, base: string): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Schema>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const route = `${base}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      out.push({
        key: `${method.toUpperCase()} ${route}`,
        method: method.toUpperCase(),
        route,
        parameters: ((op as Schema).parameters ?? []).filter((p: Schema) => p.in === 'query' || p.in === 'path').map((p: Schema) => ({ ...p, schema: resolveRef(doc, p.schema) })),
        body: (op as Schema).requestBody ? resolveRef(doc, (op as Schema).requestBody.content?.['application/json']?.schema) : undefined,
      });
    }
  }
  return out;
}

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Values that break this schema, each with a name (never a value the schema accepts). */
function badValues(s: Schema, inBody: boolean): [string, unknown][] {
  const types = typesOf(s);
  const out: [string, unknown][] = [];
  if (types.includes('integer') || types.includes('number')) {
    const integer = types.includes('integer');
    const max = s.maximum ?? (integer ? INT32_MAX : 1e9);
    const min = s.minimum ?? (integer ? INT32_MIN : -1e9);
    out.push(['above its maximum', max + 1], ['below its minimum', min - 1], ['beyond 64 bits', 1e21], ['2^53 + 1', '9007199254740993']);
    if (integer) out.push(['a fraction', 1.5]);
    out.push(['text', 'abc']);
    if (inBody) out.push(['a numeric string', '5'], ['true', true], ['a list', [1]], ['null', null]);
  } else if (types.includes('string')) {
    const maxLength = s.maxLength ?? DEFAULT_MAX_LENGTH;
    out.push(['over its length', 'x'.repeat(maxLength + 1)], ['a NUL byte', 'a\u0000b'], ['a control character', 'a\u0007b']);
    // A URL cannot carry a lone surrogate (it arrives as U+FFFD): only a JSON body can.
    if (inBody) out.push(['a lone surrogate', 'a\ud800b']);
    if ((s.minLength ?? 0) >= 1) out.push(['empty', '']);
    if (Array.isArray(s.enum)) out.push(['not one of its values', 'geen-waarde']);
    if (inBody) out.push(['a number', 12345], ['true', true], ['a list', ['a']], ['an object', { a: 1 }], ['null', null]);
  } else if (types.includes('boolean')) {
    out.push(['not a boolean', 'misschien']);
    if (inBody) out.push(['a number', 2], ['the string "true"', 'true'], ['null', null]);
  } else if (types.includes('array')) {
    out.push(['not a list', 'x'], ['too many items', Array.from({ length: (s.maxItems ?? DEFAULT_MAX_ITEMS) + 1 }, () => 'x')]);
  } else if (types.includes('object')) {
    out.push(['not an object', 'x'], ['a list', []]);
  }
  return out;
}

function withQuery(url: string, name: string, value: unknown | undefined): string {
  const [path, qs = ''] = url.split('?') as [string, string?];
  const params = new URLSearchParams(qs);
  params.delete(name);
  if (value !== undefined) params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A lone surrogate has no UTF-8 form: it is sent as the bytes a careless encoder would send. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.split('').map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

function mutations(op: Operation, url: string, body: unknown): Mutation[] {
  const out: Mutation[] = [];
  const payload = body === undefined ? undefined : JSON.stringify(body);
  for (const p of op.parameters) {
    if (p.in === 'query') {
      for (const [what, value] of badValues(p.schema, false)) out.push({ what: `${p.name}: ${what}`, url: withQuery(url, p.name, value), payload });
      if (p.required) out.push({ what: `${p.name}: missing`, url: withQuery(url, p.name, undefined), payload });
      if (typesOf(p.schema).includes('integer') || typesOf(p.schema.items ?? {}).includes('integer')) {
        for (const [what, value] of LOOSE_INTEGERS) out.push({ what: `${p.name}: ${what}`, url: withQuery(url, p.name, value), payload, refused: true });
      }
    } else {
      const index = op.route.split('/').indexOf(`:${p.name}`);
      for (const [what, value] of badValues(p.schema, false)) {
        const parts = url.split('?')[0]!.split('/');
        parts[index] = encodePathSegment(String(value));
        out.push({ what: `${p.name} (path): ${what}`, url: parts.join('/') + (url.includes('?') ? `?${url.split('?')[1]}` : ''), payload });
      }
      if (typesOf(p.schema).includes('integer')) {
        for (const [what, value] of LOOSE_INTEGERS) {
          const parts = url.split('?')[0]!.split('/');
          parts[index] = encodeURIComponent(value);
          out.push({ what: `${p.name} (path): ${what}`, url: parts.join('/') + (url.includes('?') ? `?${url.split('?')[1]}` : ''), payload, refused: true });
        }
      }
    }
  }
  if (op.body) {
    const schema = op.body;
    const base = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      for (const [what, value] of badValues(prop, true)) out.push({ what: `body.${name}: ${what}`, url, payload: JSON.stringify({ ...base, [name]: value }) });
    }
    for (const name of (schema.required ?? []) as string[]) {
      const { [name]: _dropped, ...rest } = base;
      out.push({ what: `body.${name}: missing`, url, payload: JSON.stringify(rest) });
    }
    if (schema.additionalProperties === false) out.push({ what: 'body: an unknown field', url, payload: JSON.stringify({ ...base, onbekendVeld: 1 }) });
    const deep = `${'{"onbekendVeld":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`;
    out.push({ what: `body: ${DEEP_LEVELS} levels deep`, url, payload: `${JSON.stringify(base).slice(0, -1)}${Object.keys(base).length ? ',' : ''}"onbekendVeld":${deep}}`, refused: true });
    for (const [what, text] of [
      ['body: not JSON', '{"kapot": '],
      ['body: a list', '[]'],
      ['body: null', 'null'],
      ['body: a string', '"tekst"'],
    ] as const) {
      out.push({ what, url, payload: text });
    }
  }
  return out;
}

function isEnvelope(json: unknown): boolean {
  const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return !!error && typeof error.code === 'string' && typeof error.message === 'string' && error.message.length > 0;
}

test('bad input to every operation is a 4xx in the envelope and changes nothing', async () => {
  const docs = [...new Set(t.app.routeList.filter((r) => r.url.endsWith('/openapi.json')).map((r) => r.url))];
  const declared = new Map(t.app.routeList.map((r) => [plainKey(`${r.method} ${r.url}`), r.access]));
  const failures: string[] = [];
  const covered: string[] = [];
  let sent = 0;
  const accepted: string[] = [];
  for (const docUrl of docs) {
    const base = docUrl.replace(/\/openapi\.json$/, '');
    const doc = (await t.inject({ method: 'GET', url: docUrl, headers: { host: HOST } })).json() as Schema;
    for (const op of operationsOf(doc, base)) {
      const row = MATRIX_ROWS.get(op.key);
      const access = declared.get(op.key);
      if (!row || !access) {
        failures.push(`${op.key}: no row in the authorization matrix`);
        continue;
      }
      const expected = expectedAnswers(access, row);
      const caller = (['main', 'employee', 'admin', 'warehouse', 'other'] as Caller[]).find((c) => expected[c] >= 200 && expected[c] < 300) ?? 'main';
      const headers = { host: HOST, 'content-type': 'application/json', ...(await t.bearer(USERS[caller]!)) };
      const valid = await concreteRequest(op.method, op.route, row.request, ctx);
      const list = mutations(op, valid.url, valid.body);
      const before = await snapshot();
      for (const m of list) {
        const res = await t.inject({ method: op.method as 'GET', url: m.url, headers, ...(m.payload !== undefined ? { payload: m.payload } : {}) });
        sent++;
        const label = `${op.key} [${caller}] ${m.what}`;
        if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          let json: unknown = null;
          try {
            json = res.json();
          } catch {
            /* not JSON */
          }
          if (!isEnvelope(json) || !String(res.headers['content-type']).startsWith('application/json')) failures.push(`${label}: ${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`);
          else if (m.refused && expected[caller] < 300 && res.statusCode !== 400) failures.push(`${label}: ${res.statusCode}, not 400`);
          if (res.body.length > 5000) failures.push(`${label}: the answer echoes ${res.body.length} characters`);
        } else if (m.refused) failures.push(`${label}: taken (${res.statusCode})`);
        else accepted.push(label);
      }
      const after = await snapshot();
      const changed = Object.keys(before).filter((name) => before[name] !== after[name]);
      if (changed.length) failures.push(`${op.key}: bad input changed ${changed.join(', ')}`);
      covered.push(`${op.key} (${list.length})`);
    }
  }
  console.log(`fuzzing: ${covered.length} operations of ${docs.length} OpenAPI documents, ${sent} bad requests, ${accepted.length} answered 2xx (input the route ignores), ${failures.length} failures\n${covered.join('\n')}\nanswered 2xx:\n${accepted.join('\n')}`);
  expect(failures).toEqual([]);
}, 120_000);
