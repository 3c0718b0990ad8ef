import { z } from 'zod';
import { addDays, isMonthEnd, isRealDay } from '../../../dates.ts';
import { dbId, plainText } from '../../../input/safe-input.ts';
import { shortenServiceName } from '../../../text.ts';
import { formatKr } from '../../prices.ts';
import { withDependentRows } from '../dependent-rows/dependent-rows.ts';
import { keepRowsChoice } from '../dependent-rows/keep-rows.ts';
import { feePrice } from '../fee-price.ts';
import type { OperationHandler } from '../handler.ts';
import { type OperationPlan, operationPlan, type PlanOutcome, RefusalList } from '../plan.ts';
import { CUSTOMER_SERVICE_GROUP, caseField, plannedCase } from '../planned-case.ts';
import { plannedConfirmation } from '../planned-confirmation.ts';
import type { OperationContext } from '../snapshot.ts';
import { closeSelection } from '../termination/termination-rows.ts';
import { PAUSE } from './pause-codes.ts';
import { isPauseStart, pauseEndOptions, pauseStartWindow } from './pause-dates.ts';
import { isPauseSelectable, latestEarliestDate, pausedRows, pauseServices } from './pause-services.ts';
import { returningRows } from './returning-rows.ts';

export { PAUSE } from './pause-codes.ts';

export const PAUSE_TEXTS = {
  title: 'Pausa tjänster',
  endDateLabel: 'Slutdatum (pausen börjar)',
  startDateLabel: 'Startdatum (pausen slutar)',
  descriptionLabel: 'Beskrivning',
  feeInformedLabel: 'Kunden är informerad om pausavgiften',
  feeInfo: (amount: number) => `Pausen kostar ${formatKr(amount)}, som debiteras som en avgift på avtalet.`,
  noEarliestDate: 'Kan inte pausas',
  submit: 'Pausa valda tjänster',
  noServices: 'Välj minst en tjänst',
  notPausable: (name: string) => `${name} kan inte pausas`,
  endRequired: 'Välj när pausen börjar',
  endNotMonthEnd: 'Pausen börjar den sista dagen i en månad',
  endTooEarly: (earliest: string) => `Pausen kan börja tidigast ${earliest}`,
  endTooLate: 'Välj ett slutdatum bland de 60 månader som erbjuds',
  startRequired: 'Välj när pausen slutar',
  startOutsideWindow: (first: string, last: string) =>
    `Pausen slutar den första dagen i en månad, från ${first} till ${last}`,
  descriptionRequired: 'Ange en beskrivning',
  feeNotInformed: 'Kunden behöver informeras om pausavgiften',
  feeProductMissing: 'Pausavgiften (produkt PAUS) saknas i produktkatalogen',
  agreementEnded: 'Avtalet är avslutat',
  /** The preview's line for a row the pause pauses (pausedDays): the days it does not run. */
  pausedRow: (name: string, from: string, to: string) => `${name} pausas ${from} – ${to}.`,
  success: 'Pausen är registrerad.',
  failure: (message: string) => `Pausen kunde inte genomföras: ${message}`,
} as const;

export const pauseChoicesSchema = z.object({
  rowIds: z.array(dbId()).max(500),
  /** The last day the services run (the pause begins after it), at a month end. */
  endDate: plainText(10),
  /** The day the services run again (the pause ends), the first of a month. */
  startDate: plainText(10),
  description: plainText(1000),
  feeInformed: z.boolean(),
  sendConfirmation: z.boolean(),
  ...keepRowsChoice,
});

export type PauseChoices = z.infer<typeof pauseChoicesSchema>;

/** The PAUS price a customer pays (its price group's). */
export const pauseFeeAmount = feePrice;

/**
 * The plan of a pause (document 2 sections 2, 4, 5, 7, 9): the chosen services with their campaign groups end on
 * the end date, the PAUS fee row is added, the services return as new rows starting on the start date (priced as
 * before, with their discounts and binding: returningRows), and a case 187. The returning rows are ordinary rows
 * from then on: a later termination or date change governs them, so nothing terminated comes back.
 */
export function planPause(
  context: OperationContext,
  choices: PauseChoices,
  today: string,
  handler: OperationHandler,
): PlanOutcome {
  const refusals = new RefusalList();
  if (context.agreement.ended) refusals.add('', PAUSE_TEXTS.agreementEnded);
  const fee = context.products[PAUSE.feeProductNumber];
  const feeAmount = pauseFeeAmount(fee, context.customer.customerType);
  if (!fee || feeAmount === null) refusals.add('', PAUSE_TEXTS.feeProductMissing);

  const listed = pauseServices(context, today);
  // A campaign row and its discounts are chosen together, also past the form (document 2 section 4).
  const chosenIds = closeSelection(
    listed.map((service) => service.row),
    choices.rowIds,
  );
  const chosen = listed.filter((service) => chosenIds.includes(service.row.id));
  if (choices.rowIds.length === 0) refusals.add('rowIds', PAUSE_TEXTS.noServices);
  for (const id of new Set([...choices.rowIds, ...chosenIds])) {
    const service = chosen.find((candidate) => candidate.row.id === id);
    if (!service || !isPauseSelectable(service)) {
      const row = context.agreement.rows.find((candidate) => candidate.id === id);
      refusals.add(
        'rowIds',
        PAUSE_TEXTS.notPausable(row ? shortenServiceName(row.productName) : `rad ${id}`),
      );
    }
  }

  const { endDate, startDate } = choices;
  const latestEarliest = latestEarliestDate(chosen);
  if (!isRealDay(endDate)) refusals.add('endDate', PAUSE_TEXTS.endRequired);
  else if (!isMonthEnd(endDate)) refusals.add('endDate', PAUSE_TEXTS.endNotMonthEnd);
  else if (latestEarliest !== null && endDate < latestEarliest)
    refusals.add('endDate', PAUSE_TEXTS.endTooEarly(latestEarliest));
  else if (latestEarliest !== null && !pauseEndOptions(latestEarliest).includes(endDate))
    refusals.add('endDate', PAUSE_TEXTS.endTooLate);
  if (!isRealDay(startDate)) refusals.add('startDate', PAUSE_TEXTS.startRequired);
  else if (isRealDay(endDate) && isMonthEnd(endDate) && !isPauseStart(startDate, endDate)) {
    const window = pauseStartWindow(endDate);
    refusals.add('startDate', PAUSE_TEXTS.startOutsideWindow(window.first, window.last));
  }
  const description = choices.description.trim();
  if (!description) refusals.add('description', PAUSE_TEXTS.descriptionRequired);
  if (!choices.feeInformed) refusals.add('feeInformed', PAUSE_TEXTS.feeNotInformed);

  const outcome = refusals.outcome((): OperationPlan => {
    const names = chosen.map((service) => shortenServiceName(service.row.productName));
    const paused = pausedRows(
      context,
      chosen.map((service) => service.row),
      endDate,
    );
    const actionCode = listed.filter(isPauseSelectable).every((service) => chosenIds.includes(service.row.id))
      ? PAUSE.actionCodes.ALL
      : PAUSE.actionCodes.SOME;
    const reason =
      context.terminationReasons.find((item) => item.id === PAUSE.terminationReasonId)?.name ??
      PAUSE.terminationReasonName;
    const amount = feeAmount ?? 0;
    const feeName = fee?.name ?? PAUSE.feeProductNumber;
    return operationPlan({
      operation: 'pause',
      agreementNumber: context.agreement.agreementNumber,
      endRows: paused.map((row) => ({ rowId: row.id, productName: row.productName, endDate })),
      newRows: [
        {
          productNumber: PAUSE.feeProductNumber,
          productName: feeName,
          type: 'EXTRA_BILLING',
          price: amount,
          priceList: PAUSE.feePriceList,
          invoiceCode: PAUSE.feeInvoiceCode,
          quantity: 1,
          // A one-off fee on the pause's first day.
          startDate: addDays(endDate, 1),
          endDate: addDays(endDate, 1),
          card: 0,
          category: 'Övrigt',
          sourceRowId: null,
        },
        ...returningRows(paused, startDate, 1),
      ],
      cases: [
        plannedCase({
          typeId: PAUSE.caseTypeId,
          ownerGroupId: CUSTOMER_SERVICE_GROUP,
          status: 'IN_PROGRESS',
          priority: 'LOWEST',
          header: `Paus ${endDate} – ${startDate}`,
          fields: [
            caseField('Avtal', String(context.agreement.agreementNumber)),
            caseField('Tjänster', names.join(', ')),
            caseField('Slutdatum (pausen börjar)', endDate),
            caseField('Startdatum (pausen slutar)', startDate),
            caseField('Åtgärd', String(actionCode)),
            caseField('Orsak', reason),
            caseField('Beskrivning', description),
            caseField('Pausavgift', `${formatKr(amount)} (kunden informerad)`),
            caseField('Handläggare', `${handler.name} (${handler.employeeNumber})`),
          ],
        }),
      ],
      ...plannedConfirmation(context.customer, choices.sendConfirmation, () => ({
        title: 'Bekräftelse på paus',
        subject: 'Dina tjänster pausas',
        paragraphs: [
          `Hej ${context.customer.name}!`,
          `Vi har registrerat en paus av följande tjänster på avtal ${context.agreement.agreementNumber}: ${names.join(', ')}.`,
          `Tjänsterna är pausade från och med ${addDays(endDate, 1)} och startar igen ${startDate}.`,
          `Pausavgiften är ${formatKr(amount)}.`,
        ],
      })),
      fees: [{ name: feeName, amount }],
      details: {
        actionCode,
        terminationReasonId: PAUSE.terminationReasonId,
        endDate,
        startDate,
        description,
        feeInformed: true,
      },
    });
  });
  return withDependentRows(outcome, context, today, choices.keepRows);
}
