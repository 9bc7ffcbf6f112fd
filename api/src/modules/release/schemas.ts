// The release API's request and response schemas (TypeBox); the named ones (with an $id) are
// the OpenAPI document's components, listed in releaseSchemas.
import Type from 'typebox';
import { PagedQuery, ref } from '../../plugins/schemas.js';
import { RELEASE_APPS } from './registry.js';

export const APP_NAMES = Object.keys(RELEASE_APPS);
export const AppParam = Type.Object({ app: Type.String({ enum: APP_NAMES }) });
export const VersionString = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$', description: 'e.g. 0.1.0-1a2b3c4d' });
export const Message = Type.String({ maxLength: 500, description: 'Why: shown in the audit trail' });

export const ReleaseVersion = Type.Object(
  {
    version: Type.String(),
    manifestUrl: Type.String(),
    source: Type.String({ enum: ['local', 'upload', 'url'] }),
    publishedAt: Type.String({ format: 'date-time' }),
    publishedBy: Type.String(),
  },
  { $id: 'ReleaseVersion' },
);
export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.String({ description: 'The token name (or smoke-check, local-build)' }),
    action: Type.String({ enum: ['publish', 'switch', 'rollback', 'smoke', 'token'] }),
    app: Type.Union([Type.String(), Type.Null()]),
    fromVersion: Type.Union([Type.String(), Type.Null()]),
    toVersion: Type.Union([Type.String(), Type.Null()]),
    outcome: Type.String({ enum: ['ok', 'refused', 'failed'] }),
    reason: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'ReleaseAuditEntry' },
);
export const SwitchResult = Type.Object(
  {
    app: Type.String(),
    from: Type.Union([Type.String(), Type.Null()]),
    to: Type.String(),
    revision: Type.Integer(),
    changed: Type.Boolean(),
    smoke: Type.String({ enum: ['pending', 'off', 'skipped'], description: 'pending: a browser smoke check runs and rolls back on failure' }),
  },
  { $id: 'ReleaseSwitchResult' },
);
export const AppStatus = Type.Object(
  {
    app: Type.String(),
    current: Type.Union([ref('ReleaseVersion'), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    versionCount: Type.Integer(),
    smokeRunning: Type.Boolean(),
  },
  { $id: 'ReleaseAppStatus' },
);
export const Status = Type.Object({ revision: Type.Integer(), apps: Type.Array(ref('ReleaseAppStatus')), audit: Type.Array(ref('ReleaseAuditEntry')) }, { $id: 'ReleaseStatus' });
export const AppDetail = Type.Object(
  {
    app: Type.String(),
    current: Type.Union([Type.String(), Type.Null()]),
    versions: Type.Array(ref('ReleaseVersion')),
    history: Type.Array(Type.Object({ version: Type.String(), switchedAt: Type.String({ format: 'date-time' }), revision: Type.Integer() })),
  },
  { $id: 'ReleaseAppDetail' },
);
export const TokenInfo = Type.Object(
  { name: Type.String(), scope: Type.String(), createdAt: Type.String({ format: 'date-time' }), revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) },
  { $id: 'ReleaseTokenInfo' },
);

/** The release API's named schemas. */
export const releaseSchemas = [ReleaseVersion, AuditEntry, SwitchResult, AppStatus, Status, AppDetail, TokenInfo];

// Requests and answers of the routes.

/** A publish's answer: the version, and the switch to it when there was one. */
export const PublishAnswer = Type.Object({
  version: Type.String(),
  manifestUrl: Type.String(),
  created: Type.Boolean({ description: 'false: this version was published before (publishing is idempotent)' }),
  switched: Type.Union([ref('ReleaseSwitchResult'), Type.Null()]),
});
export const PublishBody = Type.Object(
  {
    version: VersionString,
    manifestUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/)' })),
    activate: Type.Optional(Type.Boolean({ default: true })),
    message: Type.Optional(Message),
  },
  { additionalProperties: false },
);
export const ArchiveQuery = Type.Object({ version: VersionString, activate: Type.Optional(Type.Boolean({ default: true })), message: Type.Optional(Message) });
export const ArchiveBody = Type.Unsafe<Buffer>({ description: 'application/gzip: a .tar.gz of the version folder (mf-manifest.json at its root)' });
export const SwitchBody = Type.Object(
  { version: VersionString, expectedRevision: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })), message: Type.Optional(Message) },
  { additionalProperties: false },
);
export const RollbackBody = Type.Optional(Type.Partial(SwitchBody, { additionalProperties: false }));
export const AuditQuery = Type.Object({ App: Type.Optional(Type.String({ enum: APP_NAMES })), ...PagedQuery });
export const TokenList = Type.Object({ items: Type.Array(ref('ReleaseTokenInfo')) });
export const TokenBody = Type.Object(
  { name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,49}$' }), scope: Type.String({ enum: [...APP_NAMES, '*'] }) },
  { additionalProperties: false },
);
/** A new deploy token: the only answer that shows the token itself. */
export const NewToken = Type.Object({ name: Type.String(), scope: Type.String(), token: Type.String() });
export const TokenParams = Type.Object({ name: Type.String({ maxLength: 50 }) });
