import { router } from '../trpc.ts';
import { addAgreementContextProcedure, addAgreementProcedure } from './add-agreement/procedures.ts';
import { create } from './create.ts';
import { addressOnChangedProcedure } from './on-changed.ts';
import { addressPageProcedure } from './page-procedures.ts';
import {
  confirmAddressProcedure,
  createAddressCaseProcedure,
  nonPurchasableProcedure,
  verifySearchProcedure,
} from './verify/procedures.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const addressesRouter = router({
  create,
  byId: addressPageProcedure,
  onChanged: addressOnChangedProcedure,
  verifySearch: verifySearchProcedure,
  confirmAddress: confirmAddressProcedure,
  createAddressCase: createAddressCaseProcedure,
  nonPurchasable: nonPurchasableProcedure,
  addAgreementContext: addAgreementContextProcedure,
  addAgreement: addAgreementProcedure,
});
