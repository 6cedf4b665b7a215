CREATE TABLE "push_installations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration_key_hash" text NOT NULL,
	"vapid_public_key" text NOT NULL,
	"vapid_private_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_installations_integrationKeyHash_unique" UNIQUE("integration_key_hash")
);
--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "installation_id" uuid;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_installation_id_push_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."push_installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_outlet_endpoint" ON "push_tokens" USING btree ("outlet_id","endpoint");