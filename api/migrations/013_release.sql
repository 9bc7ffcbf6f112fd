-- The remote registry behind the release API: which version of each app is current, every
-- version ever published, every switch, the deploy tokens (hashed) and the audit trail.
-- One row holds the registry's revision: every switch raises it, so writers can compare-and-set.

CREATE TABLE release_registry (
  id        smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  revision  integer NOT NULL DEFAULT 0
);
INSERT INTO release_registry (id, revision) VALUES (1, 0);

CREATE TABLE release_versions (
  app           text NOT NULL,
  version       text NOT NULL,
  manifest_url  text NOT NULL,          -- '/mf-catalog/<version>/mf-manifest.json' or a team's own URL
  source        text NOT NULL CHECK (source IN ('local', 'upload', 'url')),
  published_at  timestamptz NOT NULL DEFAULT now(),
  published_by  text NOT NULL,
  PRIMARY KEY (app, version)
);

CREATE TABLE release_current (
  app          text PRIMARY KEY,
  version      text NOT NULL,
  switched_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (app, version) REFERENCES release_versions (app, version)
);

CREATE TABLE release_switches (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  app          text NOT NULL,
  version      text NOT NULL,
  revision     integer NOT NULL,
  switched_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (app, version) REFERENCES release_versions (app, version)
);
CREATE INDEX release_switches_app_idx ON release_switches (app, id);

CREATE TABLE release_tokens (
  name        text PRIMARY KEY,
  scope       text NOT NULL,            -- one app, or '*' for an operator
  token_hash  text NOT NULL UNIQUE,     -- sha256 of a random 32-byte token
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

CREATE TABLE release_audit (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at            timestamptz NOT NULL DEFAULT now(),
  actor         text NOT NULL,
  action        text NOT NULL,          -- publish, switch, rollback, smoke, token
  app           text,
  from_version  text,
  to_version    text,
  outcome       text NOT NULL,          -- ok, refused, failed, rolled-back
  reason        text
);
CREATE INDEX release_audit_app_idx ON release_audit (app, id DESC);
