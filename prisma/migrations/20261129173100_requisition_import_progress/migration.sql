-- How far a requisition upload has got, for the browser to poll while it waits (issue 29 item 5).
-- CreateTable
CREATE TABLE "requisition_import_progress" (
    "id" UUID NOT NULL,
    "user_id" INTEGER,
    "step" VARCHAR(10) NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "requisition_import_progress_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "requisition_import_progress_updated_at_idx" ON "requisition_import_progress"("updated_at");
