import { caseHeaderWithin } from '../../case-header.ts';
import type { PlannedCase, PlannedCaseField } from './plan.ts';

/** The default owner group of cases the agreement operations open (document 2 section 9). */
export const CUSTOMER_SERVICE_GROUP = 42;
/** Business support: business customers' cases and blocked continues. */
export const BUSINESS_SUPPORT_GROUP = 84;

/** A case of a plan, its header within the case header limit (whole words, a postal code whole or not at all). */
export function plannedCase(item: Omit<PlannedCase, 'header'> & { header: string }): PlannedCase {
  return { ...item, header: caseHeaderWithin(item.header) };
}

/** A form field of a planned case; blank values are stored as none. */
export function caseField(
  title: string,
  value: string | null,
  formTitle: string | null = null,
): PlannedCaseField {
  const text = value?.trim() ? value : null;
  return { formTitle, title, value: text, required: false };
}
