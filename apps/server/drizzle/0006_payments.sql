CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_request_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "currency" text DEFAULT 'SGD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "provider" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_request_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "currency" text DEFAULT 'SGD' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "metadata_type" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_reservation" ON "payment_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_token" ON "payment_requests" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payment_requests_due" ON "payment_requests" USING btree ("expire_date_time") WHERE "payment_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transactions_outlet_created" ON "transactions" USING btree ("outlet_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_reservation" ON "transactions" USING btree ("reservation_id");--> statement-breakpoint
-- Money is in the outlet's currency (docs/rules.md section 9): rows made before this migration take it from their outlet.
UPDATE "transactions" t SET "currency" = CASE o."country_code" WHEN 'MY' THEN 'MYR' WHEN 'HK' THEN 'HKD' WHEN 'TW' THEN 'TWD' ELSE 'SGD' END
  FROM "outlets" o WHERE o."id" = t."outlet_id";--> statement-breakpoint
UPDATE "payment_requests" p SET "currency" = CASE o."country_code" WHEN 'MY' THEN 'MYR' WHEN 'HK' THEN 'HKD' WHEN 'TW' THEN 'TWD' ELSE 'SGD' END,
  "token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
  FROM "reservations" r JOIN "outlets" o ON o."id" = r."outlet_id" WHERE r."id" = p."reservation_id";--> statement-breakpoint
-- Never more refunded than was paid, whatever two hosts do at once: each refund adds to its charge's refunded_amount.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amount_not_negative" CHECK ("amount" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refunded_within_amount" CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "amount");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "transactions"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_amount_not_negative" CHECK ("amount" >= 0);
