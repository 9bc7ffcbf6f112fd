-- The idempotency keys of basket changes (add, set, remove) that the shop queued while offline
-- and sent when back online: a change whose key is here is done, and sending it again changes
-- nothing. The key is the customer's own (two customers may pick the same one) and is stored in
-- the transaction that made the change, so a change that failed leaves no key behind.

CREATE TABLE basket_change_keys (
  customer_number  text NOT NULL REFERENCES customers(number) ON DELETE CASCADE,
  idempotency_key  text NOT NULL CHECK (length(idempotency_key) BETWEEN 16 AND 100),
  basket_id        integer NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT basket_change_keys_unique UNIQUE (customer_number, idempotency_key)
);
CREATE INDEX basket_change_keys_created_idx ON basket_change_keys (created_at);
