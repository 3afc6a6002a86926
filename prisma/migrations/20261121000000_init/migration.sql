-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "app_user" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "password_hash" VARCHAR(255),
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "app_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "role" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(50) NOT NULL,

    CONSTRAINT "role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_role" (
    "user_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "user_role_pkey" PRIMARY KEY ("user_id","role_id")
);

-- CreateTable
CREATE TABLE "authority" (
    "code" VARCHAR(12) NOT NULL,
    "name" VARCHAR(50) NOT NULL,

    CONSTRAINT "authority_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "user_authority" (
    "user_id" INTEGER NOT NULL,
    "authority_code" VARCHAR(12) NOT NULL,

    CONSTRAINT "user_authority_pkey" PRIMARY KEY ("user_id","authority_code")
);

-- CreateTable
CREATE TABLE "login_attempt" (
    "id" BIGSERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_country" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "code" VARCHAR(3) NOT NULL,

    CONSTRAINT "ref_country_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_city" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "country_id" INTEGER NOT NULL,

    CONSTRAINT "ref_city_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_department" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "ref_department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_position_type" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "ref_position_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_position" (
    "id" SERIAL NOT NULL,
    "position_title" VARCHAR(200) NOT NULL,
    "request_date" DATE,
    "start_date" DATE,
    "end_date" DATE,
    "position_type_id" INTEGER,
    "department_id" INTEGER,
    "city_id" INTEGER,
    "priority" CHAR(1) NOT NULL DEFAULT 'N',
    "status" VARCHAR(3) NOT NULL DEFAULT 'DR',
    "progress" VARCHAR(16) NOT NULL DEFAULT 'IN_PROGRESS',
    "job_description" TEXT,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "job_position_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "role_name_key" ON "role"("name");

-- CreateIndex
CREATE INDEX "user_role_role_id_idx" ON "user_role"("role_id");

-- CreateIndex
CREATE UNIQUE INDEX "authority_name_key" ON "authority"("name");

-- CreateIndex
CREATE INDEX "login_attempt_email_ip_created_at_idx" ON "login_attempt"("email", "ip", "created_at");

-- CreateIndex
CREATE INDEX "login_attempt_created_at_idx" ON "login_attempt"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "ref_country_name_key" ON "ref_country"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_country_code_key" ON "ref_country"("code");

-- CreateIndex
CREATE INDEX "ref_city_name_idx" ON "ref_city"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_city_country_id_name_key" ON "ref_city"("country_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_department_name_key" ON "ref_department"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_position_type_name_key" ON "ref_position_type"("name");

-- CreateIndex
CREATE INDEX "job_position_request_date_idx" ON "job_position"("request_date");

-- CreateIndex
CREATE INDEX "job_position_start_date_idx" ON "job_position"("start_date");

-- CreateIndex
CREATE INDEX "job_position_end_date_idx" ON "job_position"("end_date");

-- CreateIndex
CREATE INDEX "job_position_position_type_id_idx" ON "job_position"("position_type_id");

-- CreateIndex
CREATE INDEX "job_position_department_id_idx" ON "job_position"("department_id");

-- CreateIndex
CREATE INDEX "job_position_city_id_idx" ON "job_position"("city_id");

-- CreateIndex
CREATE INDEX "job_position_priority_idx" ON "job_position"("priority");

-- CreateIndex
CREATE INDEX "job_position_status_idx" ON "job_position"("status");

-- CreateIndex
CREATE INDEX "job_position_progress_idx" ON "job_position"("progress");

-- CreateIndex
CREATE INDEX "job_position_created_by_id_idx" ON "job_position"("created_by_id");

-- AddForeignKey
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_authority" ADD CONSTRAINT "user_authority_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_authority" ADD CONSTRAINT "user_authority_authority_code_fkey" FOREIGN KEY ("authority_code") REFERENCES "authority"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ref_city" ADD CONSTRAINT "ref_city_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "ref_country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position" ADD CONSTRAINT "job_position_position_type_id_fkey" FOREIGN KEY ("position_type_id") REFERENCES "ref_position_type"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position" ADD CONSTRAINT "job_position_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "ref_department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position" ADD CONSTRAINT "job_position_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "ref_city"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position" ADD CONSTRAINT "job_position_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Roles and authorities are fixed by the product (spec section 6): present in every database.
INSERT INTO "role" ("name") VALUES
  ('Recruitment Manager'), ('Recruitment Officer'), ('Applicant'), ('Employee');

INSERT INTO "authority" ("code", "name") VALUES
  ('UITK1T4LBDGK', 'JOB_POSTING'),
  ('UIE6V9NFS8K3', 'CANDIDATE_ACCESS'),
  ('UIB54VGOLEES', 'SHORTLISTING'),
  ('UI3CYK7B98R4', 'DASHBOARD'),
  ('UIYC1R266BGF', 'BACKGROUND_CHECK'),
  ('UI03LE59T76O', 'ONBOARDING');
