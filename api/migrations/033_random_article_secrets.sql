-- The secret links of unlisted articles were `geheim-<itemNo>-<4 digits>`: guessable. Every
-- existing secret becomes 32 random bytes in base64url (two random UUIDs' 244 random bits; new
-- ones are 16 crypto-random bytes, catalog/secret-links.ts). Links sent out before stop working.
UPDATE articles
   SET secret = rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')
 WHERE secret IS NOT NULL;
