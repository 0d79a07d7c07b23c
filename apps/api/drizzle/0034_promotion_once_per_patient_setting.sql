DROP INDEX "promotion_claims_patient_code_idx";--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "once_per_patient" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "promotion_claims_patient_code_idx" ON "promotion_claims" USING btree ("patient_id","promotion_code_id");