-- CreateTable
CREATE TABLE "queue_watches" (
    "userId" INTEGER NOT NULL,
    "queueId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "queue_watches_pkey" PRIMARY KEY ("userId","queueId")
);

-- CreateIndex
CREATE INDEX "queue_watches_queueId_idx" ON "queue_watches"("queueId");

-- AddForeignKey
ALTER TABLE "queue_watches" ADD CONSTRAINT "queue_watches_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "queue_watches" ADD CONSTRAINT "queue_watches_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "case_queues"("id") ON DELETE CASCADE ON UPDATE CASCADE;
