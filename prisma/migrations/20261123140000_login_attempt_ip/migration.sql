-- The sign-in limit per address across emails reads the recent failures of one address.
CREATE INDEX "login_attempt_ip_created_at_idx" ON "login_attempt"("ip", "created_at");
