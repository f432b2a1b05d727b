CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"channels" text[] NOT NULL,
	"held_back" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channels" jsonb NOT NULL,
	"quiet_start_minute" smallint,
	"quiet_end_minute" smallint,
	"time_zone" text NOT NULL,
	"max_per_hour" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_quiet_hours" CHECK (("alert_settings"."quiet_start_minute" is null) = ("alert_settings"."quiet_end_minute" is null)),
	CONSTRAINT "alert_settings_max_per_hour" CHECK ("alert_settings"."max_per_hour" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "booking_declines" (
	"booking_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_declines_booking_id_provider_id_pk" PRIMARY KEY("booking_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "provider_availability" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"max_jobs_per_day" smallint,
	"travel_buffer_minutes" smallint DEFAULT 0 NOT NULL,
	"hours_set" boolean DEFAULT false NOT NULL,
	"calendar_feed_token_hash" text,
	"calendar_feed_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_availability_max_jobs" CHECK ("provider_availability"."max_jobs_per_day" is null or "provider_availability"."max_jobs_per_day" between 1 and 20),
	CONSTRAINT "provider_availability_buffer" CHECK ("provider_availability"."travel_buffer_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "provider_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_time_off_range" CHECK ("provider_time_off"."starts_on" <= "provider_time_off"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "provider_weekly_hours" (
	"provider_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "provider_weekly_hours_provider_id_weekday_pk" PRIMARY KEY("provider_id","weekday"),
	CONSTRAINT "provider_weekly_hours_weekday" CHECK ("provider_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "provider_weekly_hours_range" CHECK ("provider_weekly_hours"."start_minute" >= 0 and "provider_weekly_hours"."start_minute" < "provider_weekly_hours"."end_minute" and "provider_weekly_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_declines" ADD CONSTRAINT "booking_declines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_declines" ADD CONSTRAINT "booking_declines_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_availability" ADD CONSTRAINT "provider_availability_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_time_off" ADD CONSTRAINT "provider_time_off_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_weekly_hours" ADD CONSTRAINT "provider_weekly_hours_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_user_created_idx" ON "alert_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_declines_provider_idx" ON "booking_declines" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_availability_feed_key" ON "provider_availability" USING btree ("calendar_feed_token_hash");--> statement-breakpoint
CREATE INDEX "provider_time_off_provider_idx" ON "provider_time_off" USING btree ("provider_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");