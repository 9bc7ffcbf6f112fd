// The release API (release): its base path, its OpenAPI document (deploy tokens as bearer) and
// the release module's routes.
import type { FastifyInstance } from 'fastify';
import { findDeployToken, releaseModule } from '../modules/release/routes.js';
import { releaseSchemas } from '../modules/release/schemas.js';
import type { ReleaseService } from '../modules/release/service.js';
import { setupApiModule } from '../plugins/api-module.js';
import type { Caller } from '../plugins/auth.js';

export interface ReleaseApiOptions {
  base: string;
  service: ReleaseService;
  /** The shop's token check: an administrator with the operator right signs in with his own session on status, audit and rollback. */
  verify?: (token: string) => Promise<Caller>;
}

export async function releaseApi(app: FastifyInstance, opts: ReleaseApiOptions) {
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel release API',
    description: 'Publish, switch and roll back the versions of the shop’s apps; status and audit trail. Bearer: a deploy token; on status, audit and rollback also the access token of an administrator with the operator right.',
    schemas: releaseSchemas,
    authentication: { kind: 'deploy', find: findDeployToken(opts.service), session: opts.verify },
  });
  await app.register(releaseModule, { service: opts.service });
}
