-- Pages of a customer's orders in the overview's two main sorts, read from the index alone
-- (order number included for the tie-break): a page deep in the sort by amount no longer visits
-- every order before it (api/src/plugins/app/erp.ts, orderPage).
DROP INDEX orders_customer_total_idx;
CREATE INDEX orders_customer_total_idx ON orders (customer_number, total_net DESC, order_no);
DROP INDEX orders_customer_idx;
CREATE INDEX orders_customer_idx ON orders (customer_number, order_date DESC, order_no);
