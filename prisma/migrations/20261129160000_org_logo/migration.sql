-- The organisation's logo for the careers site's header (issue 28): one row at most (id 1), linking
-- its uploaded file so the uploads' clean-up sees it in use.
CREATE TABLE "org_logo" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "file_id" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "org_logo_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "org_logo_single_row" CHECK ("id" = 1)
);

CREATE INDEX "org_logo_file_id_idx" ON "org_logo"("file_id");

ALTER TABLE "org_logo" ADD CONSTRAINT "org_logo_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "uploaded_file"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
