-- The ERP back office: orders move through states over time (received 100 → in process 200 →
-- partly delivered / back order 250 → delivered 300; 999 cancelled), each delivery is invoiced,
-- and a return is an order of its own whose credit note is made when it is accepted.

ALTER TABLE orders ADD COLUMN order_type text NOT NULL DEFAULT 'Order' CHECK (order_type IN ('Order', 'Return'));
ALTER TABLE orders ADD COLUMN planned_delivery_date date;
ALTER TABLE orders ADD COLUMN status_changed_at timestamptz;
ALTER TABLE orders ADD COLUMN return_of text REFERENCES orders(order_no);

-- The back office looks only at orders that can still move.
CREATE INDEX orders_open_idx ON orders (customer_number, status) WHERE status IN (100, 200, 250);
CREATE INDEX orders_customer_no_idx ON orders (customer_number, order_no);
CREATE INDEX order_lines_item_idx ON order_lines (item_no, order_no);
CREATE INDEX invoices_order_idx ON invoices (order_no);

-- Numbers of invoices and credit notes the back office makes continue above the imported history.
CREATE SEQUENCE erp_invoice_no_seq START WITH 3000001;
CREATE SEQUENCE erp_credit_no_seq START WITH 3000001;
CREATE SEQUENCE erp_return_no_seq START WITH 900001;

-- The state table the order overview takes its labels from (administrators maintain it).
CREATE TABLE order_states (
  id            serial PRIMARY KEY,
  code          integer NOT NULL UNIQUE,
  display_name  text NOT NULL,
  description   text NOT NULL DEFAULT '',
  sorting       integer NOT NULL DEFAULT 0
);
INSERT INTO order_states (code, display_name, description, sorting) VALUES
  (100, 'Ontvangen', 'De order is ontvangen en wacht op verwerking.', 10),
  (200, 'In behandeling', 'De order wordt verzameld en is ingepland voor levering.', 20),
  (250, 'Deels geleverd', 'Een deel is geleverd; de rest volgt als nalevering.', 30),
  (300, 'Geleverd', 'De order is volledig geleverd en gefactureerd.', 40),
  (999, 'Geannuleerd', 'De order is geannuleerd.', 90);
