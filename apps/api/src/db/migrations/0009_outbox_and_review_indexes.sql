DROP INDEX "outbox_pending_idx";--> statement-breakpoint
CREATE INDEX "reviews_service_rating_idx" ON "reviews" USING btree ("service_id","rating");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" = 'pending';