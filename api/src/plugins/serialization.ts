// Response serialisation: Fastify's own compiler (fast-json-stringify), given for each response
// schema only the named schemas it refers to, and built once per schema object of a module.
// fast-json-stringify checks every named schema it is given at every build, and Fastify gives it
// all the module's named schemas for each status code of each route: an app's start spent most of
// its time checking the same schemas again (docs/benchmarks.md, the test suite). What a route answers
// is the same: the serializer is built from the same schema and the schemas it refers to.
import { SerializerSelector, type Serializer, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Schema = Record<string, unknown>;
type NamedSchemas = Record<string, Schema>;

/** The $id part of every $ref in `schema` (a reference inside the same schema, `#/…`, has none). */
function referencedIds(schema: unknown, into: Set<string>) {
  if (Array.isArray(schema)) {
    for (const s of schema) referencedIds(s, into);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      const id = value.split('#')[0];
      if (id) into.add(id);
    } else if (value && typeof value === 'object') {
      referencedIds(value, into);
    }
  }
}

/** The named schemas `schema` needs: those it refers to, and those these refer to in turn. */
export function neededSchemas(schema: Schema, named: NamedSchemas): NamedSchemas {
  const needed: NamedSchemas = {};
  const pending = new Set<string>();
  referencedIds(schema, pending);
  for (const id of pending) {
    const found = named[id];
    if (!found || needed[id]) continue;
    needed[id] = found;
    referencedIds(found, pending);
  }
  return needed;
}

/** Fastify's compilersFactory.buildSerializer: its default compiler, with only the schemas each response needs. */
export function buildResponseSerializer(): SerializerFactory {
  const fastifyDefault = SerializerSelector();
  return (externalSchemas, serializerOpts) => {
    const named = (externalSchemas ?? {}) as NamedSchemas;
    const built = new WeakMap<object, Serializer>();
    return (route) => {
      const schema = route.schema as Schema;
      if (!schema || typeof schema !== 'object') return fastifyDefault(named, serializerOpts)(route);
      const known = built.get(schema);
      if (known) return known;
      const serializer = fastifyDefault(neededSchemas(schema, named), serializerOpts)(route);
      built.set(schema, serializer);
      return serializer;
    };
  };
}
