import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';

/** The top bar's tools dropdown: the external tools' links of the setting TOOL_LINKS (every signed-in user). */
export const toolLinks = authedProcedure
  .output(z.array(z.object({ label: z.string(), href: z.string() })))
  .query(({ ctx }) => ctx.toolLinks.map((link) => ({ label: link.label, href: link.href })));
