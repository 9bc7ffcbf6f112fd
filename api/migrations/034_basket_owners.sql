-- Cart owners: who changed a basket last, and whether its maker keeps it to
-- himself. A personal basket is seen, changed and ordered by its maker only; a shared one (the
-- default, and every basket that existed before) by every user of the customer. A basket whose
-- maker is not known (created_by NULL: made before makers were recorded, or the user was
-- removed) cannot be personal: it stays shared and shows its maker as unknown.
ALTER TABLE baskets ADD COLUMN updated_by text REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE baskets ADD COLUMN is_personal boolean NOT NULL DEFAULT false;
UPDATE baskets SET updated_by = created_by WHERE updated_by IS NULL;
ALTER TABLE baskets ADD CONSTRAINT baskets_personal_has_owner CHECK (NOT is_personal OR created_by IS NOT NULL);
