-- CreateTable
CREATE TABLE "customer_email_attachments" (
    "id" SERIAL NOT NULL,
    "emailId" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "documentId" INTEGER,
    "invoiceId" INTEGER,

    CONSTRAINT "customer_email_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "customer_email_attachments_emailId_idx" ON "customer_email_attachments"("emailId");

-- CreateIndex
CREATE INDEX "customer_email_attachments_documentId_idx" ON "customer_email_attachments"("documentId");

-- CreateIndex
CREATE INDEX "customer_email_attachments_invoiceId_idx" ON "customer_email_attachments"("invoiceId");

-- AddForeignKey
ALTER TABLE "customer_email_attachments" ADD CONSTRAINT "customer_email_attachments_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES "customer_emails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_email_attachments" ADD CONSTRAINT "customer_email_attachments_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_email_attachments" ADD CONSTRAINT "customer_email_attachments_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- An attachment names one source at most: a document or an invoice (schema.prisma, CustomerEmailAttachment).
ALTER TABLE "customer_email_attachments" ADD CONSTRAINT "customer_email_attachments_one_source" CHECK ("documentId" IS NULL OR "invoiceId" IS NULL);
