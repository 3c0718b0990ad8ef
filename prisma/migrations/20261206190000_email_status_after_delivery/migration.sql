-- The outbox e-mails' status now follows delivery (email/delivery): SENT once the server accepted one, FAILED once
-- every attempt failed. Rows delivered before this kept PENDING: they get the status they would have now.
UPDATE "customer_emails" SET "status" = 'SENT' WHERE "delivery" = 'SENT' AND "status" = 'PENDING';
UPDATE "customer_emails" SET "status" = 'FAILED'
  WHERE "delivery" = 'FAILED' AND "nextAttemptAt" IS NULL AND "status" = 'PENDING';
