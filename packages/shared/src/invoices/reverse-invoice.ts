import { z } from 'zod';
import type { PlannedCase } from '../agreements/operations/plan.ts';
import { CUSTOMER_SERVICE_GROUP, caseField, plannedCase } from '../agreements/operations/planned-case.ts';
import { formatKr } from '../agreements/prices.ts';
import { isRealDay } from '../dates.ts';
import { dbId } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** Vänd faktura (document 2 sections 5, 7, 8 and 9). */
export const REVERSE_INVOICE = {
  caseTypeId: 227,
  /** TransGr3 of a reversed row: 2 credits it on the next invoice, 33 on this one (as compensation's codes). */
  transGroups: [2, 33] as const,
} as const;

export const REVERSE_INVOICE_TEXTS = {
  rowsRequired: 'Välj minst en rad',
  unknownRow: 'Raden finns inte på fakturan',
  alreadyReversed: 'Raden är redan vänd',
  oneOffDates: 'En engångsavgift kan inte få ändrade datum',
  periodOutside: 'Perioden måste ligga inom radens period',
  success: (count: number) => `Att vända ${count} rad(er) lyckades!`,
  transGroups: { 2: 'Nästa faktura', 33: 'Denna faktura' },
} as const;

export interface InvoiceRowFacts {
  transactionNo: number;
  productNumber: string;
  description: string;
  periodFrom: string | null;
  periodTo: string | null;
  amount: number;
  reversed: boolean;
}

/** A one-off charge: a row without a period (its dates cannot be edited). */
export const isOneOffRow = (row: InvoiceRowFacts) => row.periodFrom === null || row.periodTo === null;

/** A row can be reversed once, and only a charge (credit rows are not reversed again). */
export const isReversibleRow = (row: InvoiceRowFacts) => !row.reversed && row.amount > 0;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The credit of reversing `row` for `from`..`to`: its amount in proportion to the days, negative, in öre. */
export function reversalAmount(row: InvoiceRowFacts, from: string | null, to: string | null): number {
  if (isOneOffRow(row) || from === null || to === null) return -row.amount;
  const share = dayCount(from, to) / dayCount(row.periodFrom as string, row.periodTo as string);
  return -Math.round(row.amount * share * 100) / 100;
}

export const reverseInvoiceChoicesSchema = z.object({
  invoiceNumber: dbId('Ogiltigt fakturanummer'),
  rows: z
    .array(
      z.object({
        transactionNo: z.number().int().min(0).max(2_147_483_647),
        transGroup3: z.union([z.literal(2), z.literal(33)]),
        /** The period to reverse; none (or the row's own) reverses the whole row. */
        periodFrom: z.string().max(10).nullable(),
        periodTo: z.string().max(10).nullable(),
      }),
    )
    .max(500),
});

export type ReverseInvoiceChoices = z.infer<typeof reverseInvoiceChoicesSchema>;

export const reverseInvoiceInputSchema = z.object({
  requestId: requestIdSchema,
  choices: reverseInvoiceChoicesSchema,
});

export interface PlannedReversal {
  transactionNo: number;
  description: string;
  productNumber: string;
  periodFrom: string | null;
  periodTo: string | null;
  amount: number;
  transGroup3: 2 | 33;
}

export type ReverseInvoiceOutcome =
  | { ok: true; plan: { invoiceNumber: number; reversals: PlannedReversal[]; case: PlannedCase } }
  | { ok: false; refusals: Record<string, string[]> };

/** The reversal of the picked rows of an invoice, or the refusals (per row as `row.<transactionNo>`). */
export function planReverseInvoice(
  rows: InvoiceRowFacts[],
  choices: ReverseInvoiceChoices,
): ReverseInvoiceOutcome {
  const refusals: Record<string, string[]> = {};
  if (choices.rows.length === 0) refusals.rows = [REVERSE_INVOICE_TEXTS.rowsRequired];
  const reversals: PlannedReversal[] = [];
  const seen = new Set<number>();
  for (const picked of choices.rows) {
    const key = `row.${picked.transactionNo}`;
    const row = rows.find((item) => item.transactionNo === picked.transactionNo);
    if (!row) {
      refusals[key] = [REVERSE_INVOICE_TEXTS.unknownRow];
      continue;
    }
    if (!isReversibleRow(row) || seen.has(row.transactionNo)) {
      refusals[key] = [REVERSE_INVOICE_TEXTS.alreadyReversed];
      continue;
    }
    seen.add(row.transactionNo);
    const from = picked.periodFrom ?? row.periodFrom;
    const to = picked.periodTo ?? row.periodTo;
    if (isOneOffRow(row)) {
      if (picked.periodFrom !== null || picked.periodTo !== null) {
        refusals[key] = [REVERSE_INVOICE_TEXTS.oneOffDates];
        continue;
      }
    } else if (
      !from ||
      !to ||
      !isRealDay(from) ||
      !isRealDay(to) ||
      from > to ||
      from < (row.periodFrom as string) ||
      to > (row.periodTo as string)
    ) {
      refusals[key] = [REVERSE_INVOICE_TEXTS.periodOutside];
      continue;
    }
    reversals.push({
      transactionNo: row.transactionNo,
      description: row.description,
      productNumber: row.productNumber,
      periodFrom: isOneOffRow(row) ? null : from,
      periodTo: isOneOffRow(row) ? null : to,
      amount: reversalAmount(row, from, to),
      transGroup3: picked.transGroup3,
    });
  }
  if (Object.keys(refusals).length > 0) return { ok: false, refusals };
  return {
    ok: true,
    plan: {
      invoiceNumber: choices.invoiceNumber,
      reversals,
      case: plannedCase({
        typeId: REVERSE_INVOICE.caseTypeId,
        ownerGroupId: CUSTOMER_SERVICE_GROUP,
        status: 'IN_PROGRESS',
        priority: 'LOWEST',
        header: `Vänd faktura ${choices.invoiceNumber}`,
        fields: [
          caseField('Faktura', String(choices.invoiceNumber)),
          ...reversals.map((item) =>
            caseField(
              `Rad ${item.transactionNo}`,
              `${item.description} ${formatKr(item.amount)}, TransGr3 ${item.transGroup3}` +
                (item.periodFrom ? `, ${item.periodFrom} – ${item.periodTo}` : ''),
            ),
          ),
        ],
      }),
    },
  };
}
