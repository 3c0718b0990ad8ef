import { router } from '../trpc.ts';
import { assign } from './assignment/assign.ts';
import { assignmentReceivers } from './assignment/assignment-receivers.ts';
import { cancelAssignment } from './assignment/cancel-assignment.ts';
import { compensate } from './compensation/compensate.ts';
import { continueInventory, continueServices } from './continue/continue-services.ts';
import { editRowDates } from './edit-dates/edit-row-dates.ts';
import { move, moveAddress, moveCheck } from './move/move.ts';
import { operationContext } from './operation-context-query.ts';
import { pause } from './pause/pause.ts';
import { changePaymentMethod } from './payment-method/change-payment-method.ts';
import { createReturnCase } from './return/create-return-case.ts';
import { regret } from './termination/regret.ts';
import { terminate } from './termination/terminate.ts';
import { terminateDeceased } from './termination/terminate-deceased.ts';
import { transferFacts, transferService } from './transfer-service/transfer-service.ts';

/** Agreement operations of documents 2 and 3 (docs/operations.md): the planning context and one mutation each. */
export const agreementsRouter = router({
  operationContext,
  compensate,
  editRowDates,
  changePaymentMethod,
  terminate,
  regret,
  terminateDeceased,
  pause,
  continue: continueServices,
  continueInventory,
  createReturnCase,
  // Assignment (Överlåtelse av avtal, document 3 panel 3).
  assign,
  assignmentReceivers,
  cancelAssignment,
  moveAddress,
  moveCheck,
  move,
  transferFacts,
  transferService,
});
