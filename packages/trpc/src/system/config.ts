import { z } from 'zod';
import { publicProcedure } from '../trpc.ts';

/** What the web app needs to know of the server's settings before it renders: the brand name ('{product}'). */
export const config = publicProcedure
  .output(z.object({ productName: z.string() }))
  .query(({ ctx }) => ({ productName: ctx.productName }));
