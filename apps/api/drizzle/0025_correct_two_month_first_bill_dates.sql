-- The first renewal of a two-month first shipment bills when its supply runs out, 60 days on
-- (issue 29 item 2, ADR 137), not after the trial box's 30 days as activation used to write.
-- One statement, set-based: the subscriptions the old rule wrote (their trial ends 30 local days
-- after they started), whose first renewal has not been opened, get the trial's end at 10:00 local
-- (BILL_HOUR) 60 days after the start, and their next box that date unless the patient or an
-- operator already moved it later; each whose next box moves gets a history row, by the system.
-- Run again, it finds nothing: the rows it corrected no longer end their trial after 30 days.
WITH "wrong" AS (
	SELECT "s"."id", "s"."time_zone", "s"."next_bill_date" AS "old_date",
		("s"."created_at" AT TIME ZONE "s"."time_zone")::date + 60 AS "first_date"
	FROM "subscriptions" "s"
	WHERE "s"."intro_offer_id" IN ('two-month-half-off', 'two-month-rx-1995')
		AND "s"."trial_ends_at" IS NOT NULL
		AND "s"."cycle" = 0
		AND ("s"."trial_ends_at" AT TIME ZONE "s"."time_zone")::date = ("s"."created_at" AT TIME ZONE "s"."time_zone")::date + 30
		AND NOT EXISTS (SELECT 1 FROM "subscription_renewals" "r" WHERE "r"."subscription_id" = "s"."id")
), "corrected" AS (
	UPDATE "subscriptions" "s"
	SET "trial_ends_at" = ("w"."first_date" + time '10:00') AT TIME ZONE "w"."time_zone",
		"next_bill_date" = greatest("w"."old_date", "w"."first_date"),
		"next_bill_at" = CASE WHEN "w"."old_date" < "w"."first_date" THEN ("w"."first_date" + time '10:00') AT TIME ZONE "w"."time_zone" ELSE "s"."next_bill_at" END
	FROM "wrong" "w"
	WHERE "s"."id" = "w"."id"
	RETURNING "s"."id", "w"."old_date", "s"."next_bill_date"
)
INSERT INTO "subscription_events" ("subscription_id", "kind", "actor", "actor_id", "details", "at")
SELECT "id", 'first-box-corrected', 'system', NULL,
	jsonb_build_object('from', to_char("old_date", 'YYYY-MM-DD'), 'to', to_char("next_bill_date", 'YYYY-MM-DD'), 'reason', 'two-month-supply'),
	now()
FROM "corrected"
WHERE "next_bill_date" <> "old_date";
