import { caseHeaderWithin } from '../../case-header.ts';
import { CASE_HEADER_COLUMN_MAX } from '../../cases.ts';
import type { PlannedCase, PlannedCaseField } from './plan.ts';

/** The default owner group of cases the agreement operations open (document 2 section 9). */
export const CUSTOMER_SERVICE_GROUP = 42;
/** Business support: business customers' cases and blocked continues. */
export const BUSINESS_SUPPORT_GROUP = 84;

/** A case of a plan, its header within the case header limit (whole words, a postal code whole or not at all). */
export function plannedCase(item: Omit<PlannedCase, 'header'> & { header: string }): PlannedCase {
  return { ...item, header: caseHeaderWithin(item.header) };
}

/**
 * A case of a plan whose header the spec gives word for word (e.g. the activation case's): kept whole, as the
 * header column holds it (CASE_HEADER_COLUMN_MAX), instead of cut to a typed header's 40 characters.
 */
export function plannedCaseWithSpecHeader(
  item: Omit<PlannedCase, 'header'> & { header: string },
): PlannedCase {
  if (item.header.length > CASE_HEADER_COLUMN_MAX) {
    throw new RangeError(`A case header holds at most ${CASE_HEADER_COLUMN_MAX} characters: ${item.header}`);
  }
  return item;
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
