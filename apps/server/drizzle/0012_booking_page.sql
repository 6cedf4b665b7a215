CREATE TABLE "outlet_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "default_allow_confirmation_notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "default_allow_reminder_notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "booking_welcome_text" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "custom_question" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "logo_image_id" uuid;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "outlet_images" ADD CONSTRAINT "outlet_images_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outlet_images_outlet_id_index" ON "outlet_images" USING btree ("outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outlet_images_hash_outlet_id_index" ON "outlet_images" USING btree ("hash","outlet_id");