ALTER TABLE "service_providers" ADD COLUMN "sin_fingerprint" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "identity_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_account_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "payouts_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "service_providers_sin_fingerprint_idx" ON "service_providers" USING btree ("sin_fingerprint");--> statement-breakpoint
CREATE INDEX "chat_sessions_client_address_idx" ON "chat_sessions" USING btree ("client_address","created_at");