-- DropForeignKey
ALTER TABLE "job_position" DROP CONSTRAINT "job_position_city_id_fkey";

-- DropIndex
DROP INDEX "job_position_city_id_idx";

-- AlterTable
ALTER TABLE "ref_country" ADD COLUMN     "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "ref_city" ADD COLUMN     "state_id" INTEGER;

-- AlterTable
ALTER TABLE "job_position" DROP COLUMN "city_id",
ADD COLUMN     "application_type_id" INTEGER,
ADD COLUMN     "discipline_id" INTEGER,
ADD COLUMN     "hiring_manager_id" INTEGER,
ADD COLUMN     "industry_id" INTEGER,
ADD COLUMN     "number_of_positions" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "registration_code" (
    "id" SERIAL NOT NULL,
    "code_hash" VARCHAR(64) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "user_id" INTEGER,
    "offer_letter_id" INTEGER,
    "contract_letter_id" INTEGER,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registration_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_event" (
    "id" BIGSERIAL NOT NULL,
    "user_id" INTEGER,
    "entity" VARCHAR(50) NOT NULL,
    "entity_id" VARCHAR(50) NOT NULL,
    "action" VARCHAR(30) NOT NULL,
    "fields" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "details" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_state" (
    "id" SERIAL NOT NULL,
    "country_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "code" VARCHAR(10),

    CONSTRAINT "ref_state_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_industry" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ref_industry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_industry_discipline" (
    "id" SERIAL NOT NULL,
    "industry_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ref_industry_discipline_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_work_authorization" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(150) NOT NULL,

    CONSTRAINT "ref_work_authorization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_qualification" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(150) NOT NULL,

    CONSTRAINT "ref_qualification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_certification" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(150) NOT NULL,

    CONSTRAINT "ref_certification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_skill" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "ref_skill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_designation" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(150) NOT NULL,

    CONSTRAINT "ref_designation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_role_responsibility" (
    "id" SERIAL NOT NULL,
    "designation_id" INTEGER NOT NULL,
    "name" VARCHAR(255) NOT NULL,

    CONSTRAINT "ref_role_responsibility_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_application_type" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "ref_application_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_lifecycle" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "ref_lifecycle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_computer_skill" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "ref_computer_skill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_language" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "ref_language_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ref_regulatory" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,

    CONSTRAINT "ref_regulatory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_location" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "country_id" INTEGER NOT NULL,
    "city_id" INTEGER NOT NULL,
    "address" VARCHAR(255),
    "remote" BOOLEAN NOT NULL DEFAULT false,
    "distance" INTEGER NOT NULL DEFAULT 20,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "weight" INTEGER NOT NULL DEFAULT 20,

    CONSTRAINT "job_location_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_financial" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "compensation_from" DECIMAL(12,2) NOT NULL,
    "compensation_to" DECIMAL(12,2) NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'AUD',
    "salary_option" VARCHAR(10) NOT NULL DEFAULT 'ANNUAL',
    "budget_code" VARCHAR(50),
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "weight" INTEGER NOT NULL DEFAULT 20,

    CONSTRAINT "job_financial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_qual_spec" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "job_quality_ref_id" INTEGER,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "weight" INTEGER NOT NULL DEFAULT 20,
    "compliance_document" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "job_qual_spec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_certification_spec" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "job_cert_ref_id" INTEGER,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "weight" INTEGER NOT NULL DEFAULT 20,
    "compliance_document" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "job_certification_spec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "work_auth_spec" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "work_auth_ref_id" INTEGER,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "weight" INTEGER NOT NULL DEFAULT 20,

    CONSTRAINT "work_auth_spec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_role_res_spec" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "designation_type_id" INTEGER,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "weight" INTEGER NOT NULL DEFAULT 20,

    CONSTRAINT "job_role_res_spec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_role_res_spec_item" (
    "spec_id" INTEGER NOT NULL,
    "role_responsibility_id" INTEGER NOT NULL,

    CONSTRAINT "job_role_res_spec_item_pkey" PRIMARY KEY ("spec_id","role_responsibility_id")
);

-- CreateTable
CREATE TABLE "job_experience_spec" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "industry_id" INTEGER,
    "industry_discipline_id" INTEGER,
    "job_position_type_id" INTEGER,
    "min_years" INTEGER NOT NULL DEFAULT 0,
    "max_years" INTEGER,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "weight" INTEGER NOT NULL DEFAULT 20,

    CONSTRAINT "job_experience_spec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_skill_spec" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "skill_type_id" INTEGER,
    "level" VARCHAR(20),
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "weight" INTEGER NOT NULL DEFAULT 20,

    CONSTRAINT "job_skill_spec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_compliance_document" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "description" TEXT,
    "source" VARCHAR(20) NOT NULL DEFAULT 'Requisition',
    "mandatory" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_compliance_document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_position_regulatory" (
    "job_position_id" INTEGER NOT NULL,
    "regulatory_id" INTEGER NOT NULL,

    CONSTRAINT "job_position_regulatory_pkey" PRIMARY KEY ("job_position_id","regulatory_id")
);

-- CreateTable
CREATE TABLE "job_requisition_summary" (
    "job_position_id" INTEGER NOT NULL,
    "summary" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "job_requisition_summary_pkey" PRIMARY KEY ("job_position_id")
);

-- CreateTable
CREATE TABLE "selection_process_template" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "selection_process_template_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "selection_process_template_step" (
    "id" SERIAL NOT NULL,
    "template_id" INTEGER NOT NULL,
    "step_order" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "step_type" VARCHAR(30) NOT NULL,

    CONSTRAINT "selection_process_template_step_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "selection_process_step" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "step_order" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "step_type" VARCHAR(30) NOT NULL,

    CONSTRAINT "selection_process_step_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "selection_step_interviewer" (
    "step_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "selection_step_interviewer_pkey" PRIMARY KEY ("step_id","user_id")
);

-- CreateTable
CREATE TABLE "approver" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "name" VARCHAR(200) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "approver_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "approver_id" INTEGER NOT NULL,
    "approval_order" INTEGER NOT NULL DEFAULT 1,
    "response" VARCHAR(10) NOT NULL DEFAULT 'PENDING',
    "responded_at" TIMESTAMPTZ(3),
    "email_sent_at" TIMESTAMPTZ(3),
    "link_token_hash" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "approval_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval_comment" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "approval_id" INTEGER,
    "user_id" INTEGER,
    "comment" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "approval_comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "requisition_audit_log" (
    "id" BIGSERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "action" VARCHAR(20) NOT NULL,
    "entity" VARCHAR(50) NOT NULL,
    "entity_id" VARCHAR(50),
    "field" VARCHAR(100),
    "old_value" TEXT,
    "new_value" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "requisition_audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "title" VARCHAR(20),
    "first_name" VARCHAR(100) NOT NULL,
    "middle_name" VARCHAR(100),
    "sur_name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "mobile" VARCHAR(30),
    "phone" VARCHAR(30),
    "total_experience" DECIMAL(4,1),
    "current_salary" DECIMAL(12,2),
    "expected_salary" DECIMAL(12,2),
    "min_experience" DECIMAL(4,1),
    "max_experience" DECIMAL(4,1),
    "current_sal_option" VARCHAR(10),
    "expected_sal_option" VARCHAR(10),
    "industry_id" INTEGER,
    "discipline_id" INTEGER,
    "date_received" DATE,
    "cv_reference" VARCHAR(100),
    "cv_notes" TEXT,
    "reference" TEXT,
    "source" VARCHAR(50),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "applicant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant_qualification" (
    "applicant_id" INTEGER NOT NULL,
    "qualification_id" INTEGER NOT NULL,

    CONSTRAINT "applicant_qualification_pkey" PRIMARY KEY ("applicant_id","qualification_id")
);

-- CreateTable
CREATE TABLE "applicant_lifecycle" (
    "applicant_id" INTEGER NOT NULL,
    "lifecycle_id" INTEGER NOT NULL,

    CONSTRAINT "applicant_lifecycle_pkey" PRIMARY KEY ("applicant_id","lifecycle_id")
);

-- CreateTable
CREATE TABLE "applicant_skill" (
    "applicant_id" INTEGER NOT NULL,
    "skill_id" INTEGER NOT NULL,

    CONSTRAINT "applicant_skill_pkey" PRIMARY KEY ("applicant_id","skill_id")
);

-- CreateTable
CREATE TABLE "applicant_computer_skill" (
    "applicant_id" INTEGER NOT NULL,
    "computer_skill_id" INTEGER NOT NULL,

    CONSTRAINT "applicant_computer_skill_pkey" PRIMARY KEY ("applicant_id","computer_skill_id")
);

-- CreateTable
CREATE TABLE "applicant_language" (
    "applicant_id" INTEGER NOT NULL,
    "language_id" INTEGER NOT NULL,

    CONSTRAINT "applicant_language_pkey" PRIMARY KEY ("applicant_id","language_id")
);

-- CreateTable
CREATE TABLE "resume" (
    "id" SERIAL NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "file_id" INTEGER NOT NULL,
    "profile_text" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "resume_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "application" (
    "id" SERIAL NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "resume_id" INTEGER,
    "status" VARCHAR(20) NOT NULL DEFAULT 'NEW',
    "profile_score" INTEGER,
    "review_score" INTEGER,
    "missing_mandatory_items" INTEGER NOT NULL DEFAULT 0,
    "applicant_source" VARCHAR(50),
    "selected" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "application_review" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "review_type" VARCHAR(20) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "application_review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "application_score" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "criterion" VARCHAR(50) NOT NULL,
    "reference_id" INTEGER,
    "weight" INTEGER NOT NULL,
    "met" BOOLEAN NOT NULL,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "application_score_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "application_status_history" (
    "id" BIGSERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "from_status" VARCHAR(20),
    "to_status" VARCHAR(20) NOT NULL,
    "user_id" INTEGER,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "application_status_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "step_id" INTEGER,
    "scheduled_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL DEFAULT 60,
    "mode" VARCHAR(10) NOT NULL DEFAULT 'ONSITE',
    "location" VARCHAR(255),
    "meeting_link" VARCHAR(500),
    "status" VARCHAR(20) NOT NULL DEFAULT 'SCHEDULED',
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "interview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview_interviewer" (
    "interview_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "interview_interviewer_pkey" PRIMARY KEY ("interview_id","user_id")
);

-- CreateTable
CREATE TABLE "interview_feedback" (
    "id" SERIAL NOT NULL,
    "interview_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "rating" INTEGER,
    "recommendation" VARCHAR(20),
    "meets_requirement" BOOLEAN,
    "comments" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "interview_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_letter" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "job_title" VARCHAR(200) NOT NULL,
    "salary" DECIMAL(12,2),
    "start_date" DATE,
    "body" TEXT NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'DRAFT',
    "sent_at" TIMESTAMPTZ(3),
    "responded_at" TIMESTAMPTZ(3),
    "response_comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "offer_letter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_letter_compliance" (
    "id" SERIAL NOT NULL,
    "offer_letter_id" INTEGER NOT NULL,
    "compliance_document_id" INTEGER,
    "name" VARCHAR(200) NOT NULL,
    "mandatory" BOOLEAN NOT NULL DEFAULT true,
    "applicant_file_id" INTEGER,

    CONSTRAINT "offer_letter_compliance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_letter" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "offer_letter_id" INTEGER,
    "contract_type" VARCHAR(100),
    "body" TEXT NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'DRAFT',
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contract_letter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_letter_compliance" (
    "id" SERIAL NOT NULL,
    "contract_letter_id" INTEGER NOT NULL,
    "compliance_document_id" INTEGER,
    "name" VARCHAR(200) NOT NULL,
    "mandatory" BOOLEAN NOT NULL DEFAULT true,
    "applicant_file_id" INTEGER,

    CONSTRAINT "contract_letter_compliance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compliance_application" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'PENDING',
    "note" TEXT,
    "reviewed_by_id" INTEGER,
    "reviewed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "compliance_application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "uploaded_file" (
    "id" SERIAL NOT NULL,
    "original_name" VARCHAR(255) NOT NULL,
    "storage_key" VARCHAR(255) NOT NULL,
    "mime_type" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "purpose" VARCHAR(30) NOT NULL,
    "uploaded_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploaded_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee" (
    "id" SERIAL NOT NULL,
    "employee_code" VARCHAR(30),
    "user_id" INTEGER,
    "application_id" INTEGER,
    "contract_letter_id" INTEGER,
    "department_id" INTEGER,
    "position_type_id" INTEGER,
    "industry_id" INTEGER,
    "discipline_id" INTEGER,
    "employment_start_date" DATE,
    "status" VARCHAR(20) NOT NULL DEFAULT 'ONBOARDING',
    "approved" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "employee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee_personal_details" (
    "employee_id" INTEGER NOT NULL,
    "title" VARCHAR(20),
    "first_name" VARCHAR(100) NOT NULL,
    "middle_name" VARCHAR(100),
    "last_name" VARCHAR(100) NOT NULL,
    "preferred_name" VARCHAR(100),
    "date_of_birth" DATE,
    "gender" VARCHAR(30),
    "personal_email" VARCHAR(254),
    "personal_phone" VARCHAR(30),
    "work_phone" VARCHAR(30),
    "different_address" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "employee_personal_details_pkey" PRIMARY KEY ("employee_id")
);

-- CreateTable
CREATE TABLE "employee_address" (
    "id" SERIAL NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "line1" VARCHAR(200) NOT NULL,
    "line2" VARCHAR(200),
    "suburb" VARCHAR(100),
    "state" VARCHAR(100),
    "postcode" VARCHAR(10),
    "country" VARCHAR(100),

    CONSTRAINT "employee_address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee_contact" (
    "id" SERIAL NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "relationship" VARCHAR(50),
    "phone" VARCHAR(30),
    "email" VARCHAR(254),
    "address" VARCHAR(300),

    CONSTRAINT "employee_contact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee_superannuation" (
    "employee_id" INTEGER NOT NULL,
    "fund_name" VARCHAR(200) NOT NULL,
    "fund_abn" VARCHAR(20),
    "usi" VARCHAR(30),
    "member_number" VARCHAR(50),

    CONSTRAINT "employee_superannuation_pkey" PRIMARY KEY ("employee_id")
);

-- CreateTable
CREATE TABLE "employee_bank_detail" (
    "employee_id" INTEGER NOT NULL,
    "account_name" VARCHAR(200) NOT NULL,
    "bank_name" VARCHAR(100),
    "bsb" VARCHAR(10),
    "account_number_enc" TEXT NOT NULL,
    "account_last4" VARCHAR(4),

    CONSTRAINT "employee_bank_detail_pkey" PRIMARY KEY ("employee_id")
);

-- CreateTable
CREATE TABLE "employee_tax_detail" (
    "employee_id" INTEGER NOT NULL,
    "tax_file_number_enc" TEXT NOT NULL,
    "residency_status" VARCHAR(30),
    "tax_free_threshold" BOOLEAN NOT NULL DEFAULT false,
    "study_loan_debt" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "employee_tax_detail_pkey" PRIMARY KEY ("employee_id")
);

-- CreateTable
CREATE TABLE "employee_disability" (
    "employee_id" INTEGER NOT NULL,
    "has_disability" BOOLEAN NOT NULL DEFAULT false,
    "details_enc" TEXT,

    CONSTRAINT "employee_disability_pkey" PRIMARY KEY ("employee_id")
);

-- CreateTable
CREATE TABLE "employee_drivers_license" (
    "employee_id" INTEGER NOT NULL,
    "license_number_enc" TEXT NOT NULL,
    "state" VARCHAR(50),
    "license_class" VARCHAR(20),
    "expiry_date" DATE,

    CONSTRAINT "employee_drivers_license_pkey" PRIMARY KEY ("employee_id")
);

-- CreateTable
CREATE TABLE "employee_status_history" (
    "id" BIGSERIAL NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "from_status" VARCHAR(20),
    "to_status" VARCHAR(20) NOT NULL,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "employee_status_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee_pack_document" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "description" TEXT,
    "file_id" INTEGER NOT NULL,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "employee_pack_document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_template" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(50) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "subject" VARCHAR(255) NOT NULL,
    "body" TEXT NOT NULL,
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "email_template_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbound_email" (
    "id" SERIAL NOT NULL,
    "to_address" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(255) NOT NULL,
    "text_body" TEXT NOT NULL,
    "html_body" TEXT,
    "template_key" VARCHAR(50),
    "status" VARCHAR(10) NOT NULL,
    "error" TEXT,
    "entity" VARCHAR(50),
    "entity_id" VARCHAR(50),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbound_email_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "registration_code_code_hash_key" ON "registration_code"("code_hash");

-- CreateIndex
CREATE INDEX "registration_code_email_idx" ON "registration_code"("email");

-- CreateIndex
CREATE INDEX "registration_code_user_id_idx" ON "registration_code"("user_id");

-- CreateIndex
CREATE INDEX "registration_code_offer_letter_id_idx" ON "registration_code"("offer_letter_id");

-- CreateIndex
CREATE INDEX "registration_code_contract_letter_id_idx" ON "registration_code"("contract_letter_id");

-- CreateIndex
CREATE INDEX "audit_event_entity_entity_id_created_at_idx" ON "audit_event"("entity", "entity_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_event_user_id_idx" ON "audit_event"("user_id");

-- CreateIndex
CREATE INDEX "audit_event_created_at_idx" ON "audit_event"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "ref_state_country_id_name_key" ON "ref_state"("country_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_industry_name_key" ON "ref_industry"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_industry_discipline_industry_id_name_key" ON "ref_industry_discipline"("industry_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_work_authorization_name_key" ON "ref_work_authorization"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_qualification_name_key" ON "ref_qualification"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_certification_name_key" ON "ref_certification"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_skill_name_key" ON "ref_skill"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_designation_name_key" ON "ref_designation"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_role_responsibility_designation_id_name_key" ON "ref_role_responsibility"("designation_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_application_type_name_key" ON "ref_application_type"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_lifecycle_name_key" ON "ref_lifecycle"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_computer_skill_name_key" ON "ref_computer_skill"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_language_name_key" ON "ref_language"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ref_regulatory_name_key" ON "ref_regulatory"("name");

-- CreateIndex
CREATE UNIQUE INDEX "job_location_job_position_id_key" ON "job_location"("job_position_id");

-- CreateIndex
CREATE INDEX "job_location_city_id_idx" ON "job_location"("city_id");

-- CreateIndex
CREATE INDEX "job_location_country_id_idx" ON "job_location"("country_id");

-- CreateIndex
CREATE UNIQUE INDEX "job_financial_job_position_id_key" ON "job_financial"("job_position_id");

-- CreateIndex
CREATE INDEX "job_qual_spec_job_quality_ref_id_idx" ON "job_qual_spec"("job_quality_ref_id");

-- CreateIndex
CREATE UNIQUE INDEX "job_qual_spec_job_position_id_job_quality_ref_id_key" ON "job_qual_spec"("job_position_id", "job_quality_ref_id");

-- CreateIndex
CREATE INDEX "job_certification_spec_job_cert_ref_id_idx" ON "job_certification_spec"("job_cert_ref_id");

-- CreateIndex
CREATE UNIQUE INDEX "job_certification_spec_job_position_id_job_cert_ref_id_key" ON "job_certification_spec"("job_position_id", "job_cert_ref_id");

-- CreateIndex
CREATE INDEX "work_auth_spec_work_auth_ref_id_idx" ON "work_auth_spec"("work_auth_ref_id");

-- CreateIndex
CREATE UNIQUE INDEX "work_auth_spec_job_position_id_work_auth_ref_id_key" ON "work_auth_spec"("job_position_id", "work_auth_ref_id");

-- CreateIndex
CREATE INDEX "job_role_res_spec_job_position_id_idx" ON "job_role_res_spec"("job_position_id");

-- CreateIndex
CREATE INDEX "job_role_res_spec_designation_type_id_idx" ON "job_role_res_spec"("designation_type_id");

-- CreateIndex
CREATE INDEX "job_role_res_spec_item_role_responsibility_id_idx" ON "job_role_res_spec_item"("role_responsibility_id");

-- CreateIndex
CREATE INDEX "job_experience_spec_job_position_id_idx" ON "job_experience_spec"("job_position_id");

-- CreateIndex
CREATE INDEX "job_experience_spec_industry_id_idx" ON "job_experience_spec"("industry_id");

-- CreateIndex
CREATE INDEX "job_experience_spec_industry_discipline_id_idx" ON "job_experience_spec"("industry_discipline_id");

-- CreateIndex
CREATE INDEX "job_experience_spec_job_position_type_id_idx" ON "job_experience_spec"("job_position_type_id");

-- CreateIndex
CREATE INDEX "job_skill_spec_skill_type_id_idx" ON "job_skill_spec"("skill_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "job_skill_spec_job_position_id_skill_type_id_key" ON "job_skill_spec"("job_position_id", "skill_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "job_compliance_document_job_position_id_name_key" ON "job_compliance_document"("job_position_id", "name");

-- CreateIndex
CREATE INDEX "job_position_regulatory_regulatory_id_idx" ON "job_position_regulatory"("regulatory_id");

-- CreateIndex
CREATE UNIQUE INDEX "selection_process_template_name_key" ON "selection_process_template"("name");

-- CreateIndex
CREATE UNIQUE INDEX "selection_process_template_step_template_id_step_order_key" ON "selection_process_template_step"("template_id", "step_order");

-- CreateIndex
CREATE UNIQUE INDEX "selection_process_step_job_position_id_step_order_key" ON "selection_process_step"("job_position_id", "step_order");

-- CreateIndex
CREATE INDEX "selection_step_interviewer_user_id_idx" ON "selection_step_interviewer"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "approver_user_id_key" ON "approver"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "approver_email_key" ON "approver"("email");

-- CreateIndex
CREATE UNIQUE INDEX "approval_link_token_hash_key" ON "approval"("link_token_hash");

-- CreateIndex
CREATE INDEX "approval_approver_id_response_idx" ON "approval"("approver_id", "response");

-- CreateIndex
CREATE UNIQUE INDEX "approval_job_position_id_approver_id_key" ON "approval"("job_position_id", "approver_id");

-- CreateIndex
CREATE INDEX "approval_comment_job_position_id_created_at_idx" ON "approval_comment"("job_position_id", "created_at");

-- CreateIndex
CREATE INDEX "requisition_audit_log_job_position_id_created_at_idx" ON "requisition_audit_log"("job_position_id", "created_at");

-- CreateIndex
CREATE INDEX "requisition_audit_log_user_id_idx" ON "requisition_audit_log"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicant_user_id_key" ON "applicant"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicant_email_key" ON "applicant"("email");

-- CreateIndex
CREATE INDEX "applicant_sur_name_first_name_idx" ON "applicant"("sur_name", "first_name");

-- CreateIndex
CREATE INDEX "applicant_industry_id_idx" ON "applicant"("industry_id");

-- CreateIndex
CREATE INDEX "applicant_discipline_id_idx" ON "applicant"("discipline_id");

-- CreateIndex
CREATE INDEX "applicant_created_at_idx" ON "applicant"("created_at");

-- CreateIndex
CREATE INDEX "applicant_qualification_qualification_id_idx" ON "applicant_qualification"("qualification_id");

-- CreateIndex
CREATE INDEX "applicant_lifecycle_lifecycle_id_idx" ON "applicant_lifecycle"("lifecycle_id");

-- CreateIndex
CREATE INDEX "applicant_skill_skill_id_idx" ON "applicant_skill"("skill_id");

-- CreateIndex
CREATE INDEX "applicant_computer_skill_computer_skill_id_idx" ON "applicant_computer_skill"("computer_skill_id");

-- CreateIndex
CREATE INDEX "applicant_language_language_id_idx" ON "applicant_language"("language_id");

-- CreateIndex
CREATE INDEX "resume_applicant_id_idx" ON "resume"("applicant_id");

-- CreateIndex
CREATE INDEX "application_applicant_id_idx" ON "application"("applicant_id");

-- CreateIndex
CREATE INDEX "application_status_idx" ON "application"("status");

-- CreateIndex
CREATE INDEX "application_profile_score_idx" ON "application"("profile_score");

-- CreateIndex
CREATE INDEX "application_review_score_idx" ON "application"("review_score");

-- CreateIndex
CREATE INDEX "application_applicant_source_idx" ON "application"("applicant_source");

-- CreateIndex
CREATE INDEX "application_selected_idx" ON "application"("selected");

-- CreateIndex
CREATE INDEX "application_created_at_idx" ON "application"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "application_job_position_id_applicant_id_key" ON "application"("job_position_id", "applicant_id");

-- CreateIndex
CREATE UNIQUE INDEX "application_review_application_id_user_id_key" ON "application_review"("application_id", "user_id");

-- CreateIndex
CREATE INDEX "application_score_application_id_idx" ON "application_score"("application_id");

-- CreateIndex
CREATE INDEX "application_status_history_application_id_created_at_idx" ON "application_status_history"("application_id", "created_at");

-- CreateIndex
CREATE INDEX "interview_application_id_idx" ON "interview"("application_id");

-- CreateIndex
CREATE INDEX "interview_step_id_idx" ON "interview"("step_id");

-- CreateIndex
CREATE INDEX "interview_scheduled_at_idx" ON "interview"("scheduled_at");

-- CreateIndex
CREATE INDEX "interview_interviewer_user_id_idx" ON "interview_interviewer"("user_id");

-- CreateIndex
CREATE INDEX "interview_feedback_interview_id_idx" ON "interview_feedback"("interview_id");

-- CreateIndex
CREATE UNIQUE INDEX "offer_letter_application_id_key" ON "offer_letter"("application_id");

-- CreateIndex
CREATE INDEX "offer_letter_status_idx" ON "offer_letter"("status");

-- CreateIndex
CREATE INDEX "offer_letter_compliance_offer_letter_id_idx" ON "offer_letter_compliance"("offer_letter_id");

-- CreateIndex
CREATE INDEX "offer_letter_compliance_applicant_file_id_idx" ON "offer_letter_compliance"("applicant_file_id");

-- CreateIndex
CREATE UNIQUE INDEX "contract_letter_application_id_key" ON "contract_letter"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "contract_letter_offer_letter_id_key" ON "contract_letter"("offer_letter_id");

-- CreateIndex
CREATE INDEX "contract_letter_status_idx" ON "contract_letter"("status");

-- CreateIndex
CREATE INDEX "contract_letter_compliance_contract_letter_id_idx" ON "contract_letter_compliance"("contract_letter_id");

-- CreateIndex
CREATE INDEX "contract_letter_compliance_applicant_file_id_idx" ON "contract_letter_compliance"("applicant_file_id");

-- CreateIndex
CREATE INDEX "compliance_application_application_id_idx" ON "compliance_application"("application_id");

-- CreateIndex
CREATE INDEX "compliance_application_status_idx" ON "compliance_application"("status");

-- CreateIndex
CREATE UNIQUE INDEX "uploaded_file_storage_key_key" ON "uploaded_file"("storage_key");

-- CreateIndex
CREATE INDEX "uploaded_file_uploaded_by_id_idx" ON "uploaded_file"("uploaded_by_id");

-- CreateIndex
CREATE INDEX "uploaded_file_purpose_idx" ON "uploaded_file"("purpose");

-- CreateIndex
CREATE UNIQUE INDEX "employee_employee_code_key" ON "employee"("employee_code");

-- CreateIndex
CREATE UNIQUE INDEX "employee_user_id_key" ON "employee"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "employee_application_id_key" ON "employee"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "employee_contract_letter_id_key" ON "employee"("contract_letter_id");

-- CreateIndex
CREATE INDEX "employee_department_id_idx" ON "employee"("department_id");

-- CreateIndex
CREATE INDEX "employee_position_type_id_idx" ON "employee"("position_type_id");

-- CreateIndex
CREATE INDEX "employee_industry_id_idx" ON "employee"("industry_id");

-- CreateIndex
CREATE INDEX "employee_discipline_id_idx" ON "employee"("discipline_id");

-- CreateIndex
CREATE INDEX "employee_status_idx" ON "employee"("status");

-- CreateIndex
CREATE INDEX "employee_approved_idx" ON "employee"("approved");

-- CreateIndex
CREATE INDEX "employee_employment_start_date_idx" ON "employee"("employment_start_date");

-- CreateIndex
CREATE INDEX "employee_personal_details_last_name_first_name_idx" ON "employee_personal_details"("last_name", "first_name");

-- CreateIndex
CREATE UNIQUE INDEX "employee_address_employee_id_kind_key" ON "employee_address"("employee_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "employee_contact_employee_id_position_key" ON "employee_contact"("employee_id", "position");

-- CreateIndex
CREATE INDEX "employee_status_history_employee_id_created_at_idx" ON "employee_status_history"("employee_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "employee_pack_document_name_key" ON "employee_pack_document"("name");

-- CreateIndex
CREATE UNIQUE INDEX "email_template_key_key" ON "email_template"("key");

-- CreateIndex
CREATE INDEX "outbound_email_created_at_idx" ON "outbound_email"("created_at");

-- CreateIndex
CREATE INDEX "outbound_email_to_address_idx" ON "outbound_email"("to_address");

-- CreateIndex
CREATE INDEX "outbound_email_status_idx" ON "outbound_email"("status");

-- CreateIndex
CREATE INDEX "outbound_email_entity_entity_id_idx" ON "outbound_email"("entity", "entity_id");

-- CreateIndex
CREATE INDEX "ref_city_state_id_idx" ON "ref_city"("state_id");

-- CreateIndex
CREATE INDEX "job_position_industry_id_idx" ON "job_position"("industry_id");

-- CreateIndex
CREATE INDEX "job_position_discipline_id_idx" ON "job_position"("discipline_id");

-- CreateIndex
CREATE INDEX "job_position_application_type_id_idx" ON "job_position"("application_type_id");

-- CreateIndex
CREATE INDEX "job_position_hiring_manager_id_idx" ON "job_position"("hiring_manager_id");

-- CreateIndex
CREATE INDEX "job_position_position_title_idx" ON "job_position"("position_title");

-- AddForeignKey
ALTER TABLE "registration_code" ADD CONSTRAINT "registration_code_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_code" ADD CONSTRAINT "registration_code_offer_letter_id_fkey" FOREIGN KEY ("offer_letter_id") REFERENCES "offer_letter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_code" ADD CONSTRAINT "registration_code_contract_letter_id_fkey" FOREIGN KEY ("contract_letter_id") REFERENCES "contract_letter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ref_state" ADD CONSTRAINT "ref_state_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "ref_country"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ref_city" ADD CONSTRAINT "ref_city_state_id_fkey" FOREIGN KEY ("state_id") REFERENCES "ref_state"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ref_industry_discipline" ADD CONSTRAINT "ref_industry_discipline_industry_id_fkey" FOREIGN KEY ("industry_id") REFERENCES "ref_industry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ref_role_responsibility" ADD CONSTRAINT "ref_role_responsibility_designation_id_fkey" FOREIGN KEY ("designation_id") REFERENCES "ref_designation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position" ADD CONSTRAINT "job_position_industry_id_fkey" FOREIGN KEY ("industry_id") REFERENCES "ref_industry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position" ADD CONSTRAINT "job_position_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "ref_industry_discipline"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position" ADD CONSTRAINT "job_position_application_type_id_fkey" FOREIGN KEY ("application_type_id") REFERENCES "ref_application_type"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position" ADD CONSTRAINT "job_position_hiring_manager_id_fkey" FOREIGN KEY ("hiring_manager_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_location" ADD CONSTRAINT "job_location_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_location" ADD CONSTRAINT "job_location_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "ref_country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_location" ADD CONSTRAINT "job_location_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "ref_city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_financial" ADD CONSTRAINT "job_financial_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_qual_spec" ADD CONSTRAINT "job_qual_spec_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_qual_spec" ADD CONSTRAINT "job_qual_spec_job_quality_ref_id_fkey" FOREIGN KEY ("job_quality_ref_id") REFERENCES "ref_qualification"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_certification_spec" ADD CONSTRAINT "job_certification_spec_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_certification_spec" ADD CONSTRAINT "job_certification_spec_job_cert_ref_id_fkey" FOREIGN KEY ("job_cert_ref_id") REFERENCES "ref_certification"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_auth_spec" ADD CONSTRAINT "work_auth_spec_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_auth_spec" ADD CONSTRAINT "work_auth_spec_work_auth_ref_id_fkey" FOREIGN KEY ("work_auth_ref_id") REFERENCES "ref_work_authorization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_role_res_spec" ADD CONSTRAINT "job_role_res_spec_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_role_res_spec" ADD CONSTRAINT "job_role_res_spec_designation_type_id_fkey" FOREIGN KEY ("designation_type_id") REFERENCES "ref_designation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_role_res_spec_item" ADD CONSTRAINT "job_role_res_spec_item_spec_id_fkey" FOREIGN KEY ("spec_id") REFERENCES "job_role_res_spec"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_role_res_spec_item" ADD CONSTRAINT "job_role_res_spec_item_role_responsibility_id_fkey" FOREIGN KEY ("role_responsibility_id") REFERENCES "ref_role_responsibility"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_experience_spec" ADD CONSTRAINT "job_experience_spec_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_experience_spec" ADD CONSTRAINT "job_experience_spec_industry_id_fkey" FOREIGN KEY ("industry_id") REFERENCES "ref_industry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_experience_spec" ADD CONSTRAINT "job_experience_spec_industry_discipline_id_fkey" FOREIGN KEY ("industry_discipline_id") REFERENCES "ref_industry_discipline"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_experience_spec" ADD CONSTRAINT "job_experience_spec_job_position_type_id_fkey" FOREIGN KEY ("job_position_type_id") REFERENCES "ref_position_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_skill_spec" ADD CONSTRAINT "job_skill_spec_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_skill_spec" ADD CONSTRAINT "job_skill_spec_skill_type_id_fkey" FOREIGN KEY ("skill_type_id") REFERENCES "ref_skill"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_compliance_document" ADD CONSTRAINT "job_compliance_document_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position_regulatory" ADD CONSTRAINT "job_position_regulatory_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_position_regulatory" ADD CONSTRAINT "job_position_regulatory_regulatory_id_fkey" FOREIGN KEY ("regulatory_id") REFERENCES "ref_regulatory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_requisition_summary" ADD CONSTRAINT "job_requisition_summary_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "selection_process_template_step" ADD CONSTRAINT "selection_process_template_step_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "selection_process_template"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "selection_process_step" ADD CONSTRAINT "selection_process_step_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "selection_step_interviewer" ADD CONSTRAINT "selection_step_interviewer_step_id_fkey" FOREIGN KEY ("step_id") REFERENCES "selection_process_step"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "selection_step_interviewer" ADD CONSTRAINT "selection_step_interviewer_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approver" ADD CONSTRAINT "approver_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval" ADD CONSTRAINT "approval_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval" ADD CONSTRAINT "approval_approver_id_fkey" FOREIGN KEY ("approver_id") REFERENCES "approver"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_comment" ADD CONSTRAINT "approval_comment_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_comment" ADD CONSTRAINT "approval_comment_approval_id_fkey" FOREIGN KEY ("approval_id") REFERENCES "approval"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_comment" ADD CONSTRAINT "approval_comment_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requisition_audit_log" ADD CONSTRAINT "requisition_audit_log_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requisition_audit_log" ADD CONSTRAINT "requisition_audit_log_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_industry_id_fkey" FOREIGN KEY ("industry_id") REFERENCES "ref_industry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant" ADD CONSTRAINT "applicant_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "ref_industry_discipline"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_qualification" ADD CONSTRAINT "applicant_qualification_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_qualification" ADD CONSTRAINT "applicant_qualification_qualification_id_fkey" FOREIGN KEY ("qualification_id") REFERENCES "ref_qualification"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_lifecycle" ADD CONSTRAINT "applicant_lifecycle_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_lifecycle" ADD CONSTRAINT "applicant_lifecycle_lifecycle_id_fkey" FOREIGN KEY ("lifecycle_id") REFERENCES "ref_lifecycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_skill" ADD CONSTRAINT "applicant_skill_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_skill" ADD CONSTRAINT "applicant_skill_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "ref_skill"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_computer_skill" ADD CONSTRAINT "applicant_computer_skill_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_computer_skill" ADD CONSTRAINT "applicant_computer_skill_computer_skill_id_fkey" FOREIGN KEY ("computer_skill_id") REFERENCES "ref_computer_skill"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_language" ADD CONSTRAINT "applicant_language_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_language" ADD CONSTRAINT "applicant_language_language_id_fkey" FOREIGN KEY ("language_id") REFERENCES "ref_language"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resume" ADD CONSTRAINT "resume_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resume" ADD CONSTRAINT "resume_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "uploaded_file"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application" ADD CONSTRAINT "application_job_position_id_fkey" FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application" ADD CONSTRAINT "application_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application" ADD CONSTRAINT "application_resume_id_fkey" FOREIGN KEY ("resume_id") REFERENCES "resume"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_review" ADD CONSTRAINT "application_review_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_review" ADD CONSTRAINT "application_review_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_score" ADD CONSTRAINT "application_score_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview" ADD CONSTRAINT "interview_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview" ADD CONSTRAINT "interview_step_id_fkey" FOREIGN KEY ("step_id") REFERENCES "selection_process_step"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_interviewer" ADD CONSTRAINT "interview_interviewer_interview_id_fkey" FOREIGN KEY ("interview_id") REFERENCES "interview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_interviewer" ADD CONSTRAINT "interview_interviewer_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_interview_id_fkey" FOREIGN KEY ("interview_id") REFERENCES "interview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_letter" ADD CONSTRAINT "offer_letter_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_letter_compliance" ADD CONSTRAINT "offer_letter_compliance_offer_letter_id_fkey" FOREIGN KEY ("offer_letter_id") REFERENCES "offer_letter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_letter_compliance" ADD CONSTRAINT "offer_letter_compliance_compliance_document_id_fkey" FOREIGN KEY ("compliance_document_id") REFERENCES "job_compliance_document"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_letter_compliance" ADD CONSTRAINT "offer_letter_compliance_applicant_file_id_fkey" FOREIGN KEY ("applicant_file_id") REFERENCES "uploaded_file"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_letter" ADD CONSTRAINT "contract_letter_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_letter" ADD CONSTRAINT "contract_letter_offer_letter_id_fkey" FOREIGN KEY ("offer_letter_id") REFERENCES "offer_letter"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_letter_compliance" ADD CONSTRAINT "contract_letter_compliance_contract_letter_id_fkey" FOREIGN KEY ("contract_letter_id") REFERENCES "contract_letter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_letter_compliance" ADD CONSTRAINT "contract_letter_compliance_compliance_document_id_fkey" FOREIGN KEY ("compliance_document_id") REFERENCES "job_compliance_document"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_letter_compliance" ADD CONSTRAINT "contract_letter_compliance_applicant_file_id_fkey" FOREIGN KEY ("applicant_file_id") REFERENCES "uploaded_file"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compliance_application" ADD CONSTRAINT "compliance_application_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_contract_letter_id_fkey" FOREIGN KEY ("contract_letter_id") REFERENCES "contract_letter"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "ref_department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_position_type_id_fkey" FOREIGN KEY ("position_type_id") REFERENCES "ref_position_type"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_industry_id_fkey" FOREIGN KEY ("industry_id") REFERENCES "ref_industry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "ref_industry_discipline"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_personal_details" ADD CONSTRAINT "employee_personal_details_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_address" ADD CONSTRAINT "employee_address_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_contact" ADD CONSTRAINT "employee_contact_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_superannuation" ADD CONSTRAINT "employee_superannuation_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_bank_detail" ADD CONSTRAINT "employee_bank_detail_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_tax_detail" ADD CONSTRAINT "employee_tax_detail_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_disability" ADD CONSTRAINT "employee_disability_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_drivers_license" ADD CONSTRAINT "employee_drivers_license_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_status_history" ADD CONSTRAINT "employee_status_history_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_pack_document" ADD CONSTRAINT "employee_pack_document_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "uploaded_file"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

