-- Letters: currency and pay period, the template the text is rendered from, and versions as sent
-- (content and its SHA-256; the signed PDF as issued).
-- AlterTable
ALTER TABLE "offer_letter" ADD COLUMN     "body_template" TEXT,
ADD COLUMN     "currency" CHAR(3) NOT NULL DEFAULT 'AUD',
ADD COLUMN     "pay_period" VARCHAR(10) NOT NULL DEFAULT 'ANNUAL',
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "contract_letter" ADD COLUMN     "body_template" TEXT,
ADD COLUMN     "currency" CHAR(3) NOT NULL DEFAULT 'AUD',
ADD COLUMN     "pay_period" VARCHAR(10) NOT NULL DEFAULT 'ANNUAL',
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "letter_version" (
    "id" SERIAL NOT NULL,
    "offer_letter_id" INTEGER,
    "contract_letter_id" INTEGER,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "content_sha256" CHAR(64) NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,
    "withdrawn_at" TIMESTAMPTZ(3),
    "signer_email" VARCHAR(254),
    "time_zone" VARCHAR(64),
    "signed_pdf_sha256" CHAR(64),
    "signed_pdf_file_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "letter_version_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "letter_version_signed_pdf_sha256_idx" ON "letter_version"("signed_pdf_sha256");

-- CreateIndex
CREATE INDEX "letter_version_signed_pdf_file_id_idx" ON "letter_version"("signed_pdf_file_id");

-- CreateIndex
CREATE UNIQUE INDEX "letter_version_offer_letter_id_version_key" ON "letter_version"("offer_letter_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "letter_version_contract_letter_id_version_key" ON "letter_version"("contract_letter_id", "version");

-- AddForeignKey
ALTER TABLE "letter_version" ADD CONSTRAINT "letter_version_offer_letter_id_fkey" FOREIGN KEY ("offer_letter_id") REFERENCES "offer_letter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "letter_version" ADD CONSTRAINT "letter_version_contract_letter_id_fkey" FOREIGN KEY ("contract_letter_id") REFERENCES "contract_letter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "letter_version" ADD CONSTRAINT "letter_version_signed_pdf_file_id_fkey" FOREIGN KEY ("signed_pdf_file_id") REFERENCES "uploaded_file"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A version belongs to exactly one letter.
ALTER TABLE "letter_version" ADD CONSTRAINT "letter_version_one_letter" CHECK (("offer_letter_id" IS NULL) <> ("contract_letter_id" IS NULL));

-- The organisation's currency: letters default to it (amounts are formatted with their currency).
INSERT INTO "org_setting" ("key", "value") VALUES ('currency', 'AUD') ON CONFLICT ("key") DO NOTHING;
