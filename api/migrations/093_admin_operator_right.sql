-- The operator right of an administrator (role {product}_Operator beside {product}_Admin): with it
-- the release API takes his own sign-in for what runs where, the audit trail and a rollback. The
-- demo administrator has it (the seed gives it on a new database; this gives it on one seeded
-- before the right existed).
UPDATE users u
   SET roles = u.roles || regexp_replace(a.role, '_Admin$', '_Operator')
  FROM (SELECT id, r AS role FROM users, unnest(roles) AS r WHERE r LIKE '%\_Admin') a
 WHERE u.id = a.id
   AND u.user_name = 'beheer@kraanvogel.nl'
   AND NOT (regexp_replace(a.role, '_Admin$', '_Operator') = ANY (u.roles));
