CREATE TABLE "catalogue_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"effective_on" date NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_price_changes_price_check" CHECK ("catalogue_price_changes"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_change_notices" (
	"price_change_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"noticed_on" date NOT NULL,
	CONSTRAINT "price_change_notices_price_change_id_subscription_id_pk" PRIMARY KEY("price_change_id","subscription_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_price_changes" ADD CONSTRAINT "catalogue_price_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_notices" ADD CONSTRAINT "price_change_notices_price_change_id_catalogue_price_changes_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."catalogue_price_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_notices" ADD CONSTRAINT "price_change_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_price_changes_item_idx" ON "catalogue_price_changes" USING btree ("brand_id","item_id","effective_on");--> statement-breakpoint
CREATE INDEX "catalogue_price_changes_from_idx" ON "catalogue_price_changes" USING btree ("brand_id","effective_from");--> statement-breakpoint
CREATE INDEX "price_change_notices_subscription_idx" ON "price_change_notices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_items_item_idx" ON "subscription_items" USING btree ("item_id");