ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "what_is_included_fr" jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_key" text;--> statement-breakpoint
ALTER TABLE "cms_cards" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "cms_cards" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "body_fr" text;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_fr" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_fr" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_locale_published_idx" ON "blog_posts" USING btree ("locale","published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_translation_key" ON "blog_posts" USING btree ("translation_key","locale");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_locale_check" CHECK ("blog_posts"."locale" in ('en', 'fr'));