-- The provider's visit page reads a visit's newest photo request, answered or not (ADR 127): the
-- only index on visit_id held the open ones, so the read scanned every request ever made.
CREATE INDEX "photo_requests_visit_idx" ON "photo_requests" USING btree ("visit_id","requested_at" DESC NULLS LAST);