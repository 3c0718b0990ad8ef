-- Users who sign in with the company account (OpenID Connect, issue 29) are linked by the provider's issuer and
-- subject (local users have neither).
ALTER TABLE "users" ADD COLUMN "oidcIssuer" TEXT,
ADD COLUMN "oidcSubject" TEXT;

CREATE UNIQUE INDEX "users_oidcIssuer_oidcSubject_key" ON "users"("oidcIssuer", "oidcSubject");
