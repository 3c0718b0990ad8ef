-- CreateEnum
CREATE TYPE "CustomerType" AS ENUM ('PRIVATE', 'BUSINESS');

-- CreateEnum
CREATE TYPE "NixCode" AS ENUM ('NOT_NIXED', 'PHONE', 'MAIL', 'SMS', 'MAIL_AND_PHONE', 'SMS_AND_PHONE', 'SMS_AND_MAIL', 'ALL');

-- CreateEnum
CREATE TYPE "InvoiceDeliveryType" AS ENUM ('OTHER', 'LETTER', 'EMAIL', 'E_INVOICE', 'EDI', 'DNN', 'UNKNOWN');

-- CreateEnum
CREATE TYPE "PaymentType" AS ENUM ('OTHER', 'BANKGIRO', 'AUTOGIRO', 'UNKNOWN');

-- CreateEnum
CREATE TYPE "ProductType" AS ENUM ('SERVICE', 'CARD', 'EXTRA_BILLING', 'HARDWARE', 'ADDON');

-- CreateEnum
CREATE TYPE "Transmission" AS ENUM ('KOAX', 'IP', 'UNICAST');

-- CreateEnum
CREATE TYPE "PremisesType" AS ENUM ('SDU', 'MDU', 'MDU_COMMON', 'MDU_TECHNICAL', 'COMMERCIAL');

-- CreateEnum
CREATE TYPE "TerminationScope" AS ENUM ('AGREEMENT', 'SUBSCRIPTION');

-- CreateEnum
CREATE TYPE "ProgramCardState" AS ENUM ('UNKNOWN', 'ON', 'TO_BE_PAIRED', 'OFF', 'OFF_9', 'TERMINATED', 'TEMPORARILY_SUSPENDED');

-- CreateEnum
CREATE TYPE "ParcelStatus" AS ENUM ('ORDERED', 'PICKED_FROM_STOCK', 'PACKED', 'PICKED_UP', 'INFORMED', 'EN_ROUTE', 'AVAILABLE_FOR_DELIVERY', 'DELIVERED', 'RETURNED', 'OTHER');

-- CreateEnum
CREATE TYPE "CaseStatus" AS ENUM ('NOT_STARTED', 'IN_PROGRESS', 'ACTION_BOOKED', 'CLOSING_REQUEST', 'DORMANT', 'CUSTOMER_REPLIED', 'QUESTION_TO_PROVIDER', 'WAITING_FOR_CUSTOMER', 'RETURNS', 'FINISHED');

-- CreateEnum
CREATE TYPE "CasePriority" AS ENUM ('LOWEST', 'LOW', 'MEDIUM', 'HIGH', 'HIGHEST');

-- CreateEnum
CREATE TYPE "InvoiceBasisStatus" AS ENUM ('IN_PROGRESS', 'READY', 'INVOICED');

-- CreateEnum
CREATE TYPE "InvoiceBasisCustomerType" AS ENUM ('CUSTOMER', 'LANDLORD');

-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('PDF', 'WAV', 'PNG', 'JPEG', 'JPG', 'DOCM');

-- CreateEnum
CREATE TYPE "DocumentPrintState" AS ENUM ('TO_BE_PRINTED', 'PRINTED', 'HANDLED_MANUALLY', 'EMAILED');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "employeeNumber" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "groups" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,

    CONSTRAINT "groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_groups" (
    "userId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,

    CONSTRAINT "user_groups_pkey" PRIMARY KEY ("userId","groupId")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "userAgent" TEXT,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "id" SERIAL NOT NULL,
    "customerNumber" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT,
    "mobilePhone" TEXT,
    "phone" TEXT,
    "personalId" TEXT NOT NULL,
    "customerType" "CustomerType" NOT NULL DEFAULT 'PRIVATE',
    "nixCode" "NixCode" NOT NULL DEFAULT 'NOT_NIXED',
    "deliveryAddress" TEXT,
    "deliveryPostalCode" TEXT,
    "deliveryCity" TEXT,
    "invoiceName" TEXT,
    "invoiceAddress" TEXT,
    "invoiceCoAddress" TEXT,
    "invoicePostalCode" TEXT,
    "invoiceCity" TEXT,
    "invoiceDeliveryType" "InvoiceDeliveryType" NOT NULL DEFAULT 'LETTER',
    "paymentType" "PaymentType" NOT NULL DEFAULT 'BANKGIRO',
    "protectedIdentity" BOOLEAN NOT NULL DEFAULT false,
    "hasTrustee" BOOLEAN NOT NULL DEFAULT false,
    "creditCheckDone" BOOLEAN NOT NULL DEFAULT true,
    "temporarilySuspended" BOOLEAN NOT NULL DEFAULT false,
    "playExternalId" TEXT,
    "passwordHash" TEXT,
    "otherInformation" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cantab_customers" (
    "id" SERIAL NOT NULL,
    "customerNumber" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "personalId" TEXT,
    "email" TEXT,
    "mobilePhone" TEXT,
    "address" TEXT,
    "city" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cantab_customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bitcom_housing_associations" (
    "id" SERIAL NOT NULL,
    "customerNumber" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "organisationNumber" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "address" TEXT,
    "city" TEXT,
    "apartmentCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bitcom_housing_associations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "temporary_addresses" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "zipCode" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "phoneNumber" TEXT,
    "co" TEXT,
    "validThrough" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "temporary_addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operator_alerts" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "groupName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operator_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_checks" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkedBy" TEXT,

    CONSTRAINT "credit_checks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "one_time_passwords" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "otpHash" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "one_time_passwords_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "products" (
    "id" SERIAL NOT NULL,
    "productNumber" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "ProductType" NOT NULL,
    "categoryNumber" INTEGER NOT NULL,
    "category" TEXT NOT NULL,
    "selectableChannelCount" INTEGER,
    "description" TEXT,
    "hireProduct" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_prices" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "priceGroup" INTEGER NOT NULL,
    "salePrice" DECIMAL(12,2) NOT NULL,
    "validFrom" DATE NOT NULL,

    CONSTRAINT "product_prices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "channels" (
    "id" SERIAL NOT NULL,
    "productNumber" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "position" INTEGER NOT NULL,
    "tv" BOOLEAN NOT NULL DEFAULT true,
    "play" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "channels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "package_channels" (
    "productId" INTEGER NOT NULL,
    "channelId" INTEGER NOT NULL,

    CONSTRAINT "package_channels_pkey" PRIMARY KEY ("productId","channelId")
);

-- CreateTable
CREATE TABLE "campaigns" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "memo" TEXT,
    "startsAt" DATE NOT NULL,
    "endsAt" DATE,

    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resellers" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "resellers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_balances" (
    "productNumber" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "stock_balances_pkey" PRIMARY KEY ("productNumber")
);

-- CreateTable
CREATE TABLE "main_centrals" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,

    CONSTRAINT "main_centrals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operators" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "operators_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "main_agreements" (
    "id" SERIAL NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "transmissions" "Transmission"[],
    "distributionNetwork" TEXT,
    "servicePartner" TEXT,
    "operatorId" INTEGER,
    "mainCentralId" INTEGER,
    "startsAt" DATE NOT NULL,
    "endsAt" DATE,
    "months" INTEGER,
    "category" INTEGER,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "collective" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "main_agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "memos" (
    "id" SERIAL NOT NULL,
    "mainAgreementId" INTEGER,
    "mainCentralId" INTEGER,
    "operatorId" INTEGER,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "startsAt" DATE,
    "endsAt" DATE,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "memos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "main_agreement_files" (
    "id" SERIAL NOT NULL,
    "mainAgreementId" INTEGER NOT NULL,
    "mainCentral" TEXT,
    "title" TEXT NOT NULL,
    "uploadName" TEXT NOT NULL,
    "uploadType" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "startsAt" DATE,
    "endsAt" DATE,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "main_agreement_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "addresses" (
    "id" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "entrance" TEXT,
    "apartment" TEXT,
    "apartmentDisplay" TEXT,
    "zipCode" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "composite" TEXT NOT NULL,
    "network" TEXT,
    "transmission" INTEGER,
    "validTo" DATE,

    CONSTRAINT "addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accesses" (
    "id" SERIAL NOT NULL,
    "addressId" TEXT NOT NULL,
    "mainAgreementId" INTEGER NOT NULL,
    "externalId" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "mainCentral" TEXT,
    "orderNumber" TEXT,
    "premisesType" "PremisesType" NOT NULL DEFAULT 'SDU',
    "source" TEXT NOT NULL DEFAULT 'visma',
    "validFrom" DATE NOT NULL,
    "validTo" DATE,
    "netadminAccess" JSONB,
    "connections" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "accesses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreements" (
    "id" SERIAL NOT NULL,
    "agreementNumber" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "mainAgreementId" INTEGER,
    "deliveryAddress" TEXT NOT NULL,
    "deliveryPostalCode" TEXT,
    "deliveryCity" TEXT NOT NULL,
    "addressId" TEXT,
    "category" INTEGER NOT NULL DEFAULT 0,
    "distributionNetwork" TEXT,
    "mainCentral" TEXT,
    "orderInfo" TEXT,
    "ended" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreement_rows" (
    "id" SERIAL NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "parentRowId" INTEGER,
    "type" "ProductType" NOT NULL,
    "productId" INTEGER,
    "productNumber" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "productType" "ProductType" NOT NULL,
    "category" TEXT NOT NULL,
    "card" INTEGER NOT NULL DEFAULT 0,
    "campaignId" INTEGER,
    "priceList" INTEGER NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "campaignPrice" DECIMAL(12,2),
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "invoiceCode" INTEGER,
    "startDate" DATE,
    "endDate" DATE,
    "campaignEndDate" DATE,
    "boundUntil" DATE,
    "bindingMonths" INTEGER,
    "saleDate" DATE,
    "sellerNumber" TEXT,
    "sellerName" TEXT,
    "invoicedUntil" DATE,
    "subscriptionId" TEXT,
    "serialNumber" TEXT,
    "camId" TEXT,
    "cardNumber" TEXT,
    "transmissionStatus" INTEGER,
    "transmissionText" TEXT,
    "signalStatus" TEXT,
    "resellerId" INTEGER,
    "addressAccessId" TEXT,
    "snapAccessId" TEXT,
    "snapStatus" TEXT,
    "snapMessage" TEXT,
    "techHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "agreement_rows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "phone_records" (
    "id" SERIAL NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "journalNumber" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "startCost" DECIMAL(12,2) NOT NULL,
    "callType" TEXT NOT NULL,
    "minutes" DECIMAL(10,2) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,

    CONSTRAINT "phone_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "termination_reasons" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "scope" "TerminationScope" NOT NULL,

    CONSTRAINT "termination_reasons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hardware_units" (
    "id" SERIAL NOT NULL,
    "productNumber" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "camId" TEXT,
    "cardNumber" TEXT,
    "macAddress" TEXT,
    "serialNumber" TEXT,
    "status" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "blacklisted" BOOLEAN NOT NULL DEFAULT false,
    "agreementNumber" INTEGER,
    "customerNumber" INTEGER,

    CONSTRAINT "hardware_units_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tv_cards" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "cardNumber" TEXT NOT NULL,
    "camId" TEXT,
    "orderNumber" INTEGER,
    "state" "ProgramCardState" NOT NULL DEFAULT 'ON',
    "troubleshooting" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "tv_cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tv_card_subscriptions" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "articleNumber" TEXT NOT NULL,
    "startDate" DATE NOT NULL,
    "expireDate" DATE NOT NULL,
    "invalid" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "tv_card_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tv_devices" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "camId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "macAddress" TEXT,
    "serialNumber" TEXT,
    "transmission" TEXT NOT NULL,
    "mode" TEXT,
    "lastConnectedAt" TIMESTAMP(3),
    "firmwareVersion" TEXT,
    "entitlementExpiresAt" TIMESTAMP(3),
    "vismaOrderNumber" INTEGER,
    "notSupportedInfo" TEXT,

    CONSTRAINT "tv_devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "signal_history" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "signalCode" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "product" TEXT NOT NULL,
    "signalDate" TIMESTAMP(3) NOT NULL,
    "card" TEXT,
    "message" TEXT,
    "errorMessage" TEXT,

    CONSTRAINT "signal_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "parcels" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "shipmentId" TEXT NOT NULL,
    "products" TEXT NOT NULL,
    "status" "ParcelStatus" NOT NULL,
    "statusText" TEXT NOT NULL,
    "information" TEXT,
    "totalWeightKg" DECIMAL(8,2),
    "dimensions" TEXT,
    "consigneeCity" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "parcels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "parcel_events" (
    "id" SERIAL NOT NULL,
    "parcelId" INTEGER NOT NULL,
    "status" "ParcelStatus" NOT NULL,
    "statusText" TEXT NOT NULL,
    "city" TEXT,
    "occurredAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "parcel_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" SERIAL NOT NULL,
    "invoiceNumber" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "ocr" TEXT NOT NULL,
    "invoiceDate" DATE NOT NULL,
    "dueDate" DATE NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "remainingAmount" DECIMAL(12,2) NOT NULL,
    "paidDate" DATE,
    "reminderCount" INTEGER NOT NULL DEFAULT 0,
    "reminderDate" DATE,
    "collectionDate" DATE,
    "controlStatus" TEXT,
    "billogramId" TEXT,
    "billogramUrl" TEXT,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_rows" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "transactionNo" INTEGER NOT NULL,
    "productNumber" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "periodFrom" DATE,
    "periodTo" DATE,
    "price" DECIMAL(12,2) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "transGroup3" INTEGER,
    "reversed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "invoice_rows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_events" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "event" TEXT NOT NULL,
    "paidAmount" DECIMAL(12,2),
    "paymentMethod" TEXT,
    "reminderDeliveryMethod" TEXT,

    CONSTRAINT "invoice_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deferments" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "newDueDate" DATE NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deferments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_types" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,

    CONSTRAINT "case_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_owner_groups" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "case_owner_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cases" (
    "id" SERIAL NOT NULL,
    "number" INTEGER NOT NULL,
    "externalTicketNumber" TEXT,
    "header" VARCHAR(40) NOT NULL,
    "status" "CaseStatus" NOT NULL DEFAULT 'NOT_STARTED',
    "priority" "CasePriority" NOT NULL DEFAULT 'LOWEST',
    "typeId" INTEGER NOT NULL,
    "ownerGroupId" INTEGER NOT NULL,
    "parentCaseId" INTEGER,
    "createdById" INTEGER,
    "ownerUserId" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "cases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_form_fields" (
    "id" SERIAL NOT NULL,
    "caseId" INTEGER NOT NULL,
    "formTitle" TEXT,
    "title" TEXT NOT NULL,
    "fieldType" INTEGER NOT NULL DEFAULT 2,
    "order" INTEGER NOT NULL DEFAULT 100,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "value" TEXT,

    CONSTRAINT "case_form_fields_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_relations" (
    "id" SERIAL NOT NULL,
    "caseId" INTEGER NOT NULL,
    "customerNumber" INTEGER,
    "customerName" TEXT,
    "customerPhone" TEXT,
    "customerMobilePhone" TEXT,
    "customerEmail" TEXT,
    "customerAddress" TEXT,
    "customerPostal" TEXT,
    "customerOrderNumber" TEXT,
    "address" TEXT,
    "postal" TEXT,
    "signalCentral" TEXT,

    CONSTRAINT "case_relations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_history" (
    "id" SERIAL NOT NULL,
    "caseId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "userId" INTEGER,
    "userName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_logs" (
    "id" SERIAL NOT NULL,
    "caseId" INTEGER NOT NULL,
    "userName" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "auto" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tags" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "ruleCaseTypeId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_tags" (
    "caseId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_tags_pkey" PRIMARY KEY ("caseId","tagId")
);

-- CreateTable
CREATE TABLE "case_queues" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "statuses" "CaseStatus"[],
    "caseTypeIds" INTEGER[],
    "ownerGroupIds" INTEGER[],
    "priorities" "CasePriority"[],
    "tagIds" INTEGER[],
    "showFinished" BOOLEAN NOT NULL DEFAULT false,
    "visibleToGroups" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "case_queues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_locks" (
    "caseId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "acquiredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeatAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "case_locks_pkey" PRIMARY KEY ("caseId")
);

-- CreateTable
CREATE TABLE "user_messages" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "caseId" INTEGER,
    "caseNumber" INTEGER,
    "message" TEXT NOT NULL,
    "senderId" INTEGER,
    "senderName" TEXT NOT NULL,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "suggestions" (
    "id" SERIAL NOT NULL,
    "category" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "suggestions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_bases" (
    "id" SERIAL NOT NULL,
    "caseId" INTEGER NOT NULL,
    "customerType" "InvoiceBasisCustomerType" NOT NULL,
    "status" "InvoiceBasisStatus" NOT NULL DEFAULT 'IN_PROGRESS',
    "invoiceDate" DATE,
    "createdBy" TEXT NOT NULL,
    "invoiceCode" INTEGER,
    "customerNumber" INTEGER,
    "agreementNumber" INTEGER,
    "mainOrderId" INTEGER,
    "mainCentral" TEXT,
    "invoiceAo" TEXT,
    "customerName" TEXT,
    "customerReference" TEXT,
    "invoiceAddress" TEXT,
    "ourReference" TEXT,
    "forwardBilling" BOOLEAN,
    "paymentTerms" INTEGER,
    "client" TEXT,
    "caseDate" DATE,
    "issue" TEXT,
    "measure" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "invoice_bases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_basis_expenses" (
    "id" SERIAL NOT NULL,
    "invoiceBasisId" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" DECIMAL(10,2) NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,

    CONSTRAINT "invoice_basis_expenses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_templates" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "content" TEXT NOT NULL,

    CONSTRAINT "document_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" SERIAL NOT NULL,
    "documentNumber" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "agreementId" INTEGER,
    "name" TEXT NOT NULL,
    "type" "DocumentType" NOT NULL,
    "status" "DocumentPrintState" NOT NULL DEFAULT 'TO_BE_PRINTED',
    "createdBy" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_emails" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "fromDatabase" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_text_messages" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_text_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "disruptions" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "events" JSONB NOT NULL DEFAULT '[]',
    "markAsFinished" BOOLEAN NOT NULL DEFAULT false,
    "showFrom" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "disruptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "announcements" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "announcements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "short_links" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "targetUrl" TEXT NOT NULL,
    "createdById" INTEGER,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "short_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "object_logs" (
    "id" SERIAL NOT NULL,
    "objectType" TEXT NOT NULL,
    "objectId" TEXT NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "categoryName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "object_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "events" (
    "id" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "caseId" INTEGER,
    "userId" INTEGER,
    "queueId" INTEGER,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_entries" (
    "id" BIGSERIAL NOT NULL,
    "userId" INTEGER,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotent_requests" (
    "key" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "procedure" TEXT NOT NULL,
    "result" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotent_requests_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_employeeNumber_key" ON "users"("employeeNumber");

-- CreateIndex
CREATE UNIQUE INDEX "groups_name_key" ON "groups"("name");

-- CreateIndex
CREATE INDEX "user_groups_groupId_idx" ON "user_groups"("groupId");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE INDEX "sessions_expiresAt_idx" ON "sessions"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "customers_customerNumber_key" ON "customers"("customerNumber");

-- CreateIndex
CREATE INDEX "customers_personalId_idx" ON "customers"("personalId");

-- CreateIndex
CREATE INDEX "customers_lastName_firstName_idx" ON "customers"("lastName", "firstName");

-- CreateIndex
CREATE UNIQUE INDEX "cantab_customers_customerNumber_key" ON "cantab_customers"("customerNumber");

-- CreateIndex
CREATE INDEX "cantab_customers_personalId_idx" ON "cantab_customers"("personalId");

-- CreateIndex
CREATE UNIQUE INDEX "bitcom_housing_associations_customerNumber_key" ON "bitcom_housing_associations"("customerNumber");

-- CreateIndex
CREATE INDEX "bitcom_housing_associations_organisationNumber_idx" ON "bitcom_housing_associations"("organisationNumber");

-- CreateIndex
CREATE INDEX "temporary_addresses_customerId_idx" ON "temporary_addresses"("customerId");

-- CreateIndex
CREATE INDEX "operator_alerts_customerId_idx" ON "operator_alerts"("customerId");

-- CreateIndex
CREATE INDEX "credit_checks_customerId_idx" ON "credit_checks"("customerId");

-- CreateIndex
CREATE INDEX "one_time_passwords_customerId_idx" ON "one_time_passwords"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "products_productNumber_key" ON "products"("productNumber");

-- CreateIndex
CREATE UNIQUE INDEX "product_prices_productId_priceGroup_validFrom_key" ON "product_prices"("productId", "priceGroup", "validFrom");

-- CreateIndex
CREATE UNIQUE INDEX "channels_productNumber_key" ON "channels"("productNumber");

-- CreateIndex
CREATE UNIQUE INDEX "campaigns_code_key" ON "campaigns"("code");

-- CreateIndex
CREATE UNIQUE INDEX "main_centrals_name_key" ON "main_centrals"("name");

-- CreateIndex
CREATE UNIQUE INDEX "main_agreements_number_key" ON "main_agreements"("number");

-- CreateIndex
CREATE INDEX "memos_mainAgreementId_idx" ON "memos"("mainAgreementId");

-- CreateIndex
CREATE INDEX "main_agreement_files_mainAgreementId_idx" ON "main_agreement_files"("mainAgreementId");

-- CreateIndex
CREATE INDEX "addresses_street_number_idx" ON "addresses"("street", "number");

-- CreateIndex
CREATE INDEX "addresses_city_idx" ON "addresses"("city");

-- CreateIndex
CREATE INDEX "accesses_addressId_idx" ON "accesses"("addressId");

-- CreateIndex
CREATE INDEX "accesses_mainAgreementId_idx" ON "accesses"("mainAgreementId");

-- CreateIndex
CREATE UNIQUE INDEX "agreements_agreementNumber_key" ON "agreements"("agreementNumber");

-- CreateIndex
CREATE INDEX "agreements_customerId_idx" ON "agreements"("customerId");

-- CreateIndex
CREATE INDEX "agreements_addressId_idx" ON "agreements"("addressId");

-- CreateIndex
CREATE INDEX "agreements_mainAgreementId_idx" ON "agreements"("mainAgreementId");

-- CreateIndex
CREATE INDEX "agreement_rows_parentRowId_idx" ON "agreement_rows"("parentRowId");

-- CreateIndex
CREATE INDEX "agreement_rows_cardNumber_idx" ON "agreement_rows"("cardNumber");

-- CreateIndex
CREATE INDEX "agreement_rows_camId_idx" ON "agreement_rows"("camId");

-- CreateIndex
CREATE INDEX "agreement_rows_productNumber_idx" ON "agreement_rows"("productNumber");

-- CreateIndex
CREATE UNIQUE INDEX "agreement_rows_agreementId_rowNumber_key" ON "agreement_rows"("agreementId", "rowNumber");

-- CreateIndex
CREATE INDEX "phone_records_agreementId_journalNumber_idx" ON "phone_records"("agreementId", "journalNumber");

-- CreateIndex
CREATE UNIQUE INDEX "hardware_units_camId_key" ON "hardware_units"("camId");

-- CreateIndex
CREATE UNIQUE INDEX "hardware_units_cardNumber_key" ON "hardware_units"("cardNumber");

-- CreateIndex
CREATE UNIQUE INDEX "hardware_units_macAddress_key" ON "hardware_units"("macAddress");

-- CreateIndex
CREATE INDEX "hardware_units_agreementNumber_idx" ON "hardware_units"("agreementNumber");

-- CreateIndex
CREATE INDEX "tv_cards_customerId_idx" ON "tv_cards"("customerId");

-- CreateIndex
CREATE INDEX "tv_cards_cardNumber_idx" ON "tv_cards"("cardNumber");

-- CreateIndex
CREATE INDEX "tv_devices_customerId_idx" ON "tv_devices"("customerId");

-- CreateIndex
CREATE INDEX "tv_devices_camId_idx" ON "tv_devices"("camId");

-- CreateIndex
CREATE INDEX "signal_history_customerId_signalDate_idx" ON "signal_history"("customerId", "signalDate");

-- CreateIndex
CREATE UNIQUE INDEX "parcels_shipmentId_key" ON "parcels"("shipmentId");

-- CreateIndex
CREATE INDEX "parcels_customerId_idx" ON "parcels"("customerId");

-- CreateIndex
CREATE INDEX "parcel_events_parcelId_occurredAt_idx" ON "parcel_events"("parcelId", "occurredAt");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_invoiceNumber_key" ON "invoices"("invoiceNumber");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_ocr_key" ON "invoices"("ocr");

-- CreateIndex
CREATE INDEX "invoices_customerId_invoiceDate_idx" ON "invoices"("customerId", "invoiceDate");

-- CreateIndex
CREATE INDEX "invoice_rows_invoiceId_idx" ON "invoice_rows"("invoiceId");

-- CreateIndex
CREATE INDEX "invoice_events_invoiceId_occurredAt_idx" ON "invoice_events"("invoiceId", "occurredAt");

-- CreateIndex
CREATE INDEX "deferments_customerId_createdAt_idx" ON "deferments"("customerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "cases_number_key" ON "cases"("number");

-- CreateIndex
CREATE INDEX "cases_externalTicketNumber_idx" ON "cases"("externalTicketNumber");

-- CreateIndex
CREATE INDEX "cases_status_priority_createdAt_idx" ON "cases"("status", "priority", "createdAt");

-- CreateIndex
CREATE INDEX "cases_typeId_idx" ON "cases"("typeId");

-- CreateIndex
CREATE INDEX "cases_ownerGroupId_idx" ON "cases"("ownerGroupId");

-- CreateIndex
CREATE INDEX "cases_parentCaseId_idx" ON "cases"("parentCaseId");

-- CreateIndex
CREATE INDEX "cases_createdAt_idx" ON "cases"("createdAt");

-- CreateIndex
CREATE INDEX "case_form_fields_caseId_idx" ON "case_form_fields"("caseId");

-- CreateIndex
CREATE UNIQUE INDEX "case_relations_caseId_key" ON "case_relations"("caseId");

-- CreateIndex
CREATE INDEX "case_relations_customerNumber_idx" ON "case_relations"("customerNumber");

-- CreateIndex
CREATE INDEX "case_history_caseId_createdAt_idx" ON "case_history"("caseId", "createdAt");

-- CreateIndex
CREATE INDEX "case_logs_caseId_createdAt_idx" ON "case_logs"("caseId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "tags_name_key" ON "tags"("name");

-- CreateIndex
CREATE INDEX "case_tags_tagId_idx" ON "case_tags"("tagId");

-- CreateIndex
CREATE INDEX "case_locks_userId_idx" ON "case_locks"("userId");

-- CreateIndex
CREATE INDEX "case_locks_expiresAt_idx" ON "case_locks"("expiresAt");

-- CreateIndex
CREATE INDEX "user_messages_userId_read_createdAt_idx" ON "user_messages"("userId", "read", "createdAt");

-- CreateIndex
CREATE INDEX "suggestions_category_idx" ON "suggestions"("category");

-- CreateIndex
CREATE INDEX "invoice_bases_caseId_idx" ON "invoice_bases"("caseId");

-- CreateIndex
CREATE INDEX "invoice_bases_status_idx" ON "invoice_bases"("status");

-- CreateIndex
CREATE INDEX "invoice_basis_expenses_invoiceBasisId_idx" ON "invoice_basis_expenses"("invoiceBasisId");

-- CreateIndex
CREATE UNIQUE INDEX "document_templates_name_key" ON "document_templates"("name");

-- CreateIndex
CREATE UNIQUE INDEX "documents_documentNumber_key" ON "documents"("documentNumber");

-- CreateIndex
CREATE INDEX "documents_customerId_idx" ON "documents"("customerId");

-- CreateIndex
CREATE INDEX "documents_agreementId_idx" ON "documents"("agreementId");

-- CreateIndex
CREATE INDEX "customer_emails_customerId_sentAt_idx" ON "customer_emails"("customerId", "sentAt");

-- CreateIndex
CREATE INDEX "customer_text_messages_customerId_sentAt_idx" ON "customer_text_messages"("customerId", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "short_links_slug_key" ON "short_links"("slug");

-- CreateIndex
CREATE INDEX "object_logs_objectType_objectId_createdAt_idx" ON "object_logs"("objectType", "objectId", "createdAt");

-- CreateIndex
CREATE INDEX "events_createdAt_idx" ON "events"("createdAt");

-- CreateIndex
CREATE INDEX "audit_entries_entityType_entityId_idx" ON "audit_entries"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "audit_entries_userId_createdAt_idx" ON "audit_entries"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "idempotent_requests_createdAt_idx" ON "idempotent_requests"("createdAt");

-- AddForeignKey
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "temporary_addresses" ADD CONSTRAINT "temporary_addresses_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operator_alerts" ADD CONSTRAINT "operator_alerts_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_passwords" ADD CONSTRAINT "one_time_passwords_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_channels" ADD CONSTRAINT "package_channels_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_channels" ADD CONSTRAINT "package_channels_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "channels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "main_agreements" ADD CONSTRAINT "main_agreements_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "operators"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "main_agreements" ADD CONSTRAINT "main_agreements_mainCentralId_fkey" FOREIGN KEY ("mainCentralId") REFERENCES "main_centrals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memos" ADD CONSTRAINT "memos_mainAgreementId_fkey" FOREIGN KEY ("mainAgreementId") REFERENCES "main_agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memos" ADD CONSTRAINT "memos_mainCentralId_fkey" FOREIGN KEY ("mainCentralId") REFERENCES "main_centrals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memos" ADD CONSTRAINT "memos_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "operators"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "main_agreement_files" ADD CONSTRAINT "main_agreement_files_mainAgreementId_fkey" FOREIGN KEY ("mainAgreementId") REFERENCES "main_agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accesses" ADD CONSTRAINT "accesses_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "addresses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accesses" ADD CONSTRAINT "accesses_mainAgreementId_fkey" FOREIGN KEY ("mainAgreementId") REFERENCES "main_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_mainAgreementId_fkey" FOREIGN KEY ("mainAgreementId") REFERENCES "main_agreements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_rows" ADD CONSTRAINT "agreement_rows_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_rows" ADD CONSTRAINT "agreement_rows_parentRowId_fkey" FOREIGN KEY ("parentRowId") REFERENCES "agreement_rows"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_rows" ADD CONSTRAINT "agreement_rows_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_rows" ADD CONSTRAINT "agreement_rows_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "campaigns"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_rows" ADD CONSTRAINT "agreement_rows_resellerId_fkey" FOREIGN KEY ("resellerId") REFERENCES "resellers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "phone_records" ADD CONSTRAINT "phone_records_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tv_cards" ADD CONSTRAINT "tv_cards_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tv_card_subscriptions" ADD CONSTRAINT "tv_card_subscriptions_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "tv_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tv_devices" ADD CONSTRAINT "tv_devices_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "signal_history" ADD CONSTRAINT "signal_history_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcelId_fkey" FOREIGN KEY ("parcelId") REFERENCES "parcels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_rows" ADD CONSTRAINT "invoice_rows_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deferments" ADD CONSTRAINT "deferments_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deferments" ADD CONSTRAINT "deferments_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cases" ADD CONSTRAINT "cases_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "case_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cases" ADD CONSTRAINT "cases_ownerGroupId_fkey" FOREIGN KEY ("ownerGroupId") REFERENCES "case_owner_groups"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cases" ADD CONSTRAINT "cases_parentCaseId_fkey" FOREIGN KEY ("parentCaseId") REFERENCES "cases"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_form_fields" ADD CONSTRAINT "case_form_fields_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_relations" ADD CONSTRAINT "case_relations_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_logs" ADD CONSTRAINT "case_logs_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_tags" ADD CONSTRAINT "case_tags_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_tags" ADD CONSTRAINT "case_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_locks" ADD CONSTRAINT "case_locks_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_bases" ADD CONSTRAINT "invoice_bases_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_basis_expenses" ADD CONSTRAINT "invoice_basis_expenses_invoiceBasisId_fkey" FOREIGN KEY ("invoiceBasisId") REFERENCES "invoice_bases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "agreements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_emails" ADD CONSTRAINT "customer_emails_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_text_messages" ADD CONSTRAINT "customer_text_messages_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
