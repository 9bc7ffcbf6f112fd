// What every API module shares: its OpenAPI document (generated from the route schemas and
// served at <base>/openapi.json), its named schemas, the access check of its routes, and the
// budget of its heavy routes (cost.ts).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorResponse } from './schemas.js';
import { installAccessCheck, type Authentication } from './access.js';
import { installCostLimits } from './cost.js';

export interface ApiModuleOptions {
  base: string;
  title: string;
  description: string;
  schemas: TSchema[];
  /** How the routes' bearer tokens are read; absent for a module that checks its own protocol (search). */
  authentication?: Authentication;
}

const OPEN = '\u2985';
const CLOSE = '\u2986';

export async function setupApiModule(app: FastifyInstance, opts: ApiModuleOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: opts.title, description: opts.description, version: '1.0.0' },
      servers: [{ url: opts.base }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Paths relative to the module's base (which is configurable), as the shop's clients call them.
    // A parameter restricted by a pattern (`:index(^[^']+)`) is written as the plain `{index}`, and
    // literal brackets (the search service's `/indexes('{index}')`) survive the library's path
    // formatting, which would read them as a pattern, in stand-in characters put back afterwards.
    transform: ({ schema, url }) => ({
      schema: schema as never,
      url: (url.startsWith(opts.base) ? url.slice(opts.base.length) || '/' : url)
        .replace(/:(\w+)\([^)]*\)/g, '{$1}')
        .replace(/\(/g, OPEN)
        .replace(/\)/g, CLOSE),
    }),
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      const paths = Object.entries(doc.openapiObject.paths ?? {}).map(([path, item]) => [path.replaceAll(OPEN, '(').replaceAll(CLOSE, ')'), item]);
      return { ...doc.openapiObject, paths: Object.fromEntries(paths) };
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  app.addSchema(ErrorResponse);
  for (const s of opts.schemas) app.addSchema(s);
  if (opts.authentication) {
    installAccessCheck(app, opts.authentication);
    installCostLimits(app);
  }
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
