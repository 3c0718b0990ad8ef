import { z } from 'zod';
import { isRealDay } from '../../../dates.ts';
import { plainText } from '../../../input/safe-input.ts';
import { isDiscount } from '../../billing/billing-projection.ts';
import { formatKr } from '../../prices.ts';
import { withDependentRows } from '../dependent-rows/dependent-rows.ts';
import { keepRowsChoice } from '../dependent-rows/keep-rows.ts';
import type { OperationHandler } from '../handler.ts';
import {
  type OperationPlan,
  operationPlan,
  type PlannedRow,
  type PlanOutcome,
  RefusalList,
} from '../plan.ts';
import { CUSTOMER_SERVICE_GROUP, caseField, plannedCase } from '../planned-case.ts';
import { plannedConfirmation } from '../planned-confirmation.ts';
import { copyFamilies } from '../row-families.ts';
import type { OperationContext, OperationRow } from '../snapshot.ts';
import {
  chosenOffer,
  continuedRow,
  earliestMoveDate,
  everyReplacementChosen,
  isMovable,
  leavingRows,
  MOVE_CHECK_TEXTS,
  type MoveCheck,
  movingRows,
  type ReplacementChoice,
  requiredReplacements,
} from './move-check.ts';

/** Document 3 section 9: the moving fee row and the move case. */
export const MOVE = {
  fee: {
    productName: 'Flyttavgift',
    productNumber: 'FLYTT',
    price: 150,
    invoiceCode: 2,
    priceList: 31,
    quantity: 1,
  },
  caseTypeId: 137,
  caseOwnerGroupId: CUSTOMER_SERVICE_GROUP,
} as const;

export const MOVE_TEXTS = {
  notMovable: 'Det är inte möjligt att flytta avtalet.',
  addressIdRequired: 'Ange ett adress-id',
  mainAgreementRequired: 'Välj ett huvudavtal',
  moveDateRequired: 'Ange ett flyttdatum',
  moveDateTooEarly: (earliest: string) => `Flyttdatumet kan tidigast vara ${earliest}`,
  replacementRequired: 'Välj en ersättningstjänst för varje tjänst som behöver det',
  updateAddresses: 'Uppdatera adresser',
  success: (agreementNumber: number) => `Flytten genomfördes till avtal ${agreementNumber}.`,
  failure: (message: string) => `Något gick fel: ${message}`,
  emailTitle: 'Bekräftelse på flytt',
  emailSubject: 'Din flytt är registrerad',
} as const;

/** replacements as a list (existing broadband product → chosen offer); the form and the procedure validate the same. */
export const replacementChoicesSchema = z
  .array(z.object({ existingProductNumber: plainText(40), productNumber: plainText(40) }))
  .max(50);

export const moveChoicesSchema = z.object({
  addressId: plainText(40),
  mainAgreementNumber: z.number().int().positive().max(2_147_483_647).nullable(),
  moveDate: plainText(10),
  /** 'Uppdatera adresser': Ja (the customer's delivery address becomes the new one on the move date) or Nej. */
  updateAddresses: z.boolean(),
  sendConfirmation: z.boolean(),
  replacements: replacementChoicesSchema,
  ...keepRowsChoice,
});

export type MoveChoices = z.infer<typeof moveChoicesSchema>;

/** The offer chosen for a row the check asks a replacement for, if any. */
function replacementOffer(row: OperationRow, check: MoveCheck, choices: ReplacementChoice[]) {
  const replacement = requiredReplacements(check.statuses).find(
    (item) => item.existingProductNumber === row.productNumber,
  );
  return replacement && chosenOffer(replacement, choices);
}

/**
 * The plan of a move (document 3 panel 14): the agreement's services end the day before the move date and
 * continue on a new agreement at the new address under the chosen main agreement (broadband replaced where the
 * check asks for it), the moving fee on the new agreement, a move case 137 in group 42 and the confirmation.
 * `check` is the move check for the chosen address and main agreement; the server asks for it again.
 */
export function planMove(
  context: OperationContext,
  choices: MoveChoices,
  check: MoveCheck,
  today: string,
  handler: OperationHandler,
): PlanOutcome {
  const refusals = new RefusalList();
  const { agreement, customer } = context;
  if (!choices.addressId.trim()) refusals.add('addressId', MOVE_TEXTS.addressIdRequired);
  if (choices.mainAgreementNumber === null)
    refusals.add('mainAgreementNumber', MOVE_TEXTS.mainAgreementRequired);
  const earliest = earliestMoveDate(today);
  if (!isRealDay(choices.moveDate)) refusals.add('moveDate', MOVE_TEXTS.moveDateRequired);
  else if (choices.moveDate < earliest) refusals.add('moveDate', MOVE_TEXTS.moveDateTooEarly(earliest));
  if (agreement.ended || !isMovable(check)) refusals.add('', MOVE_TEXTS.notMovable);
  // A broadband service needing a replacement nothing is offered for cannot move: the agent is told which.
  const unreplaceable = requiredReplacements(check.statuses).filter((item) => item.offers.length === 0);
  for (const replacement of unreplaceable)
    refusals.add('replacements', MOVE_CHECK_TEXTS.noReplacementOffered(replacement.existingProductName));
  if (unreplaceable.length === 0 && !everyReplacementChosen(check.statuses, choices.replacements))
    refusals.add('replacements', MOVE_TEXTS.replacementRequired);

  const outcome = refusals.outcome((): OperationPlan => {
    const { moveDate } = choices;
    const { target } = check;
    const rows = movingRows(agreement.rows, moveDate);
    const offers = new Map(rows.map((row) => [row.id, replacementOffer(row, check, choices.replacements)]));
    // Families move together; a replaced service's campaign (and so its discount) stays behind.
    const { rows: newRows, sources } = copyFamilies(
      rows.filter((row) => !(isDiscount(row) && offers.get(row.parentRowId as number))),
      (row) => continuedRow(row, moveDate, offers.get(row.id)),
    );
    const replaced = newRows.filter((row, index) => row.productNumber !== sources[index]?.productNumber);
    const services = newRows.filter((row) => !row.parent);
    const feeRow: PlannedRow = {
      ...MOVE.fee,
      type: 'EXTRA_BILLING',
      startDate: moveDate,
      endDate: moveDate,
      card: 0,
      category: 'Övrigt',
      sourceRowId: null,
    };
    const newAddress = `${target.deliveryAddress}, ${target.zipCode} ${target.city}`;
    return operationPlan({
      operation: 'move',
      agreementNumber: agreement.agreementNumber,
      ...leavingRows(rows, moveDate),
      target: {
        agreementNumber: null,
        address: {
          addressId: target.addressId,
          deliveryAddress: target.deliveryAddress,
          postalCode: target.zipCode,
          city: target.city,
          mainAgreementNumber: target.mainAgreementNumber,
          mainCentral: target.mainCentral,
          orderInfo: target.orderNumber,
        },
        rows: [...newRows, feeRow],
      },
      // 'Uppdatera adresser': the customer's delivery address follows the move date, not the day it is registered.
      followUps: choices.updateAddresses
        ? [
            {
              kind: 'moveCustomerAddress',
              runOn: moveDate,
              address: {
                deliveryAddress: target.deliveryAddress,
                postalCode: target.zipCode,
                city: target.city,
              },
            },
          ]
        : [],
      cases: [
        plannedCase({
          typeId: MOVE.caseTypeId,
          ownerGroupId: MOVE.caseOwnerGroupId,
          status: 'IN_PROGRESS',
          priority: 'LOWEST',
          header: `Flytt till ${target.deliveryAddress}`,
          fields: [
            caseField('Avtal', String(agreement.agreementNumber)),
            caseField('Gammal adress', `${agreement.deliveryAddress}, ${agreement.deliveryCity}`),
            caseField('Ny adress', newAddress),
            caseField('Adress-id', target.addressId),
            caseField('Nytt huvudavtal', `${target.mainAgreementNumber} ${target.mainAgreementName}`),
            caseField('Flyttdatum', moveDate),
            caseField(MOVE_TEXTS.updateAddresses, choices.updateAddresses ? 'Ja' : 'Nej'),
            caseField(
              'Ersättningstjänster',
              replaced.map((row) => `${row.productName} (${row.productNumber})`).join(', '),
            ),
            caseField('Handläggare', `${handler.name} (${handler.employeeNumber})`),
          ],
        }),
      ],
      fees: [{ name: MOVE.fee.productName, amount: MOVE.fee.price }],
      ...plannedConfirmation(customer, choices.sendConfirmation, () => ({
        title: MOVE_TEXTS.emailTitle,
        subject: MOVE_TEXTS.emailSubject,
        paragraphs: [
          `Hej ${customer.name}!`,
          `Vi har registrerat flytten av ditt avtal ${agreement.agreementNumber} från ${agreement.deliveryAddress} till ${newAddress}.`,
          `Dina tjänster flyttar med från och med ${moveDate}: ${services.map((row) => row.productName).join(', ')}.`,
          `En flyttavgift på ${formatKr(MOVE.fee.price)} läggs på din nästa faktura.`,
          'Välkommen till din nya adress!',
        ],
      })),
      details: {
        addressId: target.addressId,
        newMainAgreementNumber: target.mainAgreementNumber,
        moveDate,
        updateAddresses: choices.updateAddresses,
      },
    });
  });
  return withDependentRows(outcome, context, today, choices.keepRows);
}
