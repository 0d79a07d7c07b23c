DROP INDEX "catalogue_price_changes_item_idx";--> statement-breakpoint
ALTER TABLE "catalogue_price_changes" ADD COLUMN "price_kind" text DEFAULT 'full-size' NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_price_changes_item_idx" ON "catalogue_price_changes" USING btree ("brand_id","item_id","price_kind","effective_on");--> statement-breakpoint
ALTER TABLE "catalogue_price_changes" ADD CONSTRAINT "catalogue_price_changes_kind_check" CHECK ("catalogue_price_changes"."price_kind" in ('full-size', 'trial-size', 'one-time'));