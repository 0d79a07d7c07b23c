CREATE TABLE "product_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"selected_item_ids" jsonb,
	"deferred_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purchase_context" text,
	"viewed_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_selections_visitId_unique" UNIQUE("visit_id")
);
--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "kind" text DEFAULT 'amount' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_selections" ADD CONSTRAINT "product_selections_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selections" ADD CONSTRAINT "product_selections_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_selections_patient_idx" ON "product_selections" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_one_open_idx" ON "promotion_claims" USING btree ("patient_id") WHERE "promotion_claims"."credited_at" is null;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_kind_check" CHECK ("promotion_codes"."kind" in ('amount', 'free-rx-line'));