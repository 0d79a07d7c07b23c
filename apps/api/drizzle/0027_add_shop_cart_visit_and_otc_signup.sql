ALTER TABLE "patients" ADD COLUMN "otc_signup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD COLUMN "visit_id" integer;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_visitId_unique" UNIQUE("visit_id");