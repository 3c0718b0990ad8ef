-- CreateTable
CREATE TABLE "access_diagnostics" (
    "id" SERIAL NOT NULL,
    "accessId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "output" TEXT,
    "error" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "access_diagnostics_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "access_diagnostics_accessId_kind_key" ON "access_diagnostics"("accessId", "kind");

-- AddForeignKey
ALTER TABLE "access_diagnostics" ADD CONSTRAINT "access_diagnostics_accessId_fkey" FOREIGN KEY ("accessId") REFERENCES "accesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
