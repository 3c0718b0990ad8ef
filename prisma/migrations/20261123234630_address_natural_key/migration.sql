-- The natural key of an address, as addresses.create refuses a duplicate: street, number and entrance
-- regardless of case, apartment, and the postal code without its space (a missing entrance or apartment counts
-- as an empty one). The constraint closes the race of two concurrent adds. An expression index, which the
-- Prisma schema cannot describe: it lives in this migration only (packages/db/src/seed/address-key.ts mirrors
-- it for the scale seed). No semicolons in these comments: the migration runner splits statements at them.
CREATE UNIQUE INDEX "addresses_natural_key" ON "addresses" (
  lower("street"),
  lower("number"),
  lower(COALESCE("entrance", '')),
  COALESCE("apartment", ''),
  replace("zipCode", ' ', '')
);
