-- One-time tokens for the administrators' Excel export of discounts: the browser downloads the
-- file through a plain link (no Authorization header), so the link carries a short-lived token
-- that an administrator fetched with their bearer token. Kept in the database so that every api
-- instance accepts a token any of them issued.
CREATE TABLE discount_download_tokens (
  token       text PRIMARY KEY,
  issued_to   text NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX discount_download_tokens_expiry_idx ON discount_download_tokens (expires_at);
