// What every API module shares: its OpenAPI document (generated from the route schemas and
// served at <base>/openapi.json), its named schemas, and the bearer-token check.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorResponse } from '../../schemas/common.js';
import { requireBearerToken, type Caller } from './auth.js';

export interface ApiModuleOptions {
  base: string;
  title: string;
  description: string;
  schemas: TSchema[];
  /** The check of the shop's bearer tokens; absent for a module that checks its own kind of token. */
  verify?: (token: string) => Promise<Caller>;
}

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
    transform: ({ schema, url }) => ({ schema: schema as never, url: url.startsWith(opts.base) ? url.slice(opts.base.length) || '/' : url }),
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  app.addSchema(ErrorResponse);
  for (const s of opts.schemas) app.addSchema(s);
  if (opts.verify) requireBearerToken(app, opts.verify);
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
