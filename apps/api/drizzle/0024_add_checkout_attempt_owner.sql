-- Which process wrote a checkout attempt (issue 28 item 4, ADR 135): the token of the process's
-- liveness lock, from the connection's `teleskin.process_token` setting, so every path that writes
-- an attempt records it without being told. Attempts of a process that died are settled at once.
ALTER TABLE "checkout_attempts" ADD COLUMN "owner_token" integer DEFAULT nullif(current_setting('teleskin.process_token', true), '')::integer;