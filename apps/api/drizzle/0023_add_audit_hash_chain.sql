-- A tamper-evident audit trail (issue 28 item 2, ADR 133). Each row carries sha256(previous row's
-- hash || the row), so an edited row no longer matches its hash and a deleted one breaks the link
-- after it. Sixteen chains, not one: a transaction writing audit rows holds its chain's head until
-- it commits, and concurrent writers take another free chain instead of queueing.
CREATE TABLE "audit_chains" (
	"chain_id" smallint PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_hash" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chain_id" smallint NOT NULL,
	"chain_seq" bigint NOT NULL,
	"chain_hash" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rows_checked" bigint NOT NULL,
	"checkpoints_checked" integer NOT NULL,
	"broken_links" jsonb NOT NULL,
	"requested_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_id" smallint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_hash" "bytea";--> statement-breakpoint
CREATE INDEX "audit_checkpoints_chain_idx" ON "audit_checkpoints" USING btree ("chain_id","chain_seq");--> statement-breakpoint
INSERT INTO "audit_chains" ("chain_id", "last_seq", "last_hash")
  SELECT chain, 0, sha256(convert_to('teleskin audit chain ' || chain, 'UTF8')) FROM generate_series(0, 15) AS chain;--> statement-breakpoint
-- What a row's hash covers: every column but the hash, in a fixed text form (the time as epoch
-- microseconds, so the session's time zone does not change it).
CREATE FUNCTION "audit_event_digest"(previous bytea, e "audit_events") RETURNS bytea LANGUAGE sql STABLE AS $$
  SELECT sha256(previous || convert_to(jsonb_build_array(e.id, (extract(epoch FROM e.occurred_at) * 1000000)::bigint,
    e.actor_role, e.actor_id, e.action, e.patient_id, e.subject, e.outcome, e.reason, e.ip_address, e.chain_id, e.chain_seq)::text, 'UTF8'))
$$;--> statement-breakpoint
CREATE FUNCTION "audit_chain_genesis"(chain smallint) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(convert_to('teleskin audit chain ' || chain, 'UTF8'))
$$;--> statement-breakpoint
-- Runs as the owner (security definer): the app's role may not touch the heads itself. The chain a
-- transaction holds, and where it stands, live in transaction-local settings, so a grouped insert
-- locks its head once and writes it once (the statement trigger below).
CREATE FUNCTION "audit_events_chain"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  chain smallint := nullif(current_setting('teleskin.audit_chain', true), '')::smallint;
  seq bigint;
  previous bytea;
BEGIN
  IF chain IS NULL THEN
    SELECT chain_id, last_seq, last_hash INTO chain, seq, previous FROM audit_chains ORDER BY chain_id LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN
      -- Every chain busy: wait for one, spread by backend.
      SELECT chain_id, last_seq, last_hash INTO chain, seq, previous FROM audit_chains WHERE chain_id = pg_backend_pid() % 16 FOR UPDATE;
    END IF;
    PERFORM set_config('teleskin.audit_chain', chain::text, true);
  ELSE
    seq := current_setting('teleskin.audit_seq')::bigint;
    previous := decode(current_setting('teleskin.audit_hash'), 'hex');
  END IF;
  NEW.chain_id := chain;
  NEW.chain_seq := seq + 1;
  NEW.chain_hash := audit_event_digest(previous, NEW);
  PERFORM set_config('teleskin.audit_seq', NEW.chain_seq::text, true);
  PERFORM set_config('teleskin.audit_hash', encode(NEW.chain_hash, 'hex'), true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "audit_events_chain_head"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  chain smallint := nullif(current_setting('teleskin.audit_chain', true), '')::smallint;
BEGIN
  IF chain IS NOT NULL THEN
    UPDATE audit_chains SET last_seq = current_setting('teleskin.audit_seq')::bigint,
      last_hash = decode(current_setting('teleskin.audit_hash'), 'hex') WHERE chain_id = chain;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_chain_on_insert" BEFORE INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();--> statement-breakpoint
CREATE TRIGGER "audit_events_chain_head_on_insert" AFTER INSERT ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_chain_head"();--> statement-breakpoint
-- A chain's hashes in one pass: run over rows in chain order as a window (the frame's start never
-- moves, so PostgreSQL feeds each row once), starting from `start`, the hash before the first.
CREATE FUNCTION "audit_chain_step"(state bytea, e "audit_events", start bytea) RETURNS bytea LANGUAGE sql STABLE AS $$
  SELECT audit_event_digest(coalesce(state, start), e)
$$;--> statement-breakpoint
CREATE AGGREGATE "audit_chain_running"("audit_events", bytea) (SFUNC = "audit_chain_step", STYPE = bytea);--> statement-breakpoint
-- Rows written with triggers off (the rows before this migration; the volume seed's) join chain 0
-- in id order, set-based. Only the owner runs it: the app's role may not update audit rows.
CREATE FUNCTION "audit_chain_unchained"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  seq bigint;
  previous bytea;
  chained bigint;
BEGIN
  SELECT last_seq, last_hash INTO seq, previous FROM audit_chains WHERE chain_id = 0 FOR UPDATE;
  WITH placed AS (
    SELECT jsonb_populate_record(e, jsonb_build_object('chain_id', 0, 'chain_seq', seq + row_number() OVER (ORDER BY e.id))) AS r
      FROM audit_events e WHERE e.chain_id IS NULL
  ), hashed AS (
    SELECT (r).id, (r).chain_seq, audit_chain_running(r, previous) OVER (ORDER BY (r).id ROWS UNBOUNDED PRECEDING) AS chain_hash
      FROM placed
  )
  UPDATE audit_events e SET chain_id = 0, chain_seq = h.chain_seq, chain_hash = h.chain_hash FROM hashed h WHERE e.id = h.id;
  GET DIAGNOSTICS chained = ROW_COUNT;
  IF chained > 0 THEN
    UPDATE audit_chains SET (last_seq, last_hash) =
      (SELECT chain_seq, chain_hash FROM audit_events WHERE chain_id = 0 ORDER BY chain_seq DESC LIMIT 1) WHERE chain_id = 0;
  END IF;
  RETURN chained;
END
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "audit_chain_unchained"() FROM PUBLIC;--> statement-breakpoint
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_no_change";--> statement-breakpoint
SELECT "audit_chain_unchained"();--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_no_change";
