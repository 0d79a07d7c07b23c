CREATE TABLE "care_message_attachments" (
	"message_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "care_message_attachments_message_id_photo_id_pk" PRIMARY KEY("message_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "care_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"sender_role" text NOT NULL,
	"provider_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "care_messages_sender_check" CHECK ("care_messages"."sender_role" in ('patient', 'provider')),
	CONSTRAINT "care_messages_provider_check" CHECK (("care_messages"."sender_role" = 'provider') = ("care_messages"."provider_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "care_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"visit_id" integer,
	"provider_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"prescribed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_status_check" CHECK ("prescriptions"."status" in ('active', 'declined')),
	CONSTRAINT "prescriptions_decline_reason_check" CHECK (("prescriptions"."status" = 'declined') = ("prescriptions"."decline_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "treatment_category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "care_message_attachments" ADD CONSTRAINT "care_message_attachments_message_id_care_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."care_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_message_attachments" ADD CONSTRAINT "care_message_attachments_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_messages" ADD CONSTRAINT "care_messages_thread_id_care_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."care_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_messages" ADD CONSTRAINT "care_messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_messages" ADD CONSTRAINT "care_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_threads" ADD CONSTRAINT "care_threads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_message_attachments_photo_idx" ON "care_message_attachments" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "care_messages_thread_idx" ON "care_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "care_messages_unread_by_patient_idx" ON "care_messages" USING btree ("patient_id","thread_id") WHERE "care_messages"."sender_role" = 'provider' and "care_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "care_threads_patient_idx" ON "care_threads" USING btree ("patient_id","last_message_at");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_id","prescribed_at");--> statement-breakpoint
CREATE INDEX "prescriptions_visit_idx" ON "prescriptions" USING btree ("visit_id");