ALTER TABLE "customers" ADD COLUMN "dietary" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "dietary_notes" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "seating_preference" text;