CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pharmacy_ref" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('pending', 'submitted', 'shipped', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"referrer_patient_id" integer NOT NULL,
	"referred_patient_id" integer,
	"status" text DEFAULT 'invited' NOT NULL,
	"refused_reason" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_up_at" timestamp with time zone,
	"first_order_id" integer,
	"first_paid_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('invited', 'signed-up', 'first-box-paid', 'rewarded', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "simulated_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_clock_one_row" CHECK ("simulated_clock"."id" = 1),
	CONSTRAINT "simulated_clock_forward_only" CHECK ("simulated_clock"."offset_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_total_check";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "kind" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "grant_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_patient_id_patients_id_fk" FOREIGN KEY ("referrer_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_patient_id_patients_id_fk" FOREIGN KEY ("referred_patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_patient_idx" ON "shipments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("created_at") WHERE "shipments"."status" <> 'delivered';--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_patient_id","invited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_idx" ON "referrals" USING btree ("referred_patient_id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_grant_id_credit_ledger_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_grant_idx" ON "credit_ledger" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_referral_idx" ON "credit_ledger" USING btree ("referral_id","patient_id");--> statement-breakpoint
-- The credits granted before this migration (the medical-history promo) last two years from their grant (ADR 109).
UPDATE "credit_ledger" SET "expires_at" = "created_at" + interval '2 years' WHERE "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('grant', 'application', 'revocation'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_shape_check" CHECK (("credit_ledger"."kind" = 'grant' and "credit_ledger"."amount_cents" > 0 and "credit_ledger"."expires_at" is not null and "credit_ledger"."grant_id" is null)
        or ("credit_ledger"."kind" <> 'grant' and "credit_ledger"."amount_cents" < 0 and "credit_ledger"."grant_id" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" = "invoices"."subtotal_cents" - "invoices"."discount_cents" + "invoices"."tax_cents" - "invoices"."credit_cents" and "invoices"."total_cents" >= 0 and "invoices"."credit_cents" >= 0);