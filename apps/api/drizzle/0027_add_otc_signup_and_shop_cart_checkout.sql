ALTER TABLE "checkout_attempts" ALTER COLUMN "visit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "visit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "otc_signup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "shop_cart_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_cart_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_shop_cart_id_shop_carts_id_fk" FOREIGN KEY ("shop_cart_id") REFERENCES "public"."shop_carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_cart_id_shop_carts_id_fk" FOREIGN KEY ("shop_cart_id") REFERENCES "public"."shop_carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_attempts_shop_cart_idx" ON "checkout_attempts" USING btree ("shop_cart_id","status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shopCartId_unique" UNIQUE("shop_cart_id");--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_purchase_check" CHECK (("checkout_attempts"."visit_id" is null) <> ("checkout_attempts"."shop_cart_id" is null));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0);