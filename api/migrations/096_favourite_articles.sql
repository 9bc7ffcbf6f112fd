-- Favourites ("Mijn assortiment"): the articles a user of a customer starred, his own list (a
-- colleague's stars are not his). The customer is kept with each row, so every query is scoped to
-- the caller's customer and user from the token, and a customer's removal takes its lists along.
CREATE TABLE favourite_articles (
  customer_number  text NOT NULL REFERENCES customers(number) ON DELETE CASCADE,
  user_sub         text NOT NULL,
  item_no          text NOT NULL REFERENCES articles(item_no) ON DELETE CASCADE,
  added_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_number, user_sub, item_no)
);
