-- CreateTable
CREATE TABLE "address_import_tasks" (
    "id" SERIAL NOT NULL,
    "fileName" TEXT NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "createdCount" INTEGER NOT NULL,
    "updatedCount" INTEGER NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "address_import_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "address_import_tasks_createdAt_idx" ON "address_import_tasks"("createdAt");
