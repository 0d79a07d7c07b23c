CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text,
	"lastname" text,
	"phone" text,
	"gender" text,
	"state" text,
	"zipcode" text,
	"address1" text,
	"address2" text,
	"city" text,
	"date_of_birth" date,
	"card_last_four" text,
	"collected_card_last_four" text,
	"has_completed_cc_entry" boolean DEFAULT false NOT NULL,
	"has_completed_shipping_address_entry" boolean DEFAULT false NOT NULL,
	"eligibility" jsonb,
	"accepted_tos_at" timestamp with time zone,
	"deletion_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"patient_id" integer,
	"brand_id" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_brand_email_unique" ON "patients" USING btree ("brand_id",lower("email"));--> statement-breakpoint
CREATE INDEX "patients_email_lower_idx" ON "patients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_patient_idx" ON "sessions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");