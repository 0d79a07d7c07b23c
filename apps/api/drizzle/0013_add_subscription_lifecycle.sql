CREATE TABLE "box_safety_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"bill_date" date NOT NULL,
	"answers" jsonb NOT NULL,
	"is_flagged" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "box_safety_checks_box_key" UNIQUE("subscription_id","bill_date")
);
--> statement-breakpoint
CREATE TABLE "one_tap_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"bill_date" date NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_events_actor_check" CHECK ("subscription_events"."actor" in ('patient', 'provider', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "subscription_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"bill_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_notices_box_kind_key" UNIQUE("subscription_id","bill_date","kind")
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"bill_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone NOT NULL,
	"last_failure" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_renewals_cycle_key" UNIQUE("subscription_id","cycle"),
	CONSTRAINT "subscription_renewals_status_check" CHECK ("subscription_renewals"."status" in ('open', 'paid', 'held', 'abandoned'))
);
--> statement-breakpoint
DROP INDEX "subscriptions_next_bill_idx";--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "renewal_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD COLUMN "is_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "subscription_items" SET "is_required" = "is_rx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_bill_date" date;--> statement-breakpoint
-- Existing subscriptions keep their instant; their bill date is its calendar day in the zone.
UPDATE "subscriptions" SET "next_bill_date" = ("next_bill_at" AT TIME ZONE "time_zone")::date;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "next_bill_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cycle" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "box_safety_checks" ADD CONSTRAINT "box_safety_checks_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_tap_links" ADD CONSTRAINT "one_tap_links_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_notices" ADD CONSTRAINT "subscription_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_tap_links_token_idx" ON "one_tap_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE INDEX "subscription_renewals_open_idx" ON "subscription_renewals" USING btree ("next_try_at") WHERE "subscription_renewals"."status" = 'open';--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_renewal_id_subscription_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."subscription_renewals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_renewal_idx" ON "checkout_attempts" USING btree ("renewal_id") WHERE "checkout_attempts"."status" in ('pending', 'completed');--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_bill_at") WHERE "subscriptions"."status" in ('trialing', 'active');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trialing', 'active', 'paused', 'canceled'));