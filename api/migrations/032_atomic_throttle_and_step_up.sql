-- The throttle of sign-ins, punch-ins, step-up checks and secret-link lookups counts an attempt
-- and decides on its lock in one statement (modules/identity/login-throttle.ts): each row keeps
-- its own limits, and whether its last attempt was refused.
ALTER TABLE idp_login_failures
  ADD COLUMN free_failures integer NOT NULL DEFAULT 5,
  ADD COLUMN lock_seconds double precision NOT NULL DEFAULT 30,
  ADD COLUMN max_lock_seconds double precision NOT NULL DEFAULT 900,
  ADD COLUMN refused boolean NOT NULL DEFAULT false;

-- A changed e-mail address is unverified until its owner follows the link mailed to it.
ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT true;

CREATE TABLE email_links (
  token_hash  text PRIMARY KEY,              -- SHA-256 of the token in the mailed link
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       text NOT NULL,                 -- the address the link confirms
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX email_links_user_idx ON email_links (user_id);
