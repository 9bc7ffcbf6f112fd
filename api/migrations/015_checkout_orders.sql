-- Orders placed in the shop, and what a cart line looked like when it was added.

-- What the order wizard asks besides the address: the day of delivery or pick-up and the
-- instructions for the driver. The basket the order came from is kept for reference only (the
-- basket may be deleted later, so no foreign key).
ALTER TABLE orders ADD COLUMN delivery_date date;
ALTER TABLE orders ADD COLUMN delivery_instructions text;
ALTER TABLE orders ADD COLUMN basket_id integer;
ALTER TABLE orders ADD COLUMN total_vat numeric(12,2);

-- An order line keeps the unit and whether the stock covered it when the order was placed.
ALTER TABLE order_lines ADD COLUMN unit text;
ALTER TABLE order_lines ADD COLUMN in_stock boolean;

-- Order numbers of the shop's orders continue far above the imported history (ORD26xxxx).
CREATE SEQUENCE order_no_seq START WITH 500001;

-- The customer's own price of a line when it entered the cart, and whether the stock covered its
-- amount when it was last changed: the cart page tells the customer when either has changed.
ALTER TABLE basket_items ADD COLUMN price_when_added numeric(12,2);
ALTER TABLE basket_items ADD COLUMN available_when_added boolean;
