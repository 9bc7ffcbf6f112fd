-- Every order and invoice overview first asks whether any of the customer's open orders has a
-- step due (plugins/app/back-office.ts, advanceOrders). orders_open_idx (customer, status) held
-- the customer's open orders but not the moment they become due, so a customer with many freshly
-- placed orders (a procurement system, or the load benchmark's 500-line orders) had every one of
-- them read on every overview call, and the planner chose to read the whole table instead (2-7 ms
-- on PGlite per call). Two partial indexes carry that moment: received orders by order date,
-- orders in process or partly delivered by planned delivery date. They serve the overview's tabs
-- (to be processed, expected today, back order) as the old index did.
CREATE INDEX orders_received_due_idx ON orders (customer_number, order_date) WHERE status = 100;
CREATE INDEX orders_planned_due_idx ON orders (customer_number, planned_delivery_date) WHERE status IN (200, 250);
DROP INDEX orders_open_idx;
