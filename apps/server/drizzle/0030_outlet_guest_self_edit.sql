ALTER TABLE "outlets" ADD COLUMN "guest_self_edit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "guest_edit_window" integer;