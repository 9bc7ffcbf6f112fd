-- The colour of each order state as customers see it in Mijn orders (a badge with the state's
-- name): a key of the colour list in packages/rules/src/status-colours.ts, which the api checks.
ALTER TABLE order_states ADD COLUMN colour text NOT NULL DEFAULT 'grijs';
UPDATE order_states SET colour = CASE code WHEN 100 THEN 'blauw' WHEN 200 THEN 'oranje' WHEN 250 THEN 'paars' WHEN 300 THEN 'groen' WHEN 999 THEN 'grijs' ELSE colour END;
