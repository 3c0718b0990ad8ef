-- AlterTable: a customer merged into another (slå ihop) is marked and no longer used.
ALTER TABLE "customers" ADD COLUMN     "mergedAt" TIMESTAMP(3),
ADD COLUMN     "mergedIntoCustomerNumber" INTEGER;
