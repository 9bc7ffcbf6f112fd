-- State of the embedded OpenID Connect provider: signing and cookie keys (so tokens and
-- sessions survive a restart), its stored models, and failed-login throttling.

CREATE TABLE idp_keys (
  kind        text PRIMARY KEY,              -- 'jwks' (private JWK set) or 'cookies'
  value       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE idp_payloads (
  model        text NOT NULL,                -- Session, AuthorizationCode, RefreshToken, Grant, ...
  id           text NOT NULL,
  payload      jsonb NOT NULL,
  grant_id     text,
  user_code    text,
  uid          text,
  expires_at   timestamptz,
  consumed_at  timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX idp_payloads_grant_idx ON idp_payloads (grant_id);
CREATE INDEX idp_payloads_uid_idx ON idp_payloads (uid);
CREATE INDEX idp_payloads_expires_idx ON idp_payloads (expires_at);

CREATE TABLE idp_login_failures (
  key         text PRIMARY KEY,              -- 'user:<name>' or 'ip:<address>'
  failures    integer NOT NULL DEFAULT 0,
  first_at    timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);
