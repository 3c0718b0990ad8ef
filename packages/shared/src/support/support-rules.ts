import { z } from 'zod';
import type { CasePriorityKey } from '../cases.ts';
import { boundedInt, plainText, requiredText, trimmedText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/**
 * /sappis/support (Intern support): staff report a problem with Sappis itself. A report becomes a case of the
 * support case type in the owner group that handles its area, and the reporter sees their earlier reports.
 */

/** The case type and owner groups of support reports (in the catalogue; a report inserts them when missing). */
export const SUPPORT_CASE = {
  typeId: 900,
  /** Sappis förvaltning: faults and questions about the tool. */
  toolOwnerGroupId: 900,
  /** Sappis behörigheter: sign-in and missing groups. */
  accessOwnerGroupId: 901,
  formTitle: 'Intern support',
} as const;

export const SUPPORT_CASE_TYPE = { name: 'Intern support – Sappis', category: 'Intern support' } as const;
export const SUPPORT_OWNER_GROUP_NAMES = {
  tool: 'Sappis förvaltning',
  access: 'Sappis behörigheter',
} as const;

export const SUPPORT_AREAS = {
  CUSTOMER_VIEW: 'Kundbild och avtal',
  CASES: 'Ärenden och köer',
  INVOICES: 'Fakturor och betalningar',
  ADDRESSES: 'Adresser och beställningar',
  HARDWARE: 'Hårdvara och TV-kort',
  ACCESS: 'Inloggning och behörigheter',
  OTHER: 'Annat',
} as const;
export type SupportArea = keyof typeof SUPPORT_AREAS;
const AREA_KEYS = Object.keys(SUPPORT_AREAS) as [SupportArea, ...SupportArea[]];

export const SUPPORT_IMPACTS = {
  BLOCKED: 'Jag kan inte arbeta',
  HINDERED: 'Det försvårar arbetet',
  QUESTION: 'Fråga eller förbättringsförslag',
} as const;
export type SupportImpact = keyof typeof SUPPORT_IMPACTS;
const IMPACT_KEYS = Object.keys(SUPPORT_IMPACTS) as [SupportImpact, ...SupportImpact[]];

/** Access problems go to the group that gives groups; everything else to the tool's own team. */
export function supportOwnerGroup(area: SupportArea): number {
  return area === 'ACCESS' ? SUPPORT_CASE.accessOwnerGroupId : SUPPORT_CASE.toolOwnerGroupId;
}

/** Someone who cannot work comes first. */
export function supportPriority(impact: SupportImpact): CasePriorityKey {
  return ({ BLOCKED: 'HIGH', HINDERED: 'MEDIUM', QUESTION: 'LOW' } as const)[impact];
}

/** The case header (at most 40 characters): 'Support: {title}', cut with an ellipsis. */
export function supportCaseHeader(title: string): string {
  const header = `Support: ${title.trim()}`;
  return header.length <= 40 ? header : `${header.slice(0, 39)}…`;
}

export const SUPPORT_TEXTS = {
  titleRequired: 'Beskriv problemet kort i en rubrik.',
  descriptionRequired: 'Beskriv vad som hände och vad du förväntade dig.',
  invalidArea: 'Välj vilken del av Sappis det gäller.',
  invalidImpact: 'Välj hur mycket det påverkar ditt arbete.',
  invalidCustomerNumber: 'Kundnumret ska vara ett heltal.',
  customerNotFound: 'Det finns ingen kund med det kundnumret.',
  reported: 'Tack! Din felanmälan är registrerad som ärende',
  empty: 'Du har inte gjort några felanmälningar än.',
} as const;

export const SUPPORT_TITLE_MAX = 80;
export const SUPPORT_DESCRIPTION_MAX = 4000;

export const supportReportSchema = z.object({
  requestId: requestIdSchema,
  area: z.enum(AREA_KEYS, { error: SUPPORT_TEXTS.invalidArea }),
  impact: z.enum(IMPACT_KEYS, { error: SUPPORT_TEXTS.invalidImpact }),
  title: requiredText(SUPPORT_TITLE_MAX, { required: SUPPORT_TEXTS.titleRequired }),
  description: requiredText(SUPPORT_DESCRIPTION_MAX, { required: SUPPORT_TEXTS.descriptionRequired }),
  /** The page it happened on (filled in from the browser); empty if unknown. */
  pageAddress: trimmedText(500).default(''),
  /** A customer it happened with, to look at; null if none. */
  customerNumber: boundedInt(1, 2_147_483_647, SUPPORT_TEXTS.invalidCustomerNumber).nullable().default(null),
  /** The browser's own description (user agent), to reproduce the fault. */
  browser: plainText(300).default(''),
});
export type SupportReportInput = z.input<typeof supportReportSchema>;

/** The case's form fields of a report, in order (Område, Påverkan, Beskrivning, Sida, Kundnummer, Webbläsare). */
export function supportCaseFields(report: z.output<typeof supportReportSchema>) {
  const fields = [
    { title: 'Område', value: SUPPORT_AREAS[report.area] },
    { title: 'Påverkan', value: SUPPORT_IMPACTS[report.impact] },
    { title: 'Rubrik', value: report.title },
    { title: 'Beskrivning', value: report.description },
    { title: 'Sida', value: report.pageAddress },
    { title: 'Kundnummer', value: report.customerNumber === null ? '' : String(report.customerNumber) },
    { title: 'Webbläsare', value: report.browser },
  ];
  return fields.filter((field) => field.value !== '');
}
