ALTER TABLE "promotion_codes" ADD COLUMN "budget_cents" integer;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "given_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What the claims held today take off: each claim keeps its amount, and removal deletes a claim.
UPDATE "promotion_codes" SET "given_cents" = coalesce((SELECT sum("amount_cents") FROM "promotion_claims" WHERE "promotion_claims"."promotion_code_id" = "promotion_codes"."id"), 0);--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_given_check" CHECK ("promotion_codes"."given_cents" >= 0 and ("promotion_codes"."budget_cents" is null or "promotion_codes"."given_cents" <= "promotion_codes"."budget_cents"));