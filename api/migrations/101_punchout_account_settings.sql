-- Identity and mapping per punch-out account: procurement systems match a supplier's identity
-- strictly and read descriptions, units and errors each in their own way.
--   supplier_domain / supplier_identity  the shop in From and Sender of a PunchOutOrderMessage
--                                        (e.g. NetworkID AN01234567890, DUNS 123456789); no
--                                        identity: the shop's host name
--   buyer_from / buyer_to                the From and To credentials a setup request must carry
--                                        ([{domain, identity}], any one of them); empty: not checked
--   description_max / description_charset  OCI descriptions: length, ISO-8859-1, ASCII or UTF-8
--   unit_map                             the shop's order units to the buyer's UN/ECE codes, over
--                                        the shop's defaults ({"ST": "C62"})
--   cxml_error_status                    'body': a cXML error answers HTTP 200 with the Status in
--                                        the document (the cXML guide); 'http': the Status code
--   name                                 what the back office calls the account
ALTER TABLE punchout_accounts
  ADD COLUMN name text,
  ADD COLUMN supplier_domain text NOT NULL DEFAULT 'NetworkID',
  ADD COLUMN supplier_identity text,
  ADD COLUMN buyer_from jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN buyer_to jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN description_max integer NOT NULL DEFAULT 40 CHECK (description_max BETWEEN 10 AND 1000),
  ADD COLUMN description_charset text NOT NULL DEFAULT 'ISO-8859-1' CHECK (description_charset IN ('ISO-8859-1', 'ASCII', 'UTF-8')),
  ADD COLUMN unit_map jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN cxml_error_status text NOT NULL DEFAULT 'body' CHECK (cxml_error_status IN ('body', 'http'));
