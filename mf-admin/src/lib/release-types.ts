// The release API's answers as the back office reads them: its OpenAPI document's schemas
// ReleaseStatus, ReleaseAppStatus, ReleaseVersion, ReleaseAuditEntry and ReleaseSwitchResult
// (api/src/modules/release/schemas.ts). The release API has no generated client in shared/ (it
// is the operators' API, called with a deploy token, not with the signed-in user's): these
// name only the fields the screens show.
export interface ReleaseVersion {
  version: string;
  publishedAt: string;
  publishedBy: string;
}

export interface ReleaseAppStatus {
  app: string;
  current: ReleaseVersion | null;
  previous: string | null;
  versionCount: number;
  smokeRunning: boolean;
}

export interface ReleaseStatus {
  revision: number;
  apps: ReleaseAppStatus[];
}

export interface ReleaseAuditEntry {
  id: number;
  at: string;
  actor: string;
  action: 'publish' | 'switch' | 'rollback' | 'smoke' | 'token';
  app: string | null;
  fromVersion: string | null;
  toVersion: string | null;
  outcome: 'ok' | 'refused' | 'failed';
  reason: string | null;
}

export interface ReleaseSwitchResult {
  app: string;
  from: string | null;
  to: string;
  revision: number;
  changed: boolean;
  smoke: 'pending' | 'off' | 'skipped';
}
