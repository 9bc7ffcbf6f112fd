-- A customer has at most one discount per discount group, per article, and per group with an
-- article: the key (customer, group, article), where an empty group or article counts as one
-- value (NULLS NOT DISTINCT), so two saves of one import cannot both add the same discount. Rows
-- that repeat a key already are merged first into the one prices were computed with: the highest
-- percentage (prices take the maximum), the oldest of equal ones.
DELETE FROM customer_discounts d
 USING customer_discounts e
 WHERE e.customer_number = d.customer_number
   AND e.discount_group_code IS NOT DISTINCT FROM d.discount_group_code
   AND e.item_no IS NOT DISTINCT FROM d.item_no
   AND (e.percentage > d.percentage OR (e.percentage = d.percentage AND e.id < d.id));

CREATE UNIQUE INDEX customer_discounts_key ON customer_discounts (customer_number, discount_group_code, item_no) NULLS NOT DISTINCT;
