-- The review queue checks each waiting visit's patient against the provider's licences (ADR 129):
-- looking the patient up per entry made its count cost grow with the backlog (2.2 ms for 200 at
-- 100,000 patients). The visit now carries its patient's state, kept by the database itself, so
-- no write path of any module can leave it stale, and the queue's index holds it.
ALTER TABLE "visits" ADD COLUMN "patient_state" text;--> statement-breakpoint
UPDATE "visits" SET "patient_state" = "patients"."state" FROM "patients" WHERE "patients"."id" = "visits"."patient_id";--> statement-breakpoint
CREATE FUNCTION "visits_copy_patient_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.patient_state := (SELECT state FROM patients WHERE id = NEW.patient_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "visits_patient_state_on_write" BEFORE INSERT OR UPDATE OF "patient_id", "patient_state" ON "visits" FOR EACH ROW EXECUTE FUNCTION "visits_copy_patient_state"();--> statement-breakpoint
CREATE FUNCTION "patients_state_to_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visits SET patient_state = NEW.state WHERE patient_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patients_state_to_visits_on_change" AFTER UPDATE OF "state" ON "patients" FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION "patients_state_to_visits"();--> statement-breakpoint
DROP INDEX "visits_awaiting_review_idx";--> statement-breakpoint
CREATE INDEX "visits_awaiting_review_idx" ON "visits" USING btree ("completed_at","id","patient_state") WHERE "visits"."completed_at" is not null and coalesce(("visits"."facts"->>'reviewDecided')::boolean, false) = false;
