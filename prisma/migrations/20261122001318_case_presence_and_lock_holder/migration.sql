-- CreateTable
CREATE TABLE "case_presence" (
    "caseId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "clientId" VARCHAR(64) NOT NULL,
    "editing" BOOLEAN NOT NULL DEFAULT false,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "case_presence_pkey" PRIMARY KEY ("caseId","userId","clientId")
);

-- CreateIndex
CREATE INDEX "case_presence_expiresAt_idx" ON "case_presence"("expiresAt");

-- AddForeignKey
ALTER TABLE "case_locks" ADD CONSTRAINT "case_locks_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_presence" ADD CONSTRAINT "case_presence_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
