-- The order overview's free-text search is a "contains" match (ILIKE '%…%') over each order's
-- search text; a trigram index answers it without reading every order of the customer.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX orders_search_trgm_idx ON orders USING gin (search_text gin_trgm_ops);
