CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customer_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_tags" (
	"customer_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "customer_tags_customer_id_tag_id_pk" PRIMARY KEY("customer_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "visit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "no_show_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_visit_date" date;--> statement-breakpoint
ALTER TABLE "customer_activities" ADD CONSTRAINT "customer_activities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_activities_customer" ON "customer_activities" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_tags_tag" ON "customer_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "last_name" || "first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm" ON "customers" USING gin (regexp_replace(coalesce("phone", ''), '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_brand_name" ON "customers" USING btree ("brand_id",lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_brand_last_name" ON "customers" USING btree ("brand_id",lower("last_name"));--> statement-breakpoint
CREATE INDEX "customers_brand_visits" ON "customers" USING btree ("brand_id","visit_count","id");--> statement-breakpoint
CREATE INDEX "customers_brand_no_shows" ON "customers" USING btree ("brand_id","no_show_count","id");--> statement-breakpoint
CREATE INDEX "customers_brand_last_visit" ON "customers" USING btree ("brand_id",coalesce("last_visit_date", '0001-01-01'::date),"id");--> statement-breakpoint
CREATE INDEX "customers_brand_created" ON "customers" USING btree ("brand_id","created_at","id");--> statement-breakpoint
-- A guest's list figures (visits = COMPLETED 3 or SEATED 2, no-shows = NO_SHOW 5, the last visit's
-- date), recounted from their bookings whenever a booking is added, removed, moved to another guest,
-- or changes status or date. Hand-written: drizzle cannot express functions and triggers.
CREATE FUNCTION customer_figures_refresh(cid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE customers c SET
    visit_count = s.visits,
    no_show_count = s.no_shows,
    last_visit_date = s.last_visit
  FROM (
    SELECT count(*) FILTER (WHERE status IN (2, 3))::int AS visits,
           count(*) FILTER (WHERE status = 5)::int AS no_shows,
           max(reservation_date) FILTER (WHERE status IN (2, 3)) AS last_visit
    FROM reservations WHERE customer_id = cid
  ) s
  WHERE c.id = cid
    AND (c.visit_count, c.no_show_count, c.last_visit_date) IS DISTINCT FROM (s.visits, s.no_shows, s.last_visit);
$$;--> statement-breakpoint
CREATE FUNCTION reservations_customer_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.customer_id IS NOT NULL THEN PERFORM customer_figures_refresh(NEW.customer_id); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.customer_id IS NOT NULL THEN PERFORM customer_figures_refresh(OLD.customer_id); END IF;
  ELSIF (NEW.customer_id, NEW.status, NEW.reservation_date) IS DISTINCT FROM (OLD.customer_id, OLD.status, OLD.reservation_date) THEN
    IF OLD.customer_id IS NOT NULL THEN PERFORM customer_figures_refresh(OLD.customer_id); END IF;
    IF NEW.customer_id IS NOT NULL AND NEW.customer_id IS DISTINCT FROM OLD.customer_id THEN PERFORM customer_figures_refresh(NEW.customer_id); END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reservations_customer_figures AFTER INSERT OR DELETE OR UPDATE OF customer_id, status, reservation_date ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_customer_figures();--> statement-breakpoint
UPDATE customers c SET
  visit_count = s.visits,
  no_show_count = s.no_shows,
  last_visit_date = s.last_visit
FROM (
  SELECT customer_id,
         count(*) FILTER (WHERE status IN (2, 3))::int AS visits,
         count(*) FILTER (WHERE status = 5)::int AS no_shows,
         max(reservation_date) FILTER (WHERE status IN (2, 3)) AS last_visit
  FROM reservations WHERE customer_id IS NOT NULL GROUP BY customer_id
) s
WHERE c.id = s.customer_id;
