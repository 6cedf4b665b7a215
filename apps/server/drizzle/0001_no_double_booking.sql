-- No double booking, by construction (docs/architecture.md, Storage): a table cannot hold two overlapping
-- active reservations over their dining intervals. Holds of BOOKED, CONFIRMED, LATE, SEATED and
-- PENDING reservations are active; the service keeps is_active in step with the status.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("is_active");
--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_interval_positive"
  CHECK ("ends_at" > "starts_at");
