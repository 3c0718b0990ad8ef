// Test fixture from the reference catalogue every database is seeded with (packages/db/src/seed/reference). Test
// code only: the runtime shared package does not depend on @sappis/db.
import { CASE_OWNER_GROUPS, CASE_TYPES } from '@sappis/db/seed/reference/case-catalog';

/** The case type and owner group names `agreements.operationContext` answers with, as the seed has them. */
export const REFERENCE_CASE_NAMES = {
  caseTypes: CASE_TYPES.map(({ id, name }) => ({ id, name })),
  ownerGroups: CASE_OWNER_GROUPS.map(({ id, name }) => ({ id, name })),
};
