import { router } from '../trpc.ts';
import { campaignMemo, legacyMemo } from './procedures.ts';

export const memosRouter = router({
  legacyMemo,
  campaignMemo,
});
