import { caseHeaderFrom } from '../../cases.ts';
import type { PlannedCase, PlannedCaseField } from './plan.ts';

/** The default owner group of cases the agreement operations open (document 2 section 9). */
export const CUSTOMER_SERVICE_GROUP = 42;
/** Business support: business customers' cases and blocked continues. */
export const BUSINESS_SUPPORT_GROUP = 84;

/** A case of a plan, its header cut to the case header limit. */
export function plannedCase(item: Omit<PlannedCase, 'header'> & { header: string }): PlannedCase {
  return { ...item, header: caseHeaderFrom(item.header) };
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
