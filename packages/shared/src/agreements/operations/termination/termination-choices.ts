import { z } from 'zod';
import { boundedInt, dbId, plainText } from '../../../input/safe-input.ts';
import { keepRowsChoice } from '../dependent-rows/keep-rows.ts';

const rowIds = z.array(dbId()).max(500);
const reasonId = boundedInt(1, 10_000).nullable();
const description = plainText(2000);

/** 'Avsluta': the ticked rows, each with its chosen month end (a discount's date is taken from its campaign). */
export const terminationChoicesSchema = z.object({
  rows: z.array(z.object({ rowId: dbId(), endDate: plainText(10) })).max(500),
  reasonId,
  description,
  sendConfirmation: z.boolean(),
  ...keepRowsChoice,
});
export type TerminationChoices = z.infer<typeof terminationChoicesSchema>;

/** 'Ångra': the ticked rows (their dates follow from the rows), reason, description and the fee flag. */
export const regretChoicesSchema = z.object({
  rowIds,
  reasonId,
  description,
  sendConfirmation: z.boolean(),
  regretFee: z.boolean(),
  ...keepRowsChoice,
});
export type RegretChoices = z.infer<typeof regretChoicesSchema>;

/** 'Avsluta (avliden)': the ticked rows and a description; the reason is always 'Kund har avlidit'. */
export const deceasedChoicesSchema = z.object({
  rowIds,
  description,
  sendConfirmation: z.boolean(),
  ...keepRowsChoice,
});
export type DeceasedChoices = z.infer<typeof deceasedChoicesSchema>;
