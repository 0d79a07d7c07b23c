ALTER TABLE "patients" ADD COLUMN "guardian_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "facts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "consultations_live_visit_idx" ON "consultations" USING btree ("visit_id") WHERE "consultations"."cancelled_at" is null;--> statement-breakpoint
-- Backfill: the facts modules now report as they change, for the rows written before they did.
UPDATE "patients" SET "guardian_given_at" = "guardians"."accepted_terms_at" FROM "guardians" WHERE "guardians"."patient_id" = "patients"."id";--> statement-breakpoint
UPDATE "visits" SET "facts" = "visits"."facts" || '{"consultationBooked": true}'::jsonb WHERE EXISTS (SELECT 1 FROM "consultations" WHERE "consultations"."visit_id" = "visits"."id" AND "consultations"."cancelled_at" IS NULL);--> statement-breakpoint
UPDATE "visits" SET "facts" = "visits"."facts" || '{"surveyCompleted": true}'::jsonb WHERE EXISTS (SELECT 1 FROM "survey_responses" WHERE "survey_responses"."visit_id" = "visits"."id" AND "survey_responses"."completed_at" IS NOT NULL);
