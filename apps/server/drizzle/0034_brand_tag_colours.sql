ALTER TABLE "tags" ADD COLUMN "colour" text DEFAULT 'grey' NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;