import { z } from 'zod';
import type { PlannedCase } from '../agreements/operations/plan.ts';
import { CUSTOMER_SERVICE_GROUP, caseField, plannedCase } from '../agreements/operations/planned-case.ts';
import { addDays, addMonths, isRealDay, lastDayOfMonth } from '../dates.ts';
import { dbId, plainText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** Anstånd (document 2 sections 5, 8 and 9). */
export const DEFERMENT = {
  caseTypeId: 248,
  /** Invoices handed to collection are never deferred (fakturaKontrollstatus). */
  collectionStatus: 'PåInkasso',
  windowMonths: 12,
  /** Red: this many deferments in the window, or more than `redLateInvoices` late invoices. */
  redDeferments: 2,
  redLateInvoices: 4,
  /** Yellow (our reading of 'a warning to double check'): one deferment, or 3 or 4 late invoices. */
  yellowLateInvoices: 3,
} as const;

export const DEFERMENT_TEXTS = {
  title: 'Anstånd',
  fetchFailed: 'Kunde inte hämta anstånd...',
  green: 'OK att ge kund anstånd',
  yellow:
    'Dubbelkolla innan du ger anstånd: kunden har fått anstånd eller betalat sent under det senaste året.',
  red: 'Inget anstånd får ges',
  noInvoices: 'Det finns inga fakturor att ge anstånd till.',
  invoiceRequired: 'Välj en faktura',
  invoiceNotDeferrable: 'Fakturan kan inte få anstånd',
  dateRequired: 'Välj ett nytt förfallodatum',
  dateOutsideWindow: (first: string, last: string) =>
    `Det nya förfallodatumet måste ligga mellan ${first} och ${last}`,
  datePassed: 'Det nya förfallodatumet kan inte ligga bakåt i tiden',
  dateNotLater: (dueDate: string) =>
    `Det nya förfallodatumet måste vara senare än nuvarande förfallodatum ${dueDate}`,
  noLaterDate: (last: string) => `Fakturan kan inte få anstånd: förfallodatumet kan som senast vara ${last}`,
  success: 'Anståndet är registrerat.',
  failure: (message: string) => `Anståndet kunde inte registreras: ${message}`,
} as const;

export type DefermentColour = 'GREEN' | 'YELLOW' | 'RED';

/** What the status is computed from: the customer's deferments and invoices (ISO days). */
export interface DefermentHistory {
  /** The days the customer's deferments were given. */
  defermentDays: string[];
  invoices: { invoiceDate: string; dueDate: string; paidDate: string | null; remainingAmount: number }[];
}

/** Late: paid after its due date, or still unpaid after it. */
export function isLateInvoice(invoice: DefermentHistory['invoices'][number], today: string): boolean {
  if (invoice.paidDate !== null) return invoice.paidDate > invoice.dueDate;
  return invoice.remainingAmount > 0 && invoice.dueDate < today;
}

/** The first day of the 12 months that count (deferments given and invoices dated from it on). */
export function defermentWindowStart(today: string): string {
  return addMonths(today, -DEFERMENT.windowMonths);
}

/** Green, Yellow or Red: what the last 12 months say about giving one more deferment. */
export function defermentColour(history: DefermentHistory, today: string): DefermentColour {
  const from = defermentWindowStart(today);
  const deferments = history.defermentDays.filter((day) => day > from && day <= today).length;
  const late = history.invoices.filter(
    (invoice) => invoice.invoiceDate > from && isLateInvoice(invoice, today),
  ).length;
  if (deferments >= DEFERMENT.redDeferments || late > DEFERMENT.redLateInvoices) return 'RED';
  if (deferments >= 1 || late >= DEFERMENT.yellowLateInvoices) return 'YELLOW';
  return 'GREEN';
}

export const DEFERMENT_COLOUR_TEXTS: Record<DefermentColour, string> = {
  GREEN: DEFERMENT_TEXTS.green,
  YELLOW: DEFERMENT_TEXTS.yellow,
  RED: DEFERMENT_TEXTS.red,
};

export interface DeferrableInvoiceFacts {
  invoiceNumber: number;
  invoiceDate: string;
  dueDate: string;
  remainingAmount: number;
  controlStatus: string | null;
}

/** Offered for a deferment: money left to pay and not on collection. */
export function isDeferrable(invoice: DeferrableInvoiceFacts): boolean {
  return invoice.remainingAmount > 0 && invoice.controlStatus !== DEFERMENT.collectionStatus;
}

/**
 * The days the new due date may take: document 2 section 5's window, from the invoice date to the end of the month
 * after the invoice month, and a deferment never shortens nor goes back in time: from the day after the current due
 * date and from today on. Empty (first after last) when the invoice cannot be deferred any further.
 */
export function defermentWindow(
  invoice: Pick<DeferrableInvoiceFacts, 'invoiceDate' | 'dueDate'>,
  today: string,
): { first: string; last: string } {
  const first = [invoice.invoiceDate, addDays(invoice.dueDate, 1), today].reduce((a, b) => (a > b ? a : b));
  return { first, last: lastDayOfMonth(invoice.invoiceDate, 1) };
}

/** Why `newDueDate` is not a day of the invoice's deferment window, or null when it is. */
function newDueDateRefusal(
  invoice: DeferrableInvoiceFacts,
  newDueDate: string,
  today: string,
): string | null {
  const { first, last } = defermentWindow(invoice, today);
  if (first > last) return DEFERMENT_TEXTS.noLaterDate(last);
  if (newDueDate < today) return DEFERMENT_TEXTS.datePassed;
  if (newDueDate <= invoice.dueDate) return DEFERMENT_TEXTS.dateNotLater(invoice.dueDate);
  if (newDueDate < first || newDueDate > last) return DEFERMENT_TEXTS.dateOutsideWindow(first, last);
  return null;
}

export const defermentChoicesSchema = z.object({
  invoiceNumber: z.number().int().min(0).max(2_147_483_647),
  newDueDate: plainText(10),
});

export type DefermentChoices = z.infer<typeof defermentChoicesSchema>;

export const defermentInputSchema = z.object({
  requestId: requestIdSchema,
  customerNumber: dbId('Ogiltigt kundnummer'),
  choices: defermentChoicesSchema,
});

export interface DefermentPlan {
  invoiceNumber: number;
  oldDueDate: string;
  newDueDate: string;
  remainingAmount: number;
  /** The case type 248 the deferment opens. */
  case: PlannedCase;
}

export type DefermentOutcome =
  | { ok: true; plan: DefermentPlan }
  | { ok: false; refusals: Record<string, string[]> };

/**
 * The deferment the user asks for, or the refusals per field ('' for the whole: status Red). `invoices` are the
 * customer's; an invoice number 0 means none was picked. The new due date must be a day of defermentWindow.
 */
export function planDeferment(
  args: { colour: DefermentColour; invoices: DeferrableInvoiceFacts[] },
  choices: DefermentChoices,
  today: string,
): DefermentOutcome {
  const refusals: Record<string, string[]> = {};
  if (args.colour === 'RED') refusals[''] = [DEFERMENT_TEXTS.red];
  const invoice = args.invoices.find((item) => item.invoiceNumber === choices.invoiceNumber);
  if (choices.invoiceNumber === 0) refusals.invoiceNumber = [DEFERMENT_TEXTS.invoiceRequired];
  else if (!invoice || !isDeferrable(invoice))
    refusals.invoiceNumber = [DEFERMENT_TEXTS.invoiceNotDeferrable];
  if (!isRealDay(choices.newDueDate)) refusals.newDueDate = [DEFERMENT_TEXTS.dateRequired];
  else if (invoice) {
    const refusal = newDueDateRefusal(invoice, choices.newDueDate, today);
    if (refusal !== null) refusals.newDueDate = [refusal];
  }
  if (Object.keys(refusals).length > 0 || !invoice) return { ok: false, refusals };
  return {
    ok: true,
    plan: {
      invoiceNumber: invoice.invoiceNumber,
      oldDueDate: invoice.dueDate,
      newDueDate: choices.newDueDate,
      remainingAmount: invoice.remainingAmount,
      case: plannedCase({
        typeId: DEFERMENT.caseTypeId,
        ownerGroupId: CUSTOMER_SERVICE_GROUP,
        status: 'IN_PROGRESS',
        priority: 'LOWEST',
        header: `Anstånd faktura ${invoice.invoiceNumber}`,
        fields: [
          caseField('Faktura', String(invoice.invoiceNumber)),
          caseField('Förfallodatum', invoice.dueDate),
          caseField('Nytt förfallodatum', choices.newDueDate),
        ],
      }),
    },
  };
}
