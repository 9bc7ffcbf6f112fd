-- A purchase request nobody decides is reminded once, after the customer's number of days, and
-- expires that many days after the reminder (its basket unlocks).
CREATE TABLE customer_purchasing_settings (
  customer_number     text PRIMARY KEY REFERENCES customers(number) ON DELETE CASCADE,
  decide_within_days  integer NOT NULL DEFAULT 5 CHECK (decide_within_days BETWEEN 1 AND 60),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE purchase_requests ADD COLUMN reminded_at timestamptz;
ALTER TABLE purchase_requests DROP CONSTRAINT purchase_requests_status_check;
ALTER TABLE purchase_requests ADD CONSTRAINT purchase_requests_status_check CHECK (status IN ('pending', 'withdrawn', 'approved', 'rejected', 'expired'));
CREATE INDEX purchase_requests_pending_idx ON purchase_requests (created_at) WHERE status = 'pending';
