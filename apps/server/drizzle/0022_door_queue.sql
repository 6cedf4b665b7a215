CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"position" integer NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text DEFAULT '' NOT NULL,
	"customer_phone" text,
	"number_of_adults" integer NOT NULL,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"area_id" uuid,
	"language" text,
	"joined_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"seated_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"quoted_minutes" integer,
	"actual_minutes" integer,
	"reservation_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_entries_outlet_status" ON "queue_entries" USING btree ("outlet_id","status","position");