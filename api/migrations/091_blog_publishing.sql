-- The news is written in the back office: a post is shown from its publication time on (NULL:
-- not published, a draft or taken offline), and its cover can be an uploaded image, resized by
-- the api and kept here (a cover id without a row here is drawn from the post's title).
ALTER TABLE blog_posts ADD COLUMN published_at timestamptz;
UPDATE blog_posts SET published_at = creation_time;
CREATE INDEX blog_posts_published_idx ON blog_posts (blog_id, published_at DESC);

CREATE TABLE blog_media (
  id           text PRIMARY KEY,
  content_type text NOT NULL,
  width        integer NOT NULL,
  height       integer NOT NULL,
  data         bytea NOT NULL,
  created_by   text REFERENCES users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
