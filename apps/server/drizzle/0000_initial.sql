CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '#1976d2' NOT NULL,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"combine_all_table" boolean DEFAULT false NOT NULL,
	"min_pax" integer DEFAULT 1 NOT NULL,
	"max_pax" integer DEFAULT 20 NOT NULL,
	"area_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_out_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"date" date NOT NULL,
	"entire_day" boolean DEFAULT true NOT NULL,
	"start_time" time,
	"end_time" time,
	"name" text NOT NULL,
	"reason" text,
	"show_reason" boolean DEFAULT false NOT NULL,
	"reason_staff_notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"oms_brand_id" text NOT NULL,
	"brand_name" text NOT NULL,
	"brand_short_name" text NOT NULL,
	"country_code" text NOT NULL,
	"timezone" text NOT NULL,
	"reserve_channel_status" text DEFAULT 'active' NOT NULL,
	"enable_google_booking" boolean DEFAULT false NOT NULL,
	"offer_hostv3" boolean DEFAULT false NOT NULL,
	"route_to_hostv3" boolean DEFAULT true NOT NULL,
	"is_enable_magic_bell" boolean DEFAULT false NOT NULL,
	"is_enable_table_combination" boolean DEFAULT false NOT NULL,
	"is_enable_payment_request" boolean DEFAULT false NOT NULL,
	"prevent_multiple_same_day_bookings_enabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_omsBrandId_unique" UNIQUE("oms_brand_id")
);
--> statement-breakpoint
CREATE TABLE "confirmation_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"timing" text,
	"is_sent" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"merchant_id" text,
	"pass_id" text,
	"mca_id" text,
	"favourite_item_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"username" text,
	"salutation" text,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"additional_phone" text,
	"organisation_name" text,
	"address" text,
	"gender" smallint,
	"birthday" date,
	"barcode" text,
	"language" text,
	"postal_code" text,
	"country_code" text,
	"state" text,
	"city" text,
	"notes_diner" text,
	"can_send_sms_marketing" smallint DEFAULT 0 NOT NULL,
	"can_send_email_marketing" smallint DEFAULT 0 NOT NULL,
	"account_activated" boolean DEFAULT false NOT NULL,
	"photo_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"error" text,
	"user_agent" text,
	"ipv4" text,
	"context" jsonb,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"outlet_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlet_entitlements" (
	"outlet_id" uuid NOT NULL,
	"feature_code" text NOT NULL,
	"actions_required" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "outlet_entitlements_outlet_id_feature_code_pk" PRIMARY KEY("outlet_id","feature_code")
);
--> statement-breakpoint
CREATE TABLE "outlet_opening_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"oms_outlet_id" text NOT NULL,
	"outlet_name" text NOT NULL,
	"quick_code" text NOT NULL,
	"pin_hash" text NOT NULL,
	"reserve_channel_status" text DEFAULT 'active' NOT NULL,
	"address1" text,
	"address2" text,
	"postal_code" text,
	"city" text,
	"state" text,
	"lat" double precision,
	"lng" double precision,
	"country_code" text NOT NULL,
	"email" text,
	"phone" text,
	"enable_email" boolean DEFAULT true NOT NULL,
	"enable_sms" boolean DEFAULT true NOT NULL,
	"enable_automated_call" boolean DEFAULT false NOT NULL,
	"default_allow_sms_notify" boolean DEFAULT true NOT NULL,
	"default_allow_email_notify" boolean DEFAULT true NOT NULL,
	"default_allow_automated_call_notify" boolean DEFAULT false NOT NULL,
	"max_party_size" integer DEFAULT 10 NOT NULL,
	"min_party_size" integer DEFAULT 1 NOT NULL,
	"max_pax_per_reservation" integer DEFAULT 20 NOT NULL,
	"reservation_dining_interval" integer DEFAULT 5400 NOT NULL,
	"reservation_grace_period" integer DEFAULT 900 NOT NULL,
	"reservation_interval_time" integer DEFAULT 900 NOT NULL,
	"reservation_lead_time" integer DEFAULT 3600 NOT NULL,
	"reservation_policy" text,
	"reservation_cancellation_policy" text,
	"option_auto_reservation_status" smallint DEFAULT 1 NOT NULL,
	"type_show_timeslots" smallint DEFAULT 1 NOT NULL,
	"sms_permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_enable_specific_request" boolean DEFAULT true NOT NULL,
	"is_enable_occasions" boolean DEFAULT true NOT NULL,
	"is_enable_show_children" boolean DEFAULT true NOT NULL,
	"is_enable_custom_question_field" boolean DEFAULT false NOT NULL,
	"enabled_payment_dinein" boolean DEFAULT false NOT NULL,
	"forwarding_address" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlets_omsOutletId_unique" UNIQUE("oms_outlet_id"),
	CONSTRAINT "outlets_quickCode_unique" UNIQUE("quick_code")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"link" text,
	"status" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"expire_date_time" timestamp with time zone,
	"expire_time" integer,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid,
	"user_id" uuid,
	"endpoint" text NOT NULL,
	"keys" jsonb NOT NULL,
	"discarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"reservation_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reservation_tables_reservation_id_table_id_pk" PRIMARY KEY("reservation_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_tags" (
	"reservation_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "reservation_tags_reservation_id_tag_id_pk" PRIMARY KEY("reservation_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"outlet_id" uuid NOT NULL,
	"service_timing_id" uuid,
	"customer_id" uuid,
	"ticket_id" uuid,
	"language" text,
	"source" text NOT NULL,
	"dining_interval" integer NOT NULL,
	"customer_phone" text,
	"customer_first_name" text,
	"customer_last_name" text,
	"reservation_date" date NOT NULL,
	"reservation_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"number_of_adults" integer NOT NULL,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"extra_adult" integer DEFAULT 0 NOT NULL,
	"extra_children" integer DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"is_walk_in" boolean DEFAULT false NOT NULL,
	"notes" text,
	"notes_diner" text,
	"staff_notes" text,
	"occasions" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_occasions" text,
	"created_by_restaurant" boolean DEFAULT false NOT NULL,
	"modified_by_restaurant" boolean DEFAULT false NOT NULL,
	"cancelled_by_restaurant" boolean DEFAULT false NOT NULL,
	"created_by_customer" boolean DEFAULT false NOT NULL,
	"confirm_by_restaurant" boolean DEFAULT false NOT NULL,
	"allow_sms_notify" boolean DEFAULT true NOT NULL,
	"allow_email_notify" boolean DEFAULT true NOT NULL,
	"allow_automated_call_notify" boolean DEFAULT false NOT NULL,
	"allow_confirmation_notify" boolean DEFAULT true NOT NULL,
	"allow_reminder_notify" boolean DEFAULT true NOT NULL,
	"time_send_reminder" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"seated_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "reservations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_timing_areas" (
	"service_timing_id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	CONSTRAINT "service_timing_areas_service_timing_id_area_id_pk" PRIMARY KEY("service_timing_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "service_timings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"ticket_id" uuid,
	"name" text NOT NULL,
	"is_recurring" boolean DEFAULT true NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"daily_start_time" time NOT NULL,
	"daily_end_time" time NOT NULL,
	"recurring_start_date" date,
	"recurring_end_date" date,
	"specific_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"lead_time" integer,
	"grace_period" integer,
	"dining_interval" integer DEFAULT 5400 NOT NULL,
	"interval_time" integer DEFAULT 900 NOT NULL,
	"max_pax_per_reservation" integer,
	"booking_online" boolean DEFAULT true NOT NULL,
	"max_guest" integer,
	"max_reservation" integer,
	"min_party_size" integer,
	"max_party_size" integer,
	"min_booking_time" integer,
	"min_booking_time_unit" text,
	"max_booking_time" integer,
	"max_booking_time_unit" text,
	"time_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_area" boolean DEFAULT false NOT NULL,
	"is_all_area" boolean DEFAULT true NOT NULL,
	"custom_policies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"outlet_id" uuid,
	"quick_code_id" text,
	"is_impersonation" boolean DEFAULT false NOT NULL,
	"preferred_locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_secretHash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "table_combination_members" (
	"combination_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	CONSTRAINT "table_combination_members_combination_id_table_id_pk" PRIMARY KEY("combination_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_combinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_pax" integer NOT NULL,
	"max_pax" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_pax" integer DEFAULT 1 NOT NULL,
	"max_pax" integer NOT NULL,
	"shape" text DEFAULT 'square' NOT NULL,
	"size" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"disable_date" date,
	"rotate" integer DEFAULT 0 NOT NULL,
	"x" integer DEFAULT 0 NOT NULL,
	"y" integer DEFAULT 0 NOT NULL,
	"table_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text NOT NULL,
	"image" text,
	"type_payment" smallint NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"type_price" smallint NOT NULL,
	"usual_price" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"collect_deposit" boolean DEFAULT false NOT NULL,
	"max_number" integer,
	"refund_window" integer,
	"refund_window_unit" text,
	"edit_window" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_enable_self_edit" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid,
	"outlet_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"type" text NOT NULL,
	"status_refund" text,
	"source" text NOT NULL,
	"refund_reason" text,
	"refund_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_outlets" (
	"user_id" uuid NOT NULL,
	"outlet_id" uuid NOT NULL,
	CONSTRAINT "user_outlets_user_id_outlet_id_pk" PRIMARY KEY("user_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"preferred_locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_out_days" ADD CONSTRAINT "block_out_days_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_notifications" ADD CONSTRAINT "confirmation_notifications_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_entitlements" ADD CONSTRAINT "outlet_entitlements_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_opening_hours" ADD CONSTRAINT "outlet_opening_hours_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_activities" ADD CONSTRAINT "reservation_activities_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tags" ADD CONSTRAINT "reservation_tags_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tags" ADD CONSTRAINT "reservation_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_service_timing_id_service_timings_id_fk" FOREIGN KEY ("service_timing_id") REFERENCES "public"."service_timings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_timing_areas" ADD CONSTRAINT "service_timing_areas_service_timing_id_service_timings_id_fk" FOREIGN KEY ("service_timing_id") REFERENCES "public"."service_timings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_timing_areas" ADD CONSTRAINT "service_timing_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_timings" ADD CONSTRAINT "service_timings_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_timings" ADD CONSTRAINT "service_timings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_members" ADD CONSTRAINT "table_combination_members_combination_id_table_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."table_combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_members" ADD CONSTRAINT "table_combination_members_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combinations" ADD CONSTRAINT "table_combinations_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_outlets" ADD CONSTRAINT "user_outlets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_outlets" ADD CONSTRAINT "user_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_brand_phone" ON "customers" USING btree ("brand_id","phone");--> statement-breakpoint
CREATE INDEX "login_failures_subject_time" ON "login_failures" USING btree ("subject","failed_at");--> statement-breakpoint
CREATE INDEX "reservation_activities_reservation" ON "reservation_activities" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_tables_table" ON "reservation_tables" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "reservations_outlet_date" ON "reservations" USING btree ("outlet_id","reservation_date");--> statement-breakpoint
CREATE INDEX "reservations_customer" ON "reservations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "tables_outlet" ON "tables" USING btree ("outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));