-- Customer article numbers (klantartikelnummers): a customer's own code for an article, one per
-- article and customer, and no two articles of a customer with the same code (case ignored). The
-- main user maintains them on the article page or with an Excel upload; the shop searches them for
-- that customer only, quick order accepts them, and the customer's baskets, exports and punch-out
-- messages carry them.
CREATE TABLE customer_article_numbers (
  customer_number   text NOT NULL REFERENCES customers(number) ON DELETE CASCADE,
  item_no           text NOT NULL REFERENCES articles(item_no) ON DELETE CASCADE,
  customer_item_no  text NOT NULL CHECK (length(customer_item_no) BETWEEN 1 AND 40 AND customer_item_no = btrim(customer_item_no)),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  updated_by        text,
  PRIMARY KEY (customer_number, item_no)
);
CREATE UNIQUE INDEX customer_article_numbers_code ON customer_article_numbers (customer_number, lower(customer_item_no));
