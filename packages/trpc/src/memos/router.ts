import { router } from '../trpc.ts';
import { create, deactivate, forCustomer, update } from './memo-procedures.ts';
import { campaignMemo, legacyMemo } from './procedures.ts';

export const memosRouter = router({
  legacyMemo,
  campaignMemo,
  forCustomer,
  create,
  update,
  deactivate,
});
