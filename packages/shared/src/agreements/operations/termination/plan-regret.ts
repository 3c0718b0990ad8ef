import { withDependentRows } from '../dependent-rows/dependent-rows.ts';
import { feePrice } from '../fee-price.ts';
import { type PlannedRow, type PlanOutcome, RefusalList } from '../plan.ts';
import type { OperationContext, OperationProduct } from '../snapshot.ts';
import { regretOwnerGroup } from './termination-cases.ts';
import type { RegretChoices } from './termination-choices.ts';
import { isWithinRegretWindow, regretDate } from './termination-dates.ts';
import { refuseEndedAgreement, selectRowEnds, terminationPlan } from './termination-plan.ts';
import { reasonForScope } from './termination-reasons.ts';
import { TERMINATION_TEXTS } from './termination-texts.ts';

/** Document 2 section 9: the regret fee row. */
export const REGRET_FEE = {
  productNumber: 'ANGERAVGIFT',
  priceList: 31,
  invoiceCode: 4,
  quantity: 1,
} as const;

/** The fee row: the product's price for the customer's price group (feePrice), like the pause fee. */
function regretFeeRow(
  product: OperationProduct,
  customerType: OperationContext['customer']['customerType'],
  today: string,
): PlannedRow {
  return {
    productNumber: product.productNumber,
    productName: product.name,
    type: 'EXTRA_BILLING',
    price: feePrice(product, customerType) ?? 0,
    priceList: REGRET_FEE.priceList,
    invoiceCode: REGRET_FEE.invoiceCode,
    quantity: REGRET_FEE.quantity,
    startDate: today,
    endDate: null,
    card: 0,
    category: 'Övrigt',
    sourceRowId: null,
  };
}

/**
 * 'Ångra' (document 2 sections 4, 5, 9): services bought within 14 days end on their start date (or today), with
 * the regret fee row when the flag is set, in the regret owner group.
 */
export function planRegret(context: OperationContext, choices: RegretChoices, today: string): PlanOutcome {
  const refusals = new RefusalList();
  refuseEndedAgreement(context, refusals);
  const selection = selectRowEnds(
    context,
    today,
    choices.rowIds,
    (row) =>
      isWithinRegretWindow(row, today)
        ? { date: regretDate(row, today) }
        : { refusal: TERMINATION_TEXTS.notReversible(row.productName) },
    refusals,
  );
  const reason = reasonForScope(context.terminationReasons, selection.scope, choices.reasonId);
  if (choices.reasonId === null) refusals.add('reasonId', TERMINATION_TEXTS.reasonRequired);
  else if (!reason) refusals.add('reasonId', TERMINATION_TEXTS.reasonNotAllowed);
  const description = choices.description.trim();
  if (!description) refusals.add('description', TERMINATION_TEXTS.descriptionRequired);
  const feeProduct = context.products[REGRET_FEE.productNumber];
  if (choices.regretFee && !feeProduct) refusals.add('regretFee', TERMINATION_TEXTS.regretFeeMissing);
  const outcome = refusals.outcome(() => {
    const fee =
      choices.regretFee && feeProduct ? regretFeeRow(feeProduct, context.customer.customerType, today) : null;
    return terminationPlan({
      kind: 'regret',
      context,
      today,
      selection,
      reason: reason!,
      description,
      sendConfirmation: choices.sendConfirmation,
      ownerGroupId: regretOwnerGroup(context, selection.selected),
      newRows: fee ? [fee] : [],
      fees: fee ? [{ name: TERMINATION_TEXTS.regretFee, amount: fee.price }] : [],
    });
  });
  return withDependentRows(outcome, context, today, choices.keepRows);
}
