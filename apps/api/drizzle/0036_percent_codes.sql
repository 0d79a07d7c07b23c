ALTER TABLE "promotion_codes" DROP CONSTRAINT "promotion_codes_kind_check";--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "applies_to_lines" text DEFAULT 'box' NOT NULL;--> statement-breakpoint
-- A free Rx line was always taken off the first prescription: its lines are the prescriptions (ADR 166).
UPDATE "promotion_codes" SET "applies_to_lines" = 'rx' WHERE "kind" = 'free-rx-line';--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_percent_check" CHECK (("promotion_codes"."kind" = 'percent' and "promotion_codes"."percent_off" between 1 and 100) or ("promotion_codes"."kind" <> 'percent' and "promotion_codes"."percent_off" is null));--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_lines_check" CHECK ("promotion_codes"."applies_to_lines" in ('box', 'rx', 'otc') and ("promotion_codes"."kind" <> 'free-rx-line' or "promotion_codes"."applies_to_lines" = 'rx'));--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_kind_check" CHECK ("promotion_codes"."kind" in ('amount', 'percent', 'free-rx-line'));