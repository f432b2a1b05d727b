CREATE TABLE "booking_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"description" text NOT NULL,
	"gateway_ref" text,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_gateway_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DEFAULT 'held';--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "payouts_enabled" boolean;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "gateway_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_update_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "captured_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmation_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "problem_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_gateway_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_gateway_transfers" ADD COLUMN "source_payment_id" text;--> statement-breakpoint
ALTER TABLE "local_gateway_transfers" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "kind" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "payable_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_issues" ADD CONSTRAINT "booking_issues_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_issues" ADD CONSTRAINT "booking_issues_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_issues_booking_idx" ON "booking_issues" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_issues_status_idx" ON "booking_issues" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_issues_gateway_key" ON "booking_issues" USING btree ("kind","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_issues_problem_key" ON "booking_issues" USING btree ("booking_id") WHERE "booking_issues"."kind" = 'problem_report';--> statement-breakpoint
CREATE INDEX "bookings_hold_attempt_idx" ON "bookings" USING btree ("hold_attempt_at") WHERE "bookings"."payment_status" in ('card_saved', 'hold_failed');--> statement-breakpoint
CREATE INDEX "payouts_held_idx" ON "payouts" USING btree ("payable_at") WHERE "payouts"."status" = 'held';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_captured_check" CHECK ("bookings"."captured_cents" >= 0 and "bookings"."captured_cents" <= "bookings"."total_cents");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" >= 0);
