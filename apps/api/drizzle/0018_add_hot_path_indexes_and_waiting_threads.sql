-- Hot paths at the size of a real business (issue 27, ADR 127): the review queue's partial index
-- holds only the visits waiting for a decision, a visit's orders have a plain index, the operator's
-- search can walk patients newest first, and a thread records since when it waits for an answer.
DROP INDEX "visits_completed_idx";--> statement-breakpoint
ALTER TABLE "care_threads" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
-- Threads that wait now: the first patient message after the care team's last answer.
UPDATE "care_threads" SET "waiting_since" = "waiting"."since"
  FROM (
    SELECT "asked"."thread_id", min("asked"."created_at") AS "since"
      FROM "care_messages" "asked"
     WHERE "asked"."sender_role" = 'patient'
       AND "asked"."created_at" > coalesce(
             (SELECT max("answer"."created_at") FROM "care_messages" "answer"
               WHERE "answer"."thread_id" = "asked"."thread_id" AND "answer"."sender_role" = 'provider'),
             '-infinity'::timestamptz)
     GROUP BY "asked"."thread_id"
  ) "waiting"
 WHERE "waiting"."thread_id" = "care_threads"."id";--> statement-breakpoint
CREATE INDEX "patients_created_idx" ON "patients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "visits_awaiting_review_idx" ON "visits" USING btree ("completed_at","id") WHERE "visits"."completed_at" is not null and coalesce(("visits"."facts"->>'reviewDecided')::boolean, false) = false;--> statement-breakpoint
-- Statistics on the decision fact, so the planner knows how few visits wait (not a guessed half
-- percent of all visits ever) and plans the queue's statements on the partial index.
CREATE STATISTICS IF NOT EXISTS "visits_review_decided_stats" ON (coalesce(("facts"->>'reviewDecided')::boolean, false)) FROM "visits";--> statement-breakpoint
CREATE INDEX "orders_visit_idx" ON "orders" USING btree ("visit_id","id");--> statement-breakpoint
CREATE INDEX "care_threads_waiting_idx" ON "care_threads" USING btree ("waiting_since","id") WHERE "care_threads"."waiting_since" is not null;