import { z } from 'zod';
import { caseCreateRelationSchema, caseCreateSchema } from './case-create.ts';
import { dbId } from './input/safe-input.ts';

/**
 * The case workspace around one case (document 3 panel 17 and sections 5, 8, 9): child cases, the link to a
 * main case and the case contact form.
 */
export const CASE_WORKSPACE_TEXTS = {
  noChildCases: 'Inga underärenden hittades.',
  childCasesFailed: (message: string) => `Något gick fel: ${message}`,
  childCasesLimited: (total: number, shown: number) =>
    `Ärendet har ${total} underärenden; de ${shown} senaste visas.`,
  selfLink: 'Du kan inte länka ett ärende till sig självt.',
  linkCycle: 'Ärendet kan inte länkas till ett av sina egna underärenden.',
  mainCaseMissing: 'Huvudärendet finns inte.',
  mainCaseInvalid: 'Ange ett giltigt ärendenummer',
  alreadyLinked: 'Ärendet är redan länkat till det huvudärendet.',
  linked: (mainCaseNumber: number) => `Ärendet är länkat till huvudärende ${mainCaseNumber}.`,
  contactSaved: 'Kontaktuppgifterna har sparats.',
  contactUnchanged: 'Inga ändringar att spara',
  parentMissing: 'Ärendet finns inte.',
  childCreated: (number: number) => `Underärende ${number} har skapats.`,
} as const;

/** Child cases shown at most (document 3 section 9); a warning says when there are more. */
export const CHILD_CASES_SHOWN_MAX = 500;

export function childCasesLimited(total: number): boolean {
  return total > CHILD_CASES_SHOWN_MAX;
}

/**
 * Why a case cannot be linked to `mainCaseNumber` as it stands in the form, or null: empty (the update button
 * is disabled, no message), itself ('Du kan inte länka ett ärende till sig självt.'). Cycles are checked by the
 * server, which knows the tree.
 */
export function caseLinkRefusal(
  caseNumber: number,
  mainCaseNumber: number | null,
): { disabled: true; message: string | null } | null {
  if (mainCaseNumber === null) return { disabled: true, message: null };
  if (mainCaseNumber === caseNumber) return { disabled: true, message: CASE_WORKSPACE_TEXTS.selfLink };
  return null;
}

/** The form's text as a case number, or null when empty or not a positive whole number. */
export function parseMainCaseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

export const caseLinkInput = z.object({
  caseNumber: dbId(),
  version: dbId(),
  mainCaseNumber: dbId(CASE_WORKSPACE_TEXTS.mainCaseInvalid),
});

/** The case contact form: the relation's contact fields; the customer number is read only (not sent). */
export const caseContactSchema = caseCreateRelationSchema.omit({ customerNumber: true });
export const CASE_CONTACT_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerMobilePhone',
  'customerAddress',
  'customerPostal',
  'customerOrderNumber',
  'address',
  'postal',
  'signalCentral',
] as const satisfies readonly (keyof z.input<typeof caseContactSchema>)[];
export type CaseContactField = (typeof CASE_CONTACT_FIELDS)[number];
export type CaseContact = Record<CaseContactField, string | null>;

export const caseContactInput = z.object({
  caseNumber: dbId(),
  version: dbId(),
  contact: caseContactSchema,
});

/** The contact fields whose (trimmed, blank as null) values differ: the save button is enabled only then. */
export function changedContactFields(
  saved: CaseContact,
  edited: Record<CaseContactField, string>,
): CaseContactField[] {
  return CASE_CONTACT_FIELDS.filter((field) => (edited[field].trim() || null) !== (saved[field] ?? null));
}

/** A child case: a new case under `parentCaseNumber`; without a relation it takes the parent's. */
export const childCaseCreateSchema = caseCreateSchema.extend({ parentCaseNumber: dbId() });
export type ChildCaseCreateInput = z.input<typeof childCaseCreateSchema>;

/** Milliseconds the contact form stays open after saving (document 3 section 9). */
export const CASE_CONTACT_CLOSE_MS = 1_500;
