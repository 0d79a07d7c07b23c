CREATE TABLE "upsell_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"offer" text NOT NULL,
	"code" text NOT NULL,
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "upsell_decisions_decision_check" CHECK ("upsell_decisions"."decision" in ('accepted', 'declined')),
	CONSTRAINT "upsell_decisions_offer_check" CHECK ("upsell_decisions"."offer" in ('body-cleanse', 'deep-cleanse'))
);
--> statement-breakpoint
ALTER TABLE "upsell_decisions" ADD CONSTRAINT "upsell_decisions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_decisions" ADD CONSTRAINT "upsell_decisions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upsell_decisions_visit_offer_idx" ON "upsell_decisions" USING btree ("visit_id","offer");--> statement-breakpoint
CREATE INDEX "upsell_decisions_patient_idx" ON "upsell_decisions" USING btree ("patient_id");