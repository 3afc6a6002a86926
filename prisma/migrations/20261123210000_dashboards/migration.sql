-- Time to hire (the manager dashboard): the HIRED rows of the last 90 days without scanning the history.
CREATE INDEX "application_status_history_to_status_created_at_idx" ON "application_status_history"("to_status", "created_at");
