CREATE TABLE "brand_selling_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_selling_changes" ADD CONSTRAINT "brand_selling_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_selling_changes_brand_idx" ON "brand_selling_changes" USING btree ("brand_id","id");