CREATE TABLE "caught_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text,
	"mail_from" text,
	"rcpt_to" text NOT NULL,
	"subject" text,
	"text" text,
	"html" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"reservation_id" uuid,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"provider" text,
	"provider_ref" text,
	"fallback_of_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"outlet_id" uuid PRIMARY KEY NOT NULL,
	"confirm_timings" text[] DEFAULT '{now,24h,5h}'::text[] NOT NULL,
	"call_timings" text[] DEFAULT '{3h,2h,1h}'::text[] NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- No row was ever planned before this migration: the table is empty, so the key needs no default.
ALTER TABLE "confirmation_notifications" ADD COLUMN "key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmation_notifications" ADD COLUMN "status" text DEFAULT 'planned' NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmation_notifications" ADD COLUMN "delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "confirmation_notifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_token" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "notifications_version" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_acknowledged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caught_mails_message" ON "caught_mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_deliveries_due" ON "message_deliveries" USING btree ("next_attempt_at") WHERE "message_deliveries"."state" in ('queued', 'retried');--> statement-breakpoint
CREATE INDEX "message_deliveries_outlet" ON "message_deliveries" USING btree ("outlet_id","created_at");--> statement-breakpoint
CREATE INDEX "message_deliveries_reservation" ON "message_deliveries" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_notifications_key" ON "confirmation_notifications" USING btree ("reservation_id","key");--> statement-breakpoint
CREATE INDEX "confirmation_notifications_due" ON "confirmation_notifications" USING btree ("send_at") WHERE "confirmation_notifications"."status" = 'planned';--> statement-breakpoint
CREATE INDEX "confirmation_notifications_awaiting" ON "confirmation_notifications" USING btree ("reservation_id") WHERE "confirmation_notifications"."type" = 'confirm' and "confirmation_notifications"."is_sent" and "confirmation_notifications"."result" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_guest_token" ON "reservations" USING btree ("guest_token");--> statement-breakpoint
CREATE INDEX "reservations_notifications_due" ON "reservations" USING btree ("starts_at") WHERE "reservations"."notifications_version" is distinct from "reservations"."version";--> statement-breakpoint
-- Bookings made before guest messages existed are planned by the next sweep, but not acknowledged late.
UPDATE "reservations" SET "guest_acknowledged" = true;
