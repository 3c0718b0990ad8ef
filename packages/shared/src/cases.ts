import { PRODUCT_PLACEHOLDER, withProductName } from './product-name.ts';

/**
 * Case statuses (document 1 section 3) with the ids of the case system and their Swedish names; a name may hold
 * '{product}': caseStatusName() puts the product name in.
 */
export const CASE_STATUSES = [
  { key: 'NOT_STARTED', id: 1, name: 'Ej påbörjad', finished: false },
  { key: 'IN_PROGRESS', id: 2, name: 'Pågående', finished: false },
  { key: 'ACTION_BOOKED', id: 3, name: 'Åtgärd bokad', finished: false },
  { key: 'CLOSING_REQUEST', id: 4, name: 'Stängningsförfrågan', finished: false },
  { key: 'DORMANT', id: 5, name: 'Vilande', finished: false },
  { key: 'CUSTOMER_REPLIED', id: 6, name: 'Svar från kund', finished: false },
  { key: 'QUESTION_TO_PROVIDER', id: 7, name: `Fråga till ${PRODUCT_PLACEHOLDER}`, finished: false },
  { key: 'WAITING_FOR_CUSTOMER', id: 8, name: 'Väntar på svar från kund', finished: false },
  { key: 'RETURNS', id: 9, name: 'Återkomster', finished: false },
  { key: 'FINISHED', id: 10, name: 'Avslutad', finished: true },
] as const;

export type CaseStatusKey = (typeof CASE_STATUSES)[number]['key'];

export const CASE_STATUS_KEYS = CASE_STATUSES.map((status) => status.key) as [
  CaseStatusKey,
  ...CaseStatusKey[],
];

export function caseStatusName(key: CaseStatusKey, productName: string): string {
  const status = CASE_STATUSES.find((candidate) => candidate.key === key);
  return status ? withProductName(status.name, productName) : key;
}

export function caseStatusById(id: number): (typeof CASE_STATUSES)[number] | undefined {
  return CASE_STATUSES.find((status) => status.id === id);
}

/** A status name outside the known list is shown with a warning pill. */
export function isKnownCaseStatusName(name: string, productName: string): boolean {
  return CASE_STATUSES.some((status) => withProductName(status.name, productName) === name);
}

/** Priorities, lowest first; the index is the numeric priority of the case system (0 = Lägsta). */
export const CASE_PRIORITIES = [
  { key: 'LOWEST', name: 'Lägsta' },
  { key: 'LOW', name: 'Låg' },
  { key: 'MEDIUM', name: 'Mellan' },
  { key: 'HIGH', name: 'Hög' },
  { key: 'HIGHEST', name: 'Högsta' },
] as const;

export type CasePriorityKey = (typeof CASE_PRIORITIES)[number]['key'];

export const CASE_PRIORITY_KEYS = CASE_PRIORITIES.map((priority) => priority.key) as [
  CasePriorityKey,
  ...CasePriorityKey[],
];

export function casePriorityName(key: CasePriorityKey): string {
  return CASE_PRIORITIES.find((priority) => priority.key === key)?.name ?? key;
}

/** The case header is the first 40 characters of the first field value (document 1 section 5). */
export const CASE_HEADER_MAX = 40;

/**
 * What the case header column holds: a header the spec gives whole, longer than the 40 characters of a typed or
 * derived header, is stored whole (the activation case's 'Visma-ärende/Aktivering (Aktivering går inte att
 * genomföra)', 59 characters, document 3 section 9).
 */
export const CASE_HEADER_COLUMN_MAX = 60;

export function caseHeaderFrom(text: string): string {
  return text.trim().slice(0, CASE_HEADER_MAX);
}

/**
 * The header of a case made from a form (document 1 section 5): the first 40 characters of the first field value
 * (the first field in form order that has one), on one line; '' when no field has a value.
 */
export function caseHeaderOfFields(fields: readonly { value: string | null; order?: number }[]): string {
  const first = fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.value?.trim())
    .sort((a, b) => (a.field.order ?? 0) - (b.field.order ?? 0) || a.index - b.index)[0];
  return caseHeaderFrom(first?.field.value?.replace(/\s+/g, ' ') ?? '').trimEnd();
}

/** Document 2, case status: saving needs a text and a case relation, otherwise the case lacks contact info. */
export const MISSING_CONTACT_INFO_MESSAGE = 'Ärendet saknar kontaktuppgifter';

/** An open case page renews presence and its own lock this often. */
export const CASE_LOCK_HEARTBEAT_SECONDS = 60;

/** The shortest lock lease allowed: three heartbeats, so one late or lost beat never frees a held lock. */
export const CASE_LOCK_MIN_LEASE_SECONDS = 3 * CASE_LOCK_HEARTBEAT_SECONDS;
