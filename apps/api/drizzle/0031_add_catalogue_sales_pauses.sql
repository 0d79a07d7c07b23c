CREATE TABLE "catalogue_sales_pauses" (
	"brand_id" integer NOT NULL,
	"product_key" text NOT NULL,
	"paused_at" timestamp with time zone NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "catalogue_sales_pauses_brand_id_product_key_pk" PRIMARY KEY("brand_id","product_key")
);
--> statement-breakpoint
ALTER TABLE "catalogue_sales_pauses" ADD CONSTRAINT "catalogue_sales_pauses_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;