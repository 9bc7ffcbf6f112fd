-- Which mails go where (Mijn organisatie → mail notifications), and what the mail jobs have sent.
-- order_confirmation: extra addresses that get a copy of every order confirmation (the user who
-- ordered always gets it). invoice_notice: who is told of a new invoice or credit note; empty
-- means the organisation's main users.
CREATE TABLE customer_mail_notifications (
  customer_number     text PRIMARY KEY REFERENCES customers(number) ON DELETE CASCADE,
  order_confirmation  text[] NOT NULL DEFAULT '{}',
  invoice_notice      text[] NOT NULL DEFAULT '{}',
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- An invoice the back office makes from now on waits for its notice; history invoices do not.
ALTER TABLE invoices ADD COLUMN notice_due boolean NOT NULL DEFAULT false;
CREATE INDEX invoices_notice_due_idx ON invoices (invoice_type, invoice_no) WHERE notice_due;

-- The state of the cart (its updated_at) the last reminder was about: a cart changed since then
-- may be reminded of again.
ALTER TABLE baskets ADD COLUMN reminded_for timestamptz;
