ALTER TABLE "areas" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "table_cleaning_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "deleted_at" timestamp with time zone;