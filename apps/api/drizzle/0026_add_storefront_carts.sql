CREATE TABLE "own_cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"position" serial NOT NULL,
	"variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "own_cart_lines_quantity_check" CHECK ("own_cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "own_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" integer NOT NULL,
	"patient_id" integer,
	"visitor_token_hash" text,
	"service" text NOT NULL,
	"service_cart_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_carts_owner_check" CHECK ("shop_carts"."patient_id" is not null or "shop_carts"."visitor_token_hash" is not null or "shop_carts"."status" <> 'open'),
	CONSTRAINT "shop_carts_status_check" CHECK ("shop_carts"."status" in ('open', 'merged', 'checked-out')),
	CONSTRAINT "shop_carts_service_check" CHECK ("shop_carts"."service" in ('postgres', 'shopify'))
);
--> statement-breakpoint
ALTER TABLE "own_cart_lines" ADD CONSTRAINT "own_cart_lines_cart_id_own_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."own_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "own_cart_lines_variant_idx" ON "own_cart_lines" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_carts_visitor_token_idx" ON "shop_carts" USING btree ("visitor_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_carts_open_patient_idx" ON "shop_carts" USING btree ("patient_id") WHERE "shop_carts"."status" = 'open' and "shop_carts"."patient_id" is not null;--> statement-breakpoint
CREATE INDEX "shop_carts_visitor_updated_idx" ON "shop_carts" USING btree ("updated_at") WHERE "shop_carts"."patient_id" is null;