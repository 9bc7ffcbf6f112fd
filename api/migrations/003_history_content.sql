-- Order and invoice history (the ERP's back office plays on these) and the blog.

CREATE TABLE orders (
  order_no          text PRIMARY KEY,
  customer_number   text NOT NULL REFERENCES customers(number) ON DELETE CASCADE,
  placed_by         text REFERENCES users(id) ON DELETE SET NULL,
  order_date        timestamptz NOT NULL,
  status            smallint NOT NULL,       -- 100 received, 200 in progress, 300 delivered, 999 cancelled
  delivery_method   text NOT NULL DEFAULT 'bezorgen',
  reference         text,
  po_number         text,
  delivery_name     text,
  delivery_street   text,
  delivery_postal_code text,
  delivery_city     text,
  delivery_country  text,
  total_net         numeric(12,2) NOT NULL DEFAULT 0,
  idempotency_key   text UNIQUE
);
CREATE INDEX orders_customer_idx ON orders (customer_number, order_date DESC);

CREATE TABLE order_lines (
  order_no       text NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  line_no        integer NOT NULL,
  item_no        text NOT NULL REFERENCES articles(item_no),
  description    text NOT NULL,
  amount         integer NOT NULL,
  delivered      integer NOT NULL DEFAULT 0,
  unit_price     numeric(12,2) NOT NULL,
  discount_pct   numeric(5,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (order_no, line_no)
);

CREATE TABLE invoices (
  invoice_type      text NOT NULL CHECK (invoice_type IN ('Invoice', 'Credit')),
  invoice_no        text NOT NULL,
  customer_number   text NOT NULL REFERENCES customers(number) ON DELETE CASCADE,
  order_no          text REFERENCES orders(order_no),
  invoice_date      date NOT NULL,
  due_date          date NOT NULL,
  total_net         numeric(12,2) NOT NULL,
  total_vat         numeric(12,2) NOT NULL,
  is_paid           boolean NOT NULL DEFAULT false,
  PRIMARY KEY (invoice_type, invoice_no)
);
CREATE INDEX invoices_customer_idx ON invoices (customer_number, invoice_date DESC);

CREATE TABLE invoice_lines (
  invoice_type   text NOT NULL,
  invoice_no     text NOT NULL,
  line_no        integer NOT NULL,
  item_no        text NOT NULL REFERENCES articles(item_no),
  description    text NOT NULL,
  amount         integer NOT NULL,           -- negative on credit notes
  unit_price     numeric(12,2) NOT NULL,
  discount_pct   numeric(5,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (invoice_type, invoice_no, line_no),
  FOREIGN KEY (invoice_type, invoice_no) REFERENCES invoices(invoice_type, invoice_no) ON DELETE CASCADE
);

CREATE TABLE blog_authors (
  id        text PRIMARY KEY,
  user_name text NOT NULL,
  name      text NOT NULL,
  surname   text NOT NULL
);

CREATE TABLE blogs (
  id    text PRIMARY KEY,
  slug  text NOT NULL UNIQUE,
  name  text NOT NULL
);

CREATE TABLE blog_posts (
  id                     text PRIMARY KEY,
  blog_id                text NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  author_id              text NOT NULL REFERENCES blog_authors(id),
  title                  text NOT NULL,
  slug                   text NOT NULL,
  short_description      text NOT NULL,
  content                text NOT NULL,
  cover_image_media_id   text,
  tags                   text[] NOT NULL DEFAULT '{}',
  creation_time          timestamptz NOT NULL,
  last_modification_time timestamptz,
  UNIQUE (blog_id, slug)
);
