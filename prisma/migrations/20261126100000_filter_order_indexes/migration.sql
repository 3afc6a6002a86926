-- A score filter with the list's default order (newest first): the index gives the matching rows
-- already in key order, so page 1 reads 20 entries instead of walking the key and testing each row.
DROP INDEX "application_profile_score_idx";
CREATE INDEX "application_profile_score_id_idx" ON "application"("profile_score", "id");

DROP INDEX "application_review_score_idx";
CREATE INDEX "application_review_score_id_idx" ON "application"("review_score", "id");
