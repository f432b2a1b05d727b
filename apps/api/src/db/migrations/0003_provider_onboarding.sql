CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_gateway_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"external_account" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"account_id" text NOT NULL,
	"bank_account_last4" text,
	"transit_number" text,
	"institution_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"province" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"field" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_services" (
	"provider_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "sin_ciphertext" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "sin_last3" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "resident_status" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "years_of_experience" integer;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_action_items" ADD CONSTRAINT "provider_action_items_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_action_items" ADD CONSTRAINT "provider_action_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_areas" ADD CONSTRAINT "provider_areas_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_key" ON "payout_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "provider_action_items_open_idx" ON "provider_action_items" USING btree ("provider_id") WHERE "provider_action_items"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "provider_action_items_created_by_idx" ON "provider_action_items" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_areas_key" ON "provider_areas" USING btree ("provider_id","kind","value");--> statement-breakpoint
CREATE INDEX "provider_areas_match_idx" ON "provider_areas" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_documents_field_key" ON "provider_documents" USING btree ("provider_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_services_key" ON "provider_services" USING btree ("provider_id","service_id");--> statement-breakpoint
CREATE INDEX "provider_services_service_idx" ON "provider_services" USING btree ("service_id");