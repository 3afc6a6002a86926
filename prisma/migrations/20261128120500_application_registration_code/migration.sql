-- The "Application received" email's link registers the applicant through the letters' registration:
-- its code is tied to the application (purpose APPLICATION) rather than to a letter.
ALTER TABLE "registration_code" ADD COLUMN "application_id" INTEGER;

CREATE INDEX "registration_code_application_id_idx" ON "registration_code"("application_id");

ALTER TABLE "registration_code" ADD CONSTRAINT "registration_code_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
