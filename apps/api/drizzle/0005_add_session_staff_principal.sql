ALTER TABLE "sessions" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_principal" CHECK ("sessions"."patient_id" is null or "sessions"."staff_id" is null);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_role" CHECK (("sessions"."staff_id" is null) = ("sessions"."staff_role" is null));