-- Employees (issue 11): the manager, the licence's issue date, the status history's effective date
-- and reason, and the indexes of the employee list's sorts and filters.

-- AlterTable
ALTER TABLE "employee" ADD COLUMN "manager_id" INTEGER;

-- AlterTable
ALTER TABLE "employee_drivers_license" ADD COLUMN "issue_date" DATE;

-- AlterTable
ALTER TABLE "employee_status_history" ADD COLUMN "effective_date" DATE,
ADD COLUMN "reason" VARCHAR(500);

-- CreateIndex
CREATE INDEX "employee_manager_id_idx" ON "employee"("manager_id");

-- CreateIndex
CREATE INDEX "employee_personal_details_first_name_idx" ON "employee_personal_details"("first_name");

-- CreateIndex
CREATE INDEX "employee_personal_details_middle_name_idx" ON "employee_personal_details"("middle_name");

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_manager_id_fkey" FOREIGN KEY ("manager_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The phone filters compare digits (the list's `phone` value type); these are the list's expressions
-- (modules/employees/employee-list.ts): keep them equal. Prisma's schema cannot declare them.
CREATE INDEX "employee_personal_details_personal_phone_digits_idx" ON "employee_personal_details" ((nullif(regexp_replace("personal_phone", '\D', '', 'g'), '')::bigint));
CREATE INDEX "employee_personal_details_work_phone_digits_idx" ON "employee_personal_details" ((nullif(regexp_replace("work_phone", '\D', '', 'g'), '')::bigint));
