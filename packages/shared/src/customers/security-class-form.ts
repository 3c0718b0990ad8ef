import { z } from 'zod';
import { boundedInt } from '../input/safe-input.ts';

/** Panel 22: KLASSNING (0-3) and NIXKOD (0-7); 'SPARA' only when one of them changed. */
export const securityClassFormSchema = z.object({
  securityClass: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
    error: 'Välj en klassning',
  }),
  nixCode: boundedInt(0, 7, 'Välj en nixkod'),
});

export type SecurityClassForm = z.infer<typeof securityClassFormSchema>;
