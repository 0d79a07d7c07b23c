CREATE TABLE "promotion_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"title_text" text NOT NULL,
	"alt_text" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"percentage_off_actual" integer,
	"treatment_category_id" integer,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"use_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_codes_amount_check" CHECK ("promotion_codes"."amount_cents" >= 0),
	CONSTRAINT "promotion_codes_use_count_check" CHECK ("promotion_codes"."use_count" >= 0 and ("promotion_codes"."max_uses" is null or "promotion_codes"."use_count" <= "promotion_codes"."max_uses"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_brand_code_idx" ON "promotion_codes" USING btree ("brand_id","code");--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_code_id_promotion_codes_id_fk" FOREIGN KEY ("promotion_code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_patient_code_idx" ON "promotion_claims" USING btree ("patient_id","promotion_code_id");