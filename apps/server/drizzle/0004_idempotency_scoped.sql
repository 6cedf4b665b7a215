-- Earlier answers were kept under scopes without the brand and without a request hash: they cannot be matched safely.
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "body" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "headers" jsonb NOT NULL;