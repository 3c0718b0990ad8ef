-- Global search (document 1 section 2.4): trigram indexes serve ILIKE '%text%' (and 'text%') on the searched
-- text columns. pg_trgm ships with PostgreSQL's contrib (also in the embedded-postgres binaries).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "addresses_street_trgm_idx" ON "addresses" USING GIN ("street" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "agreements_deliveryAddress_trgm_idx" ON "agreements" USING GIN ("deliveryAddress" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "agreements_mainAgreementId_agreementNumber_idx" ON "agreements"("mainAgreementId", "agreementNumber");

-- CreateIndex
CREATE INDEX "bitcom_housing_associations_name_trgm_idx" ON "bitcom_housing_associations" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bitcom_housing_associations_email_trgm_idx" ON "bitcom_housing_associations" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bitcom_housing_associations_address_trgm_idx" ON "bitcom_housing_associations" USING GIN ("address" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cantab_customers_name_trgm_idx" ON "cantab_customers" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cantab_customers_email_trgm_idx" ON "cantab_customers" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cantab_customers_address_trgm_idx" ON "cantab_customers" USING GIN ("address" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "case_relations_customerName_trgm_idx" ON "case_relations" USING GIN ("customerName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cases_header_trgm_idx" ON "cases" USING GIN ("header" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customers_deliveryAddress_trgm_idx" ON "customers" USING GIN ("deliveryAddress" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "stock_balances_description_trgm_idx" ON "stock_balances" USING GIN ("description" gin_trgm_ops);

-- Expression indexes the Prisma schema cannot declare (Prisma's diff ignores expression indexes).
-- Personal ids and phone numbers are searched by their digits only, anywhere in the value.
CREATE INDEX "customers_personalId_digits_trgm_idx" ON "customers" USING GIN ((regexp_replace("personalId", '[^0-9]', '', 'g')) gin_trgm_ops);
CREATE INDEX "customers_mobilePhone_digits_trgm_idx" ON "customers" USING GIN ((regexp_replace("mobilePhone", '[^0-9]', '', 'g')) gin_trgm_ops);
CREATE INDEX "cantab_customers_personalId_digits_trgm_idx" ON "cantab_customers" USING GIN ((regexp_replace("personalId", '[^0-9]', '', 'g')) gin_trgm_ops);
CREATE INDEX "cantab_customers_mobilePhone_digits_trgm_idx" ON "cantab_customers" USING GIN ((regexp_replace("mobilePhone", '[^0-9]', '', 'g')) gin_trgm_ops);
CREATE INDEX "bitcom_housing_associations_organisationNumber_digits_trgm_idx" ON "bitcom_housing_associations" USING GIN ((regexp_replace("organisationNumber", '[^0-9]', '', 'g')) gin_trgm_ops);
CREATE INDEX "bitcom_housing_associations_phone_digits_trgm_idx" ON "bitcom_housing_associations" USING GIN ((regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops);

-- Numbers searched from their first digits ("customerNumber"::text LIKE '123%'), and text ids by prefix.
CREATE INDEX "customers_customerNumber_text_idx" ON "customers" (("customerNumber"::text) text_pattern_ops);
CREATE INDEX "cantab_customers_customerNumber_text_idx" ON "cantab_customers" (("customerNumber"::text) text_pattern_ops);
CREATE INDEX "bitcom_housing_associations_customerNumber_text_idx" ON "bitcom_housing_associations" (("customerNumber"::text) text_pattern_ops);
CREATE INDEX "agreements_agreementNumber_text_idx" ON "agreements" (("agreementNumber"::text) text_pattern_ops);
CREATE INDEX "invoices_invoiceNumber_text_idx" ON "invoices" (("invoiceNumber"::text) text_pattern_ops);
CREATE INDEX "agreements_addressId_prefix_idx" ON "agreements" ("addressId" text_pattern_ops);
CREATE INDEX "cases_externalTicketNumber_prefix_idx" ON "cases" ("externalTicketNumber" text_pattern_ops);
