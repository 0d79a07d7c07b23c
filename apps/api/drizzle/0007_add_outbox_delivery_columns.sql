ALTER TABLE "outbox_messages" ADD COLUMN "sealed_body" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "gave_up_at" timestamp with time zone;