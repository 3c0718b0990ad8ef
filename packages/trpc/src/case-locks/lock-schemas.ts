import { trimmedText } from '@sappis/shared';
import { z } from 'zod';
import { caseNumberInput } from '../cases/case-page-schemas.ts';

export { lockStateOutput } from '../cases/case-page-schemas.ts';

export const caseLockInput = z.object({ caseNumber: caseNumberInput });

/** One id per browser tab (crypto.randomUUID()), so a user's tabs are counted apart. */
export const clientIdInput = trimmedText(64).min(8);

export const heartbeatInput = z.object({
  caseNumber: caseNumberInput,
  clientId: clientIdInput,
  /** The tab has unsaved changes. */
  editing: z.boolean().default(false),
});
