-- A checkout asks whether its visit already became an order before it charges (ADR 127): with no
-- index on visit_id the question scanned every checkout attempt ever made.
CREATE INDEX "checkout_attempts_visit_idx" ON "checkout_attempts" USING btree ("visit_id","status");