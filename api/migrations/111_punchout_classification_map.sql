-- The UNSPSC commodity a punch-out account files each ETIM class of the assortment under
-- ({"EC010505": "30181505"}): procurement systems classify requisition lines at commodity level,
-- each by its own UNSPSC version. An ETIM class without an entry goes at family level by the
-- article's main category.
ALTER TABLE punchout_accounts ADD COLUMN classification_map jsonb NOT NULL DEFAULT '{}';
