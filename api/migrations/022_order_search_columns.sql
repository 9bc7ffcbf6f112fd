-- Mijn orders searches an order's number, reference and PO number and its lines' article numbers
-- and descriptions, and shows how many lines it has. With thousands of orders per customer, joining
-- the lines on every request is what made the overview slow; these two columns keep that on the
-- order itself. Triggers maintain them, so every writer (ordering, returns, the back office, the
-- demo and benchmark seeds) keeps them right without knowing about them. The fields are joined
-- with a line break, which a search term cannot contain, so a match never spans two fields.
ALTER TABLE orders ADD COLUMN line_count integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION order_search_text(p_order_no text, p_reference text, p_po_number text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n', p_order_no, p_reference, p_po_number,
           (SELECT string_agg(l.item_no || E'\n' || l.description, E'\n' ORDER BY l.line_no) FROM order_lines l WHERE l.order_no = p_order_no))
$$;

CREATE FUNCTION refresh_order_lines(p_order_nos text[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE orders o
     SET line_count = (SELECT count(*)::int FROM order_lines l WHERE l.order_no = o.order_no),
         search_text = order_search_text(o.order_no, o.reference, o.po_number)
   WHERE o.order_no = ANY (p_order_nos)
$$;

CREATE FUNCTION order_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_lines(ARRAY(SELECT DISTINCT order_no FROM changed_lines));
  RETURN NULL;
END $$;

CREATE TRIGGER order_lines_after_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION order_lines_inserted();
CREATE TRIGGER order_lines_after_update AFTER UPDATE ON order_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION order_lines_inserted();
CREATE TRIGGER order_lines_after_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION order_lines_inserted();

CREATE FUNCTION orders_header_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := order_search_text(NEW.order_no, NEW.reference, NEW.po_number);
  RETURN NEW;
END $$;

CREATE TRIGGER orders_before_write BEFORE INSERT OR UPDATE OF order_no, reference, po_number ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_header_changed();

UPDATE orders o
   SET line_count = (SELECT count(*)::int FROM order_lines l WHERE l.order_no = o.order_no),
       search_text = order_search_text(o.order_no, o.reference, o.po_number);

-- Every overview call first brings the customer's open orders and unpaid invoices up to date; both
-- are few among thousands, and these partial indexes find them without reading the rest.
CREATE INDEX invoices_unpaid_idx ON invoices (customer_number, invoice_date) WHERE NOT is_paid;
