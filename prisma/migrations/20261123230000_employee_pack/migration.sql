-- Employee pack: versions kept on replace, departments and position types a document applies to,
-- soft delete (contracts keep listing a deleted document). Personal data rights: applicant.erased_at
-- and the retention setting.

DROP INDEX "employee_pack_document_name_key";
ALTER TABLE "employee_pack_document"
    ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1,
    ADD COLUMN "updated_by_id" INTEGER,
    ADD COLUMN "deleted_at" TIMESTAMPTZ(3);
CREATE INDEX "employee_pack_document_active_idx" ON "employee_pack_document"("active");
-- Names are unique among the active documents, ignoring case; a deleted one frees its name.
CREATE UNIQUE INDEX "employee_pack_document_active_name_key" ON "employee_pack_document"(lower("name")) WHERE "active";
ALTER TABLE "employee_pack_document" ADD CONSTRAINT "employee_pack_document_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "employee_pack_version" (
    "id" SERIAL NOT NULL,
    "document_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "file_id" INTEGER NOT NULL,
    "replaced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "replaced_by_id" INTEGER,
    CONSTRAINT "employee_pack_version_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "employee_pack_version_document_id_version_key" ON "employee_pack_version"("document_id", "version");
CREATE INDEX "employee_pack_version_file_id_idx" ON "employee_pack_version"("file_id");
ALTER TABLE "employee_pack_version" ADD CONSTRAINT "employee_pack_version_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "employee_pack_document"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "employee_pack_version" ADD CONSTRAINT "employee_pack_version_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "uploaded_file"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "employee_pack_version" ADD CONSTRAINT "employee_pack_version_replaced_by_id_fkey" FOREIGN KEY ("replaced_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "employee_pack_department" (
    "document_id" INTEGER NOT NULL,
    "department_id" INTEGER NOT NULL,
    CONSTRAINT "employee_pack_department_pkey" PRIMARY KEY ("document_id", "department_id")
);
CREATE INDEX "employee_pack_department_department_id_idx" ON "employee_pack_department"("department_id");
ALTER TABLE "employee_pack_department" ADD CONSTRAINT "employee_pack_department_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "employee_pack_document"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "employee_pack_department" ADD CONSTRAINT "employee_pack_department_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "ref_department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "employee_pack_position_type" (
    "document_id" INTEGER NOT NULL,
    "position_type_id" INTEGER NOT NULL,
    CONSTRAINT "employee_pack_position_type_pkey" PRIMARY KEY ("document_id", "position_type_id")
);
CREATE INDEX "employee_pack_position_type_position_type_id_idx" ON "employee_pack_position_type"("position_type_id");
ALTER TABLE "employee_pack_position_type" ADD CONSTRAINT "employee_pack_position_type_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "employee_pack_document"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "employee_pack_position_type" ADD CONSTRAINT "employee_pack_position_type_position_type_id_fkey" FOREIGN KEY ("position_type_id") REFERENCES "ref_position_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "applicant" ADD COLUMN "erased_at" TIMESTAMPTZ(3);

-- Months after an unsuccessful application's last activity before the applicant is erased (0: never).
INSERT INTO "org_setting" ("key", "value") VALUES ('applicantRetentionMonths', '24') ON CONFLICT ("key") DO NOTHING;
