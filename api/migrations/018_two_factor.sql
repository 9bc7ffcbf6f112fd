-- Two-factor sign-in with an authenticator app (TOTP): the secret in use, the one shown while the
-- user is turning it on (it takes effect only after a valid code), and the last time step a code
-- was accepted for, so an overheard code cannot be used a second time.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending_secret text;
ALTER TABLE users ADD COLUMN totp_last_step bigint;
