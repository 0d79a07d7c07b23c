-- The admin role (ADR 158). The audit trail is the largest table; its new check is added NOT VALID
-- (no scan under the lock that blocks writes) and validated after, which lets inserts go on.
ALTER TABLE "staff_members" DROP CONSTRAINT "staff_members_role_check";--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" in ('provider', 'operator', 'admin'));--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_actor_role_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_role_check" CHECK ("audit_events"."actor_role" in ('patient', 'provider', 'operator', 'admin', 'system')) NOT VALID;--> statement-breakpoint
ALTER TABLE "audit_events" VALIDATE CONSTRAINT "audit_events_actor_role_check";
