import { z } from 'zod';
import { addDays, isRealDay, lastDayOfMonth } from '../../../dates.ts';
import { dbId } from '../../../input/safe-input.ts';
import { canReceiveConfirmation } from '../confirmation-email.ts';
import type { OperationHandler } from '../handler.ts';
import { continuedRow, leavingRows } from '../move/move-check.ts';
import { type OperationPlan, operationPlan, type PlannedEmail, RefusalList, type Refusals } from '../plan.ts';
import { copyFamilies } from '../row-families.ts';
import type { OperationContext, OperationRow } from '../snapshot.ts';
import { ASSIGNMENT_TEXTS } from './assignment-texts.ts';

export { ASSIGNMENT_TEXTS } from './assignment-texts.ts';

/**
 * Assignment of an agreement (Överlåtelse av avtal, document 3 panel 3, sections 4, 5, 7, 8, 9): the agreement
 * goes to another customer. The assigner's active services end on a month-end; the receiver's start the day
 * after, the day the agreement is handed over (until then the assigner holds it); each side may get a
 * confirmation e-mail.
 */
export const ASSIGNMENT = {
  /** Month-ends offered (document 3 section 9). */
  monthEnds: 60,
  /** Search button from this many characters. */
  searchMinLength: 3,
} as const;

/** The customer who receives the agreement, as the plan needs them. */
export interface AssignmentParty {
  customerNumber: number;
  name: string;
  email: string | null;
}

export const assignmentChoicesSchema = z.object({
  receiverCustomerNumber: dbId(ASSIGNMENT_TEXTS.receiverRequired),
  endDate: z.string().max(10),
  emailAssigner: z.boolean(),
  emailAssignee: z.boolean(),
});

export type AssignmentChoices = z.infer<typeof assignmentChoicesSchema>;

/** A row that has not ended by `day` (no end date, or one on or after it). */
export function isActiveRow(row: Pick<OperationRow, 'endDate'>, day: string): boolean {
  return row.endDate === null || row.endDate >= day;
}

/**
 * The rows the assignment moves: services and add-ons (not one-offs or equipment) still running after `endDate`,
 * also those that start later (an upcoming channel goes to the receiver under its package's copy).
 */
function movedRows(rows: readonly OperationRow[], endDate: string): OperationRow[] {
  return rows.filter(
    (row) =>
      (row.type === 'SERVICE' || row.type === 'ADDON') && (row.endDate === null || row.endDate > endDate),
  );
}

/** The earliest end date: the end of this month, or the latest billed-to date of the active lines if later. */
export function earliestAssignmentEndDate(rows: readonly OperationRow[], today: string): string {
  const monthEnd = lastDayOfMonth(today);
  const billed = rows
    .filter((row) => isActiveRow(row, today))
    .map((row) => row.invoicedUntil)
    .filter((day): day is string => day !== null && isRealDay(day))
    .reduce<string | null>((latest, day) => (latest === null || day > latest ? day : latest), null);
  return billed !== null && billed > monthEnd ? billed : monthEnd;
}

/** The next 60 month-ends from this month's, those not before the earliest end date. */
export function assignmentEndDates(rows: readonly OperationRow[], today: string): string[] {
  const earliest = earliestAssignmentEndDate(rows, today);
  return Array.from({ length: ASSIGNMENT.monthEnds }, (_, offset) => lastDayOfMonth(today, offset)).filter(
    (day) => day >= earliest,
  );
}

/** An assignment's plan: the OperationPlan plus who gets which confirmation. */
export interface AssignmentPlan extends OperationPlan {
  receiver: AssignmentParty;
  endDate: string;
  startDate: string;
  /** The e-mails to send, each to its side (the plan's `emails` are the same messages, in this order). */
  confirmations: { to: 'assigner' | 'assignee'; email: PlannedEmail }[];
  /** A side whose confirmation was asked for but whose address cannot take it. */
  unsendable: ('assigner' | 'assignee')[];
}

export type AssignmentOutcome = { ok: true; plan: AssignmentPlan } | { ok: false; refusals: Refusals };

function assignerEmail(agreementNumber: number, receiver: string, endDate: string): PlannedEmail {
  return {
    title: 'Överlåtelse av avtal',
    subject: `Ditt avtal ${agreementNumber} överlåts`,
    paragraphs: [ASSIGNMENT_TEXTS.assigned(agreementNumber, receiver), ASSIGNMENT_TEXTS.assignerEnd(endDate)],
  };
}

function assigneeEmail(agreementNumber: number, receiver: string, startDate: string): PlannedEmail {
  return {
    title: 'Överlåtelse av avtal',
    subject: `Avtal ${agreementNumber} överlåts till dig`,
    paragraphs: [
      ASSIGNMENT_TEXTS.assigned(agreementNumber, receiver),
      ASSIGNMENT_TEXTS.assigneeStart(startDate),
    ],
  };
}

/**
 * The plan of an assignment: the receiver must be another customer, the end date one of the offered month-ends,
 * and the agreement not already on its way to someone. The assigner's moved rows end on the end date, copies start
 * the day after, and a follow-up hands the agreement to the receiver that day.
 */
export function planAssignment(
  context: OperationContext,
  choices: AssignmentChoices,
  today: string,
  _handler: OperationHandler,
  receiver: AssignmentParty | null,
): AssignmentOutcome {
  const refusals = new RefusalList();
  const { agreement, customer } = context;
  if (agreement.ended) refusals.add('', ASSIGNMENT_TEXTS.agreementEnded);
  if (agreement.handOver) {
    refusals.add(
      '',
      ASSIGNMENT_TEXTS.handOverPending(agreement.handOver.receiverName, agreement.handOver.startDate),
    );
  }
  if (receiver === null) refusals.add('receiverCustomerNumber', ASSIGNMENT_TEXTS.receiverRequired);
  else if (receiver.customerNumber === customer.customerNumber) {
    refusals.add('receiverCustomerNumber', ASSIGNMENT_TEXTS.sameCustomer);
  }
  const { endDate } = choices;
  if (endDate === '') refusals.add('endDate', ASSIGNMENT_TEXTS.endDateRequired);
  else if (!assignmentEndDates(agreement.rows, today).includes(endDate)) {
    refusals.add('endDate', ASSIGNMENT_TEXTS.endDateNotOffered);
  }
  if (!refusals.empty || receiver === null) return { ok: false, refusals: refusals.refusals };

  const startDate = addDays(endDate, 1);
  const moved = movedRows(agreement.rows, endDate);
  const confirmations: AssignmentPlan['confirmations'] = [];
  const unsendable: AssignmentPlan['unsendable'] = [];
  if (choices.emailAssigner) {
    if (canReceiveConfirmation(customer.email)) {
      confirmations.push({
        to: 'assigner',
        email: assignerEmail(agreement.agreementNumber, receiver.name, endDate),
      });
    } else unsendable.push('assigner');
  }
  if (choices.emailAssignee) {
    if (canReceiveConfirmation(receiver.email)) {
      confirmations.push({
        to: 'assignee',
        email: assigneeEmail(agreement.agreementNumber, receiver.name, startDate),
      });
    } else unsendable.push('assignee');
  }
  const base = operationPlan({
    operation: 'assignment',
    agreementNumber: agreement.agreementNumber,
    // Those started end on the end date; those not started by the start date are cancelled, never having run.
    ...leavingRows(moved, startDate),
    // Each family goes on for the receiver: sub-rows under their parent's copy, campaign and binding kept.
    newRows: copyFamilies(moved, (row) => continuedRow(row, startDate)).rows,
    emails: confirmations.map((item) => item.email),
    // The assigner holds the agreement through the end date; the job queue hands it over on the start date.
    followUps: [
      {
        kind: 'handOverAgreement',
        runOn: startDate,
        assignerCustomerNumber: customer.customerNumber,
        receiverCustomerNumber: receiver.customerNumber,
        receiverName: receiver.name,
      },
    ],
    confirmationUnsendable: unsendable.length > 0,
    details: {
      assignerCustomerNumber: customer.customerNumber,
      assigneeCustomerNumber: receiver.customerNumber,
      endDate,
      startDate,
      services: moved.map((row) => row.productName).join(', '),
    },
  });
  return {
    ok: true,
    plan: { ...base, receiver, endDate, startDate, confirmations, unsendable },
  };
}

/** What the server answers after an assignment. */
export const assignmentResultSchema = z.object({
  planFingerprint: z.string(),
  agreementNumber: z.number().int(),
  receiver: z.object({ customerNumber: z.number().int(), name: z.string(), email: z.string().nullable() }),
  endDate: z.string(),
  startDate: z.string(),
  createdRowIds: z.array(z.number().int()),
  endedRowIds: z.array(z.number().int()),
  caseNumbers: z.array(z.number().int()),
  /** Each side's confirmation: accepted by the e-mail adapter (PENDING), not sendable, or not asked for. */
  assignerConfirmation: z.enum(['SENT', 'NOT_SENT', 'NOT_ASKED']),
  assigneeConfirmation: z.enum(['SENT', 'NOT_SENT', 'NOT_ASKED']),
  assigner: z.object({ name: z.string(), email: z.string().nullable() }),
});

export type AssignmentResult = z.infer<typeof assignmentResultSchema>;

/** The success lines of document 3 section 8, confirmation lines included. */
export function assignmentSuccessLines(result: AssignmentResult): string[] {
  const lines = [
    ASSIGNMENT_TEXTS.assigned(result.agreementNumber, result.receiver.name),
    ASSIGNMENT_TEXTS.assignerEnd(result.endDate),
    ASSIGNMENT_TEXTS.assigneeStart(result.startDate),
  ];
  if (result.assignerConfirmation === 'SENT') {
    lines.push(ASSIGNMENT_TEXTS.confirmationSent(result.assigner.name, result.assigner.email ?? ''));
  } else if (result.assignerConfirmation === 'NOT_SENT') lines.push(ASSIGNMENT_TEXTS.assignerNotSent);
  if (result.assigneeConfirmation === 'SENT') {
    lines.push(ASSIGNMENT_TEXTS.confirmationSent(result.receiver.name, result.receiver.email ?? ''));
  } else if (result.assigneeConfirmation === 'NOT_SENT') lines.push(ASSIGNMENT_TEXTS.assigneeNotSent);
  return lines;
}

/** The customer search: at least 3 characters, customer number or personal number. */
export function canSearchReceiver(text: string): boolean {
  return text.trim().length >= ASSIGNMENT.searchMinLength;
}
