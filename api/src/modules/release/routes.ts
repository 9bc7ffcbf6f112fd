// The release API: what teams call from their pipelines and the operator from a laptop. Publish
// a version of one app, switch, roll back, and read status, versions and the audit trail. Deploy
// tokens: a team's token is scoped to its own app; an operator token ('*') may do everything,
// including making and revoking tokens. Tokens are stored hashed and never logged.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { deployTokenOf } from '../../plugins/access.js';
import { invalid, notFound } from '../../plugins/errors.js';
import { hashToken } from './registry.js';
import type { ReleaseService } from './service.js';
import { paged, ref, responses } from '../../plugins/schemas.js';
import {
  APP_NAMES,
  AppParam,
  ArchiveBody,
  ArchiveQuery,
  AuditQuery,
  NewToken,
  PublishAnswer,
  PublishBody,
  RollbackBody,
  SwitchBody,
  TokenBody,
  TokenList,
  TokenParams,
} from './schemas.js';

/** The deploy token a bearer token is, or null (unknown or revoked). */
export const findDeployToken = (service: ReleaseService) => (token: string) => service.registry.tokenByHash(hashToken(token));

export async function releaseModule(fastify: FastifyInstance, { service }: { service: ReleaseService }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/releases',
    {
      config: { access: 'deployToken', operatorSession: true },
      schema: { tags: ['Releases'], summary: 'What runs where: every app’s current version, and the latest audit entries', response: responses(ref('ReleaseStatus'), 200, [401, 403]) },
    },
    async () => {
      const current = await service.registry.currentAll();
      const apps = await Promise.all(
        APP_NAMES.map(async (name) => ({
          app: name,
          current: current[name] ?? null,
          previous: await service.registry.previous(name),
          versionCount: (await service.registry.versions(name)).length,
          smokeRunning: service.smokes.has(name),
        })),
      );
      return { revision: await service.registry.revision(), apps, audit: (await service.registry.auditTrail(undefined, 0, 20)).items };
    },
  );

  app.get(
    '/api/releases/audit',
    {
      config: { access: 'deployToken', operatorSession: true },
      schema: {
        tags: ['Releases'],
        summary: 'The audit trail, newest first: who published, switched, rolled back or was refused, when, and why',
        querystring: AuditQuery,
        response: responses(paged(ref('ReleaseAuditEntry')), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const q = req.query;
      return service.registry.auditTrail(q.App, q.SkipCount ?? 0, q.MaxResultCount ?? 50);
    },
  );

  app.get(
    '/api/releases/:app',
    { config: { access: 'deployToken' }, schema: { tags: ['Releases'], summary: 'One app: its versions and what was current when', params: AppParam, response: responses(ref('ReleaseAppDetail'), 200, [400, 401, 404]) } },
    async (req) => {
      const { app: name } = req.params;
      return {
        app: name,
        current: (await service.registry.current(name))?.version ?? null,
        versions: await service.registry.versions(name),
        history: await service.registry.history(name),
      };
    },
  );

  app.post(
    '/api/releases/:app/versions',
    {
      config: { access: 'deployApp' },
      schema: {
        tags: ['Releases'],
        summary: 'Publish a version that is served from the team’s own host (manifestUrl), or whose folder is already on this server, and by default switch to it',
        params: AppParam,
        body: PublishBody,
        response: responses(PublishAnswer, 201, [400, 401, 403, 404, 409]),
      },
    },
    async (req, reply) => {
      const { app: name } = req.params;
      const token = deployTokenOf(req);
      const b = req.body;
      return reply.code(201).send(await service.publish({ app: name, actor: token.name, ...b }));
    },
  );

  // A build archive is the request body itself.
  for (const type of ['application/gzip', 'application/x-gzip', 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 100 * 1024 * 1024 }, (_req, body, done) => done(null, body));
  }

  app.post(
    '/api/releases/:app/archive',
    {
      config: { access: 'deployApp' },
      bodyLimit: 100 * 1024 * 1024,
      schema: {
        tags: ['Releases'],
        summary: 'Publish a version by uploading its build: the body is a .tar.gz of the version folder (Content-Type application/gzip); by default switch to it',
        params: AppParam,
        querystring: ArchiveQuery,
        body: ArchiveBody,
        response: responses(PublishAnswer, 201, [400, 401, 403, 404, 409, 413, 415]),
      },
    },
    async (req, reply) => {
      const { app: name } = req.params;
      const token = deployTokenOf(req);
      const q = req.query;
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw invalid('archive', 'Stuur het archief als body met Content-Type application/gzip.');
      return reply.code(201).send(await service.publish({ app: name, actor: token.name, version: q.version, activate: q.activate, message: q.message, archive: req.body }));
    },
  );

  app.post(
    '/api/releases/:app/switch',
    {
      config: { access: 'deployApp' },
      schema: {
        tags: ['Releases'],
        summary: 'Make a published version current, after the checks; with expectedRevision, only if nobody switched since',
        params: AppParam,
        body: SwitchBody,
        response: responses(ref('ReleaseSwitchResult'), 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => {
      const { app: name } = req.params;
      const token = deployTokenOf(req);
      const b = req.body;
      return service.switch(name, b.version, { actor: token.name, expectedRevision: b.expectedRevision, message: b.message });
    },
  );

  app.post(
    '/api/releases/:app/rollback',
    {
      config: { access: 'deployApp', operatorSession: true },
      schema: {
        tags: ['Releases'],
        summary: 'Back to the previous version, or to a named one (also with the sign-in of an administrator with the operator right)',
        params: AppParam,
        body: RollbackBody,
        response: responses(ref('ReleaseSwitchResult'), 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => {
      const { app: name } = req.params;
      const token = deployTokenOf(req);
      const b = req.body ?? {};
      return service.rollback(name, b.version, { actor: token.name, expectedRevision: b.expectedRevision, message: b.message });
    },
  );

  app.get(
    '/api/release-tokens',
    { config: { access: 'operator' }, schema: { tags: ['Tokens'], summary: 'The deploy tokens (names and scopes, never the tokens)', response: responses(TokenList, 200, [401, 403]) } },
    async () => ({ items: await service.registry.tokens() }),
  );

  app.post(
    '/api/release-tokens',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['Tokens'],
        summary: 'Make a deploy token for one app (or an operator token, scope *); the token is shown only in this answer',
        body: TokenBody,
        response: responses(NewToken, 201, [400, 401, 403, 409]),
      },
    },
    async (req, reply) => {
      const actor = deployTokenOf(req);
      const { name, scope } = req.body;
      const token = await service.registry.createToken(name, scope);
      await service.registry.audit({ actor: actor.name, action: 'token', app: scope === '*' ? null : scope, fromVersion: null, toVersion: null, outcome: 'ok', reason: `token '${name}' aangemaakt` });
      return reply.code(201).send({ name, scope, token });
    },
  );

  app.delete(
    '/api/release-tokens/:name',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['Tokens'],
        summary: 'Revoke a deploy token: it is refused from the next call on',
        params: TokenParams,
        response: responses(null, 204, [401, 403, 404]),
      },
    },
    async (req, reply) => {
      const actor = deployTokenOf(req);
      const { name } = req.params;
      if (!(await service.registry.revokeToken(name))) throw notFound('Release:UnknownToken', `Er is geen geldig token met de naam '${name}'.`);
      await service.registry.audit({ actor: actor.name, action: 'token', app: null, fromVersion: null, toVersion: null, outcome: 'ok', reason: `token '${name}' ingetrokken` });
      return reply.code(204).send();
    },
  );
}
