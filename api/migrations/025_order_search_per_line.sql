-- The order overview's free-text search, second form. Migration 022 kept one search text per order
-- (number, reference, PO number and every line's article number and description) under a trigram
-- index. For a 500-line order that text is ~30 KB: it holds nearly every common trigram, so every
-- search rechecked it with ILIKE (a search of a customer with 200 such orders: ~150 ms on PGlite),
-- and indexing it made placing the order 40-210 ms slower. Now the order's own fields and each
-- line are indexed on their own, short texts: a search reads the order heads of the customer and
-- the lines the line index finds. The expressions here are the ones plugins/app/erp.ts queries;
-- the fields are joined with a line break, which a search term cannot match across.
DROP INDEX orders_search_trgm_idx;
DROP TRIGGER orders_before_write ON orders;
DROP FUNCTION orders_header_changed();

CREATE OR REPLACE FUNCTION refresh_order_lines(p_order_nos text[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE orders o
     SET line_count = (SELECT count(*)::int FROM order_lines l WHERE l.order_no = o.order_no)
   WHERE o.order_no = ANY (p_order_nos)
$$;

DROP FUNCTION order_search_text(text, text, text);
ALTER TABLE orders DROP COLUMN search_text;

CREATE INDEX orders_head_search_trgm_idx ON orders
  USING gin ((order_no || E'\n' || coalesce(reference, '') || E'\n' || coalesce(po_number, '')) gin_trgm_ops);
CREATE INDEX order_lines_search_trgm_idx ON order_lines
  USING gin ((item_no || E'\n' || description) gin_trgm_ops);
