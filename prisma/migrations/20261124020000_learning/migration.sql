-- Learning management (issue 13): courses and their mandatory rules, assignments carrying their
-- latest completion, the completion history and the reminders already sent (one per unique key).

CREATE TABLE "learning_course" (
    "id" SERIAL NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "provider" VARCHAR(200) NOT NULL DEFAULT '',
    "delivery" VARCHAR(20) NOT NULL,
    "duration_hours" DOUBLE PRECISION,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "renewal_months" INTEGER,
    "link" VARCHAR(2000),
    "material_file_id" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "learning_course_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "learning_course_active_title_idx" ON "learning_course"("active", "title");
CREATE INDEX "learning_course_material_file_id_idx" ON "learning_course"("material_file_id");
ALTER TABLE "learning_course" ADD CONSTRAINT "learning_course_material_file_id_fkey" FOREIGN KEY ("material_file_id") REFERENCES "uploaded_file"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "learning_course_department" (
    "course_id" INTEGER NOT NULL,
    "department_id" INTEGER NOT NULL,
    CONSTRAINT "learning_course_department_pkey" PRIMARY KEY ("course_id", "department_id")
);
CREATE INDEX "learning_course_department_department_id_idx" ON "learning_course_department"("department_id");
ALTER TABLE "learning_course_department" ADD CONSTRAINT "learning_course_department_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "learning_course"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "learning_course_department" ADD CONSTRAINT "learning_course_department_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "ref_department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "learning_course_position_type" (
    "course_id" INTEGER NOT NULL,
    "position_type_id" INTEGER NOT NULL,
    CONSTRAINT "learning_course_position_type_pkey" PRIMARY KEY ("course_id", "position_type_id")
);
CREATE INDEX "learning_course_position_type_position_type_id_idx" ON "learning_course_position_type"("position_type_id");
ALTER TABLE "learning_course_position_type" ADD CONSTRAINT "learning_course_position_type_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "learning_course"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "learning_course_position_type" ADD CONSTRAINT "learning_course_position_type_position_type_id_fkey" FOREIGN KEY ("position_type_id") REFERENCES "ref_position_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "learning_assignment" (
    "id" SERIAL NOT NULL,
    "course_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "due_date" DATE,
    "source" VARCHAR(10) NOT NULL DEFAULT 'MANUAL',
    "started_on" DATE,
    "completed_on" DATE,
    "score" DOUBLE PRECISION,
    "expires_on" DATE,
    "certificate_file_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "learning_assignment_pkey" PRIMARY KEY ("id")
);
-- "Assign where not already assigned" relies on this key (ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX "learning_assignment_employee_id_course_id_key" ON "learning_assignment"("employee_id", "course_id");
CREATE INDEX "learning_assignment_course_id_idx" ON "learning_assignment"("course_id");
CREATE INDEX "learning_assignment_due_date_idx" ON "learning_assignment"("due_date");
CREATE INDEX "learning_assignment_expires_on_idx" ON "learning_assignment"("expires_on");
ALTER TABLE "learning_assignment" ADD CONSTRAINT "learning_assignment_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "learning_course"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "learning_assignment" ADD CONSTRAINT "learning_assignment_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "learning_completion" (
    "id" SERIAL NOT NULL,
    "assignment_id" INTEGER NOT NULL,
    "completed_on" DATE NOT NULL,
    "score" DOUBLE PRECISION,
    "expires_on" DATE,
    "certificate_file_id" INTEGER,
    "recorded_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "learning_completion_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "learning_completion_assignment_id_idx" ON "learning_completion"("assignment_id");
CREATE INDEX "learning_completion_certificate_file_id_idx" ON "learning_completion"("certificate_file_id");
ALTER TABLE "learning_completion" ADD CONSTRAINT "learning_completion_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "learning_assignment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "learning_completion" ADD CONSTRAINT "learning_completion_certificate_file_id_fkey" FOREIGN KEY ("certificate_file_id") REFERENCES "uploaded_file"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "learning_reminder" (
    "id" SERIAL NOT NULL,
    "assignment_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "target_date" DATE NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "learning_reminder_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "learning_reminder_assignment_id_kind_target_date_key" ON "learning_reminder"("assignment_id", "kind", "target_date");
ALTER TABLE "learning_reminder" ADD CONSTRAINT "learning_reminder_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "learning_assignment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
