-- The assortment: category tree, brands and series, articles with their prices, units, features,
-- attachments, relations and stock. Column names are read by other modules (search): keep them.

CREATE TABLE categories (
  id            integer PRIMARY KEY,
  parent_id     integer REFERENCES categories(id),
  code          text NOT NULL,                 -- lowercase path segment, e.g. 'kranen'
  path          text NOT NULL UNIQUE,          -- cumulative codes, e.g. 'sanitair/kranen/wastafelkranen'
  description   text NOT NULL,                 -- Dutch label, e.g. 'Wastafelkranen'
  level         smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  sort_order    integer NOT NULL DEFAULT 0,
  image_url     text,
  is_featured   boolean NOT NULL DEFAULT false, -- shown as a home-page block
  is_shortcut   boolean NOT NULL DEFAULT false, -- shown as a shortcut tile
  CHECK (code ~ '^[a-z0-9-]+$'),
  UNIQUE (parent_id, code)
);
CREATE INDEX categories_parent_idx ON categories (parent_id, sort_order);

CREATE TABLE brands (
  id    integer PRIMARY KEY,
  name  text NOT NULL UNIQUE
);

CREATE TABLE series (
  id        integer PRIMARY KEY,
  brand_id  integer NOT NULL REFERENCES brands(id),
  name      text NOT NULL,
  UNIQUE (brand_id, name)
);

CREATE TABLE product_types (
  id    integer PRIMARY KEY,
  name  text NOT NULL UNIQUE
);

CREATE TABLE product_classes (
  id    integer PRIMARY KEY,
  name  text NOT NULL UNIQUE
);

CREATE TABLE discount_groups (
  code         text PRIMARY KEY,               -- ConditionGroupCode, e.g. 'KR01'
  description  text NOT NULL
);

CREATE TABLE articles (
  item_no              text PRIMARY KEY,       -- the article number (also the search Code)
  description          text NOT NULL,          -- short Dutch description (Omschrijving)
  long_description     text NOT NULL DEFAULT '', -- ProductDescription
  brand_id             integer REFERENCES brands(id),
  series_id            integer REFERENCES series(id),
  product_type_id      integer REFERENCES product_types(id),
  product_class_id     integer REFERENCES product_classes(id),
  category_id          integer NOT NULL REFERENCES categories(id), -- leaf (level 3) category
  manufacturer_code    text NOT NULL DEFAULT '', -- ProductCode: the brand's own code
  ean                  text UNIQUE,            -- GTIN-13
  image_url            text,                   -- NULL: the client shows a placeholder
  gross_price          numeric(12,2) NOT NULL, -- list price per order unit, EUR excl. VAT
  order_unit           text NOT NULL,          -- 'ST', 'DS', 'M', 'SET', 'RL', 'PAK'
  step_quantity        integer NOT NULL DEFAULT 1 CHECK (step_quantity >= 1),
  min_order_quantity   integer NOT NULL DEFAULT 1 CHECK (min_order_quantity >= 1),
  sort_key             text NOT NULL DEFAULT '', -- UDF_vrdsoort: merchandising sort
  discount_group_code  text REFERENCES discount_groups(code),
  etim_class_code      text,
  etim_class_name      text,
  is_outlet            boolean NOT NULL DEFAULT false,
  secret               text UNIQUE,            -- unlisted articles are reachable by secret link
  is_active            boolean NOT NULL DEFAULT true,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_category_idx ON articles (category_id);
CREATE INDEX articles_brand_idx ON articles (brand_id);
CREATE INDEX articles_updated_idx ON articles (updated_at);

CREATE TABLE article_features (
  item_no       text NOT NULL REFERENCES articles(item_no) ON DELETE CASCADE,
  feature_code  text NOT NULL,                 -- ETIM feature code, e.g. 'EF000008'
  feature_name  text NOT NULL,
  value         text NOT NULL,
  unit          text,
  sort_order    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (item_no, feature_code)
);

CREATE TABLE article_attachments (
  id          integer PRIMARY KEY,
  item_no     text NOT NULL REFERENCES articles(item_no) ON DELETE CASCADE,
  kind        text NOT NULL,                   -- 'datasheet', 'manual', 'certificate'
  title       text NOT NULL,
  file_name   text NOT NULL
);
CREATE INDEX article_attachments_item_idx ON article_attachments (item_no);

CREATE TABLE article_relations (
  item_no          text NOT NULL REFERENCES articles(item_no) ON DELETE CASCADE,
  related_item_no  text NOT NULL REFERENCES articles(item_no) ON DELETE CASCADE,
  relation_type    text NOT NULL,              -- 'accessory', 'alternative', 'spare-part'
  sort_order       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (item_no, related_item_no)
);

CREATE TABLE warehouses (
  code  text PRIMARY KEY,
  name  text NOT NULL
);

CREATE TABLE article_stock (
  item_no         text NOT NULL REFERENCES articles(item_no) ON DELETE CASCADE,
  warehouse_code  text NOT NULL REFERENCES warehouses(code),
  quantity        integer NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_no, warehouse_code)
);

-- The article as the search index sees it (PascalCase fields of SPEC §3 in snake case).
CREATE VIEW article_search_documents AS
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
       ARRAY(SELECT p.path FROM categories p
              WHERE cat.path = p.path OR cat.path LIKE p.path || '/%'
              ORDER BY p.level)
         || CASE WHEN a.is_outlet THEN ARRAY['outlet'] ELSE ARRAY[]::text[] END
                                 AS combined_parent_keys
FROM articles a
JOIN categories cat ON cat.id = a.category_id
LEFT JOIN brands b ON b.id = a.brand_id
LEFT JOIN series s ON s.id = a.series_id
LEFT JOIN product_types t ON t.id = a.product_type_id
LEFT JOIN product_classes c ON c.id = a.product_class_id
WHERE a.is_active AND a.secret IS NULL;
