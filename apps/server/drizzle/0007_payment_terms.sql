ALTER TABLE "payment_requests" ADD COLUMN "earlier_provider_refs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "refund_window" integer;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "refund_window_unit" text;--> statement-breakpoint
CREATE INDEX "payment_requests_checkout" ON "payment_requests" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_requests_earlier_checkouts" ON "payment_requests" USING gin ("earlier_provider_refs");--> statement-breakpoint
-- Requests made before the terms were kept take their ticket's window as it stands now.
UPDATE "payment_requests" p SET "refund_window" = t."refund_window", "refund_window_unit" = t."refund_window_unit"
FROM "reservations" r JOIN "tickets" t ON t."id" = r."ticket_id"
WHERE r."id" = p."reservation_id";
