-- Issue 26: the reason an agent kept a hardware, card or add-on row running without a service of its kind (unticked
-- under 'Följer med tjänsten'). A later operation leaves the days it already ran without one as the agent decided.
ALTER TABLE "agreement_rows" ADD COLUMN "keptWithoutService" TEXT;
