import { router } from '../trpc.ts';
import { addAgreementContextProcedure, addAgreementProcedure } from './add-agreement/procedures.ts';
import { create } from './create.ts';
import { addressPageProcedure } from './page-procedures.ts';
import {
  confirmAddressProcedure,
  createAddressCaseProcedure,
  nonPurchasableProcedure,
  verifySearchProcedure,
} from './verify/procedures.ts';

export const addressesRouter = router({
  create,
  byId: addressPageProcedure,
  verifySearch: verifySearchProcedure,
  confirmAddress: confirmAddressProcedure,
  createAddressCase: createAddressCaseProcedure,
  nonPurchasable: nonPurchasableProcedure,
  addAgreementContext: addAgreementContextProcedure,
  addAgreement: addAgreementProcedure,
});
