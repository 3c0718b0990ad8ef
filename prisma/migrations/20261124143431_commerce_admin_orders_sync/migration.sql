-- CreateEnum
CREATE TYPE "CommerceChannel" AS ENUM ('WEBSHOP', 'SAPPIS');

-- CreateEnum
CREATE TYPE "CommerceOrderStatus" AS ENUM ('PLACED', 'FAILED');

-- CreateEnum
CREATE TYPE "CommerceEmailStatus" AS ENUM ('PENDING', 'SENT', 'NOT_SENT', 'BOUNCED');

-- CreateTable
CREATE TABLE "commerce_carts" (
    "id" SERIAL NOT NULL,
    "channel" "CommerceChannel" NOT NULL,
    "customerNumber" INTEGER,
    "agreementNumber" INTEGER,
    "addressId" TEXT,
    "productNumbers" TEXT[],
    "campaignCode" TEXT,
    "sellerNumber" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commerce_carts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commerce_orders" (
    "id" SERIAL NOT NULL,
    "cartId" INTEGER,
    "channel" "CommerceChannel" NOT NULL,
    "status" "CommerceOrderStatus" NOT NULL,
    "customerNumber" INTEGER,
    "agreementNumber" INTEGER,
    "addressId" TEXT,
    "campaignCode" TEXT,
    "monthlyTotal" DECIMAL(12,2) NOT NULL,
    "oneOffTotal" DECIMAL(12,2) NOT NULL,
    "failureReason" TEXT,
    "requestId" TEXT,
    "placedById" INTEGER,
    "placedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commerce_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commerce_order_lines" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "productNumber" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "oneOff" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "commerce_order_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commerce_order_emails" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "recipient" TEXT,
    "subject" TEXT NOT NULL,
    "status" "CommerceEmailStatus" NOT NULL,
    "hubspotStatus" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commerce_order_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commerce_sync_runs" (
    "id" SERIAL NOT NULL,
    "requestId" TEXT NOT NULL,
    "startedById" INTEGER,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "products" INTEGER NOT NULL,
    "prices" INTEGER NOT NULL,
    "campaigns" INTEGER NOT NULL,
    "removed" INTEGER NOT NULL,
    "added" INTEGER NOT NULL,
    "productNumbers" TEXT[],
    "campaignCodes" TEXT[],

    CONSTRAINT "commerce_sync_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "commerce_carts_createdAt_idx" ON "commerce_carts"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "commerce_orders_requestId_key" ON "commerce_orders"("requestId");

-- CreateIndex
CREATE INDEX "commerce_orders_placedAt_idx" ON "commerce_orders"("placedAt");

-- CreateIndex
CREATE INDEX "commerce_orders_status_placedAt_idx" ON "commerce_orders"("status", "placedAt");

-- CreateIndex
CREATE INDEX "commerce_order_lines_orderId_idx" ON "commerce_order_lines"("orderId");

-- CreateIndex
CREATE INDEX "commerce_order_emails_orderId_idx" ON "commerce_order_emails"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "commerce_sync_runs_requestId_key" ON "commerce_sync_runs"("requestId");

-- CreateIndex
CREATE INDEX "commerce_sync_runs_startedAt_idx" ON "commerce_sync_runs"("startedAt");

-- AddForeignKey
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "commerce_carts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commerce_order_lines" ADD CONSTRAINT "commerce_order_lines_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "commerce_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commerce_order_emails" ADD CONSTRAINT "commerce_order_emails_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "commerce_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
