import { z } from 'zod';
import { addDays } from '../../../dates.ts';
import { dbId } from '../../../input/safe-input.ts';
import { shortenServiceName } from '../../../text.ts';
import { formatKr } from '../../prices.ts';
import { carriedKeep, keepReasonTexts, keepRowsChoice, keptRowsDetail } from '../dependent-rows/keep-rows.ts';
import { dependentKindOf } from '../dependent-rows/service-kinds.ts';
import type { OperationHandler } from '../handler.ts';
import {
  type OperationPlan,
  operationPlan,
  type PlannedDependentRow,
  type PlannedRow,
  type PlanOutcome,
  RefusalList,
} from '../plan.ts';
import { BUSINESS_SUPPORT_GROUP, CUSTOMER_SERVICE_GROUP, caseField, plannedCase } from '../planned-case.ts';
import { plannedConfirmation } from '../planned-confirmation.ts';
import type { OperationContext, OperationRow } from '../snapshot.ts';
import {
  CONTINUE,
  continueFollowers,
  continuePrice,
  continueSelection,
  continueServices,
  daysNotYetRun,
  isBlockedSelection,
} from './continue-rules.ts';
import { followedKind, kindRunsUntil } from './continued-dependents.ts';

const FAILURE_PREFIX = 'Fortsättningen av tjänster kunde inte genomföras: ';

export const CONTINUE_TEXTS = {
  title: 'Fortsätt tjänster',
  submit: 'Fortsätt med valda tjänster',
  empty: 'Det finns inga avslutade tjänster att fortsätta.',
  loadingInventory: 'Hämtar utbudet för adressen från Commerce...',
  noInventory: 'Utbudet för adressen kunde inte hämtas.',
  blockedWarning:
    'Minst en vald tjänst avslutas inom 3 dagar och kan hinna stängas av innan den fortsätter. Ärendet går till Företag/Affärsstöd.',
  noServices: 'Välj minst en tjänst',
  notContinuable: (name: string) => `${name} kan inte fortsättas`,
  agreementEnded: 'Avtalet är avslutat',
  success: 'Nya avtalsrad(er) har skapats.',
  /** The spec's failure text around `message`; a message that already is one (the server's) is kept as it is. */
  failure: (message: string) =>
    message.startsWith(FAILURE_PREFIX) ? message : `${FAILURE_PREFIX}${message}`,
} as const;

export const continueChoicesSchema = z.object({
  rowIds: z.array(dbId()).max(500),
  sendConfirmation: z.boolean(),
  /** 'Följer med tjänsten' unticked: rows that ended with a chosen service and stay ended, each with the reason. */
  ...keepRowsChoice,
});

export type ContinueChoices = z.infer<typeof continueChoicesSchema>;

/**
 * A continued service: the same product from the day after its end, at the new price; a row the agent kept without
 * its service stays kept (issue 26).
 */
function continuedRow(row: OperationRow, price: number): PlannedRow {
  return {
    productNumber: row.productNumber,
    productName: row.productName,
    type: row.type,
    price,
    priceList: row.priceList,
    invoiceCode: row.invoiceCode,
    quantity: row.quantity,
    startDate: addDays(row.endDate!, 1),
    endDate: null,
    card: row.card,
    category: row.category,
    sourceRowId: row.id,
    ...carriedKeep(row),
  };
}

/**
 * The continued rows with their ends: a hardware, card or add-on row runs while a main service of its kind does,
 * once the continue is applied (issue 26), and ends with the last of them.
 */
function endingWithService(continued: readonly PlannedRow[], context: OperationContext): PlannedRow[] {
  const { products } = context;
  const after = [...context.agreement.rows, ...continued.map((row) => ({ ...row, parentRowId: null }))];
  return continued.map((row) => {
    const kind = followedKind({ ...row, parentRowId: null }, after, products);
    const end = kind === null ? null : kindRunsUntil(kind, row.startDate as string, after, products);
    return end ? { ...row, endDate: end } : row;
  });
}

/**
 * A continued row on the days no row of its product and card runs already: a router whose days kept without its
 * broadband are a row of their own (a transfer during the pause it was kept through) comes back around them.
 */
function aroundDaysRun(continued: PlannedRow, context: OperationContext): PlannedRow[] {
  const { rows } = context.agreement;
  const source = rows.find((row) => row.id === continued.sourceRowId) as OperationRow;
  return daysNotYetRun(continued, source, rows).map((piece) => ({
    ...continued,
    startDate: piece.start,
    endDate: piece.end,
  }));
}

/** 'Följer med tjänsten' of a continue: a row that ended with a chosen service, back with it unless kept ended. */
function followingRow(
  row: OperationRow,
  context: OperationContext,
  keptReason: string | null,
): PlannedDependentRow {
  return {
    rowId: row.id,
    productName: row.productName,
    kind: dependentKindOf(row, context.products)!,
    endDate: row.endDate,
    returnDates: [addDays(row.endDate!, 1)],
    hardware: row.type === 'HARDWARE',
    keptReason,
    continues: true,
  };
}

/**
 * The plan of continue services (document 2 sections 2, 4, 5, 7, 9): a new row per selected service (hire and loan
 * rows bring their product-30000 siblings) starting the day after it ends at max(list price of the customer's price
 * group, current price), and a case 309 in group 42 status 2, or group 84 status 1 when a selected service ends
 * within 3 days (Playtjänster and Digitala tjänster aside, the warning's rule). `offered` is the product numbers
 * of the address's inventory (Commerce), asked for before planning. The hardware, cards and add-ons that ended with
 * a selected service come back with it (continueFollowers, issue 26), listed as following it; one the agent
 * unticks (keepRows, a reason required) stays ended.
 */
export function planContinue(
  context: OperationContext,
  offered: readonly string[],
  choices: ContinueChoices,
  today: string,
  handler: OperationHandler,
): PlanOutcome {
  const refusals = new RefusalList();
  if (context.agreement.ended) refusals.add('', CONTINUE_TEXTS.agreementEnded);
  const listedIds = new Set(continueServices(context, offered, today).map((row) => row.id));
  if (choices.rowIds.length === 0) refusals.add('rowIds', CONTINUE_TEXTS.noServices);
  for (const id of choices.rowIds) {
    if (listedIds.has(id)) continue;
    const row = context.agreement.rows.find((candidate) => candidate.id === id);
    refusals.add(
      'rowIds',
      CONTINUE_TEXTS.notContinuable(row ? shortenServiceName(row.productName) : `rad ${id}`),
    );
  }

  const kept = new Map((choices.keepRows ?? []).map((keep) => [keep.rowId, keep.reason.trim()]));
  const followers = refusals.empty
    ? continueFollowers(context, choices.rowIds, today).map((row) =>
        followingRow(row, context, kept.get(row.id) ?? null),
      )
    : [];
  for (const follower of followers)
    if (follower.keptReason === '')
      refusals.add('keepRows', keepReasonTexts(follower).required(follower.productName));

  return refusals.outcome((): OperationPlan => {
    const following = followers.filter((row) => row.keptReason === null).map((row) => row.rowId);
    const ids = new Set(continueSelection(context, [...choices.rowIds, ...following], today));
    const rows = context.agreement.rows.filter((row) => ids.has(row.id));
    const { customerType } = context.customer;
    const newRows = endingWithService(
      rows.map((row) =>
        continuedRow(row, continuePrice(row, context.products[row.productNumber], customerType)),
      ),
      context,
    ).flatMap((row) => aroundDaysRun(row, context));
    const blocked = isBlockedSelection(rows, today);
    const lines = newRows.map(
      (row) =>
        `${shortenServiceName(row.productName)} från ${row.startDate}${row.endDate ? ` till ${row.endDate}` : ''}, ${formatKr(row.price)}`,
    );
    return operationPlan({
      operation: 'continue',
      agreementNumber: context.agreement.agreementNumber,
      newRows,
      cases: [
        plannedCase({
          typeId: CONTINUE.caseTypeId,
          ownerGroupId: blocked ? BUSINESS_SUPPORT_GROUP : CUSTOMER_SERVICE_GROUP,
          status: blocked ? 'NOT_STARTED' : 'IN_PROGRESS',
          priority: 'LOWEST',
          header: `Fortsätt tjänster, ${rows.length} st`,
          fields: [
            caseField('Avtal', String(context.agreement.agreementNumber)),
            caseField('Tjänster', lines.join('\n')),
            caseField('Avslutas inom 3 dagar', blocked ? 'Ja' : 'Nej'),
            caseField('Handläggare', `${handler.name} (${handler.employeeNumber})`),
          ],
        }),
      ],
      ...plannedConfirmation(context.customer, choices.sendConfirmation, () => ({
        title: 'Bekräftelse på fortsatta tjänster',
        subject: 'Dina tjänster fortsätter',
        paragraphs: [
          `Hej ${context.customer.name}!`,
          `Följande tjänster på avtal ${context.agreement.agreementNumber} fortsätter: ${lines.join('; ')}.`,
        ],
      })),
      ...(followers.length > 0 ? { dependentRows: followers } : {}),
      details: { blocked, rowIds: rows.map((row) => row.id).join(','), ...keptRowsDetail(followers) },
    });
  });
}
