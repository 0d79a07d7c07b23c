CREATE TABLE "card_copy_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"card_key" text NOT NULL,
	"copy" jsonb NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_copy_changes" ADD CONSTRAINT "card_copy_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_copy_changes_card_idx" ON "card_copy_changes" USING btree ("brand_id","card_key","id");