-- The order overview sorts a customer's orders by amount or planned delivery date as well as by
-- date; with thousands of orders per customer these sorts read an index instead of sorting all.
CREATE INDEX orders_customer_total_idx ON orders (customer_number, total_net);
CREATE INDEX orders_customer_planned_idx ON orders (customer_number, planned_delivery_date);
