-- What the search service needs to answer from the database while its in-memory index is being
-- built (api/src/search/database-search.ts), and to build that index in batches.

-- The search engine's folding (api/src/search/text.ts, fold) in SQL: lower case, diacritics
-- removed, the same extra letters replaced. 'Café Crème' → 'cafe creme'. Plain ASCII (byte
-- length = character length) only needs lower case: three times faster over the assortment.
CREATE FUNCTION search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN octet_length(t) = length(t) THEN lower(t)
           ELSE replace(replace(replace(replace(replace(replace(replace(
                  regexp_replace(normalize(lower(t), NFD), '[\u0300-\u036f]', '', 'g'),
                  'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'ø', 'o'), 'ł', 'l'), 'đ', 'd'), 'ĳ', 'ij')
           END
  $$;

-- The same view, with each category's ancestor paths worked out once per category instead of
-- once per article: reading the view in batches (the index build) and filtering it by category
-- (answers from the database) took twice as long.
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
                                 AS combined_parent_keys
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
