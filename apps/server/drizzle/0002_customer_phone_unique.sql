DROP INDEX "customers_brand_phone";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_brand_phone_unique" ON "customers" USING btree ("brand_id","phone") WHERE "customers"."phone" is not null;