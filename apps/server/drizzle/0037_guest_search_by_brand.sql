-- A guest search is always one brand's: the name's trigram index starts with the brand (btree_gin gives uuid a GIN
-- operator class), so a common word is narrowed to the brand's guests inside the index (decision 037).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "customers_name_trgm";--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("brand_id",lower("first_name" || ' ' || "last_name" || ' ' || "last_name" || "first_name") gin_trgm_ops);
