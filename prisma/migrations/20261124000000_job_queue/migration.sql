-- Periodic jobs moved to pg-boss, which keeps its own tables in the `pgboss` schema (created and
-- upgraded by pg-boss itself when the API starts): the claim table of the old scheduler goes.
DROP TABLE "scheduled_job";
