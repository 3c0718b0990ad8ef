/** Texts of the customer info box (document 1 sections 2.5 and 8). */
export const INFO_BOX_TEXTS = {
  unpaidInvoice: 'Obetald faktura, kunds tjänster är tillfälligt pausade.',
  temporaryAddress: 'Kund har en tillfällig utdelningsadress',
  noActiveAgreements: 'Kund har inga aktiva avtal',
  protectedIdentity: 'Kunden har skyddad identitet',
  creditCheckNotDone: 'Anmärkningskontroll är inte gjord!',
  noOtherInformation: 'Kunden har ingen övrig information.',
} as const;

/** A contract without a purchasable delivery address: it does not affect the signal; normal fault routines apply. */
export function noPurchasableAddressText(agreementNumber: number): string {
  return `Avtal ${agreementNumber} saknar köpbar leveransadress. Det påverkar inte signalen och vanliga felanmälningsrutiner gäller.`;
}

export function missingProductInformationText(productNumbers: readonly string[]): string {
  return `Produktinformation saknas för ${productNumbers.join(', ')}`;
}

/**
 * The address end-date error: the address of an active agreement has an end date on the main agreement in the
 * billing system or the open network, so orders cannot be placed.
 */
export function addressEndDateText(options: {
  address: string;
  agreementNumber: number;
  endDate: string;
  system: 'BILLING' | 'OPEN_NETWORK';
  mainAgreementNumber: number;
}): string {
  const system = options.system === 'BILLING' ? 'Visma' : 'det öppna nätet';
  return `Vald adress ${options.address} på aktivt kundavtal (${options.agreementNumber}) har ett slutdatum (${options.endDate}) i ${system} på huvudavtal (${options.mainAgreementNumber}). Beställningar kan ej genomföras. Byt adress eller kontakta Affärsstöd.`;
}

/** Operator alerts: panel at most 300 px high, 3 groups before 'show more'. */
export const OPERATOR_ALERT_PANEL_MAX_PX = 300;
export const OPERATOR_ALERT_GROUPS_SHOWN = 3;

/** An unpaid invoice pauses the services once it is overdue (an unpaid invoice not yet due gives no warning). */
export function isOverdueUnpaid(
  invoice: { remainingAmount: number; dueDate: string },
  today: string,
): boolean {
  return invoice.remainingAmount > 0 && invoice.dueDate.slice(0, 10) < today;
}
