CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unanswered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"stage" text DEFAULT 'name' NOT NULL,
	"visitor_name" text,
	"phone" text,
	"pending_question" text,
	"inquiry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_stage_check" CHECK ("chat_sessions"."stage" in ('name', 'phone', 'need', 'open'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "chat_session_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "needs_callback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_inquiry_idx" ON "chat_sessions" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiries_chat_session_idx" ON "inquiries" USING btree ("chat_session_id");