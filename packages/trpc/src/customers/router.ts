import { router } from '../trpc.ts';
import { byNumber } from './by-number.ts';
import { create, createActivationCaseProcedure, lookupPersonalNumber } from './create/procedures.ts';
import { heartbeat } from './heartbeat.ts';
import { invoiceDelivery } from './invoice-delivery.ts';
import { merge, mergeCandidates } from './merge/merge.ts';
import { onChanged } from './on-changed.ts';
import { updateDetails } from './update-details.ts';
import { updateSecurityClass } from './update-security-class.ts';
import { updateTemporaryAddress } from './update-temporary-address.ts';
import { viewers } from './viewers.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const customersRouter = router({
  byNumber,
  heartbeat,
  invoiceDelivery,
  onChanged,
  updateDetails,
  updateSecurityClass,
  updateTemporaryAddress,
  viewers,
  // Create customer and manual activation (document 3 panel 18).
  lookupPersonalNumber,
  create,
  createActivationCase: createActivationCaseProcedure,
  mergeCandidates,
  merge,
});
