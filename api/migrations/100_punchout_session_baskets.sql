-- A punch-out session has its own basket, never the buyer's everyday one: opened empty at a
-- create punch-in, or filled from the request's lines for an edit or inspect. Its buyer changes
-- it only inside that session (an inspect session not at all); outside it the basket is kept
-- read-only and listed as transferred once it went to the procurement system.
ALTER TABLE punchout_sessions ADD COLUMN operation text NOT NULL DEFAULT 'create' CHECK (operation IN ('create', 'edit', 'inspect'));
UPDATE punchout_sessions SET operation = cxml_operation WHERE cxml_operation IN ('edit', 'inspect');
-- What the shop could not take over from the request's lines (articles no longer sold), in Dutch.
ALTER TABLE punchout_sessions ADD COLUMN notices text[] NOT NULL DEFAULT '{}';

ALTER TABLE baskets ADD COLUMN punchout_session_id text REFERENCES punchout_sessions(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX baskets_punchout_session_idx ON baskets (punchout_session_id) WHERE punchout_session_id IS NOT NULL;

-- The transfers of a session in order: a repeated transfer of unchanged content is the same
-- document (and payloadID); the last one is what the procurement system has.
CREATE INDEX punchout_transfers_session_idx ON punchout_transfers (session_id, created_at);
