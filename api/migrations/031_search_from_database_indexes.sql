-- Indexes for the search service's answers from the database while its in-memory index is built
-- (api/src/search/database-search.ts). Those answers keep their exact conditions (search_fold
-- containment per field), but first narrow the articles to candidates through these indexes
-- (and a category or brand filter to the articles of those): without them every answer read and
-- folded the whole assortment (7–12 s at 500,000 articles on PostgreSQL).

-- An article's own searchable text in one stored column, as the engine's analysers see it: the
-- text fields folded, the code fields (item number, manufacturer code, EAN) folded with their
-- separators removed ('GE-115.882' → 'ge115882'), joined by spaces. A word (letters and digits)
-- that one of these fields matches, whole, as a prefix or inside a term, is contained in it.
-- Stored, not an index over an expression: the index's matches are checked against the text,
-- which would otherwise be folded again for every candidate (and PostgreSQL 17 builds and
-- analyses an expression index without the schema's functions on its search path).
ALTER TABLE articles ADD COLUMN search_text text GENERATED ALWAYS AS (
  coalesce(regexp_replace(search_fold(item_no), '[^a-z0-9\s]+', '', 'g'), '') || ' ' ||
  coalesce(search_fold(description), '') || ' ' ||
  coalesce(search_fold(long_description), '') || ' ' ||
  coalesce(regexp_replace(search_fold(manufacturer_code), '[^a-z0-9\s]+', '', 'g'), '') || ' ' ||
  coalesce(regexp_replace(search_fold(ean), '[^a-z0-9\s]+', '', 'g'), '')
) STORED;

-- "Contains a word" as LIKE '%word%' over that text: a trigram index answers it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX articles_search_text_trgm_idx ON articles USING gin (search_text gin_trgm_ops);

-- A word in a series, product type or class name: the articles of the matching ones (brands
-- have articles_brand_idx, categories articles_category_idx).
CREATE INDEX articles_series_idx ON articles (series_id);
CREATE INDEX articles_product_type_idx ON articles (product_type_id);
CREATE INDEX articles_product_class_idx ON articles (product_class_id);

-- The view of migration 030 with the columns those indexes are on at the end, so that a condition
-- on them reaches the articles' scan (the index build reads the documents' columns only).
CREATE OR REPLACE VIEW article_search_documents AS
SELECT a.item_no                 AS code,
       a.description             AS omschrijving,
       a.long_description        AS product_description,
       b.name                    AS product_brand,
       s.name                    AS product_series,
       t.name                    AS product_type,
       c.name                    AS product_class_name,
       a.manufacturer_code       AS product_code,
       a.ean                     AS ean,
       a.image_url               AS image,
       a.gross_price             AS gross_price_per_order_unit,
       a.order_unit              AS order_unit,
       a.sort_key                AS udf_vrdsoort,
       a.step_quantity           AS step_quantity,
       a.min_order_quantity      AS min_order_quantity,
       a.discount_group_code     AS condition_group_code,
       a.is_outlet               AS is_outlet,
       a.updated_at              AS updated_at,
       -- every ancestor path of the article's category, plus 'outlet' for outlet articles
       ck.keys || CASE WHEN a.is_outlet THEN ARRAY['outlet'] ELSE ARRAY[]::text[] END
                                 AS combined_parent_keys,
       a.search_text             AS search_text,
       a.category_id             AS category_id,
       a.brand_id                AS brand_id,
       a.series_id               AS series_id,
       a.product_type_id         AS product_type_id,
       a.product_class_id        AS product_class_id
FROM articles a
JOIN (SELECT cat.id,
             ARRAY(SELECT p.path FROM categories p
                    WHERE cat.path = p.path OR cat.path LIKE p.path || '/%'
                    ORDER BY p.level) AS keys
        FROM categories cat) ck ON ck.id = a.category_id
LEFT JOIN brands b ON b.id = a.brand_id
LEFT JOIN series s ON s.id = a.series_id
LEFT JOIN product_types t ON t.id = a.product_type_id
LEFT JOIN product_classes c ON c.id = a.product_class_id
WHERE a.is_active AND a.secret IS NULL;
