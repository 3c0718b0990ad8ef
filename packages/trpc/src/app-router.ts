import { authRouter } from './auth/router.ts';
import { casesRouter } from './cases/router.ts';
import { customersRouter } from './customers/router.ts';
import { systemRouter } from './system/router.ts';
import { router } from './trpc.ts';

/** Every area of the API. Add an area by adding its router here. */
export const appRouter = router({
  auth: authRouter,
  cases: casesRouter,
  customers: customersRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
