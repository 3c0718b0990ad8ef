import { z } from 'zod';
import { isRealDay } from '../dates.ts';
import { dbId, requiredText, trimmedText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** Documents of an agreement (document 3 panels 11 and 23, sections 3-5, 8 and 9). */

/** Print states (section 4): 3 Skall skrivas ut, 13 Utskrivet, 99 Hanteras manuellt, 11 Skickat mejl. */
export const DOCUMENT_STATUSES = [
  { value: 'TO_BE_PRINTED', code: 3, label: 'Skall skrivas ut' },
  { value: 'PRINTED', code: 13, label: 'Utskrivet' },
  { value: 'HANDLED_MANUALLY', code: 99, label: 'Hanteras manuellt' },
  { value: 'EMAILED', code: 11, label: 'Skickat mejl' },
] as const;

export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]['value'];
export const documentStatusSchema = z.enum(['TO_BE_PRINTED', 'PRINTED', 'HANDLED_MANUALLY', 'EMAILED']);

export function documentStatusLabel(status: DocumentStatus): string {
  return DOCUMENT_STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

/** The templates every database has (section 9); the list is at most 350 px high. */
export const EMPTY_TEMPLATE_NAMES = ['Tom mall', 'Tom företagsmall'] as const;
export const TEMPLATE_LIST_MAX_HEIGHT_PX = 350;
/** The document list is read again this long after a change (section 9). */
export const DOCUMENT_LIST_RELOAD_MS = 1000;

/** The texts of section 8 (and the refusals of section 5). */
export const DOCUMENT_TEXTS = {
  sent: 'Dokumentet har skickats till kunden per email',
  sendFailed: 'Det gick inte att skicka dokumentet',
  /** Without an e-mail server (the embedded demo) nothing is sent, and the agent is told so. */
  sendNotConfigured: 'Det gick inte att skicka dokumentet: ingen e-postserver är konfigurerad',
  statusChanged: 'Dokumentets status har ändrats',
  statusFailed: 'Dokument raderades ej. Försök igen',
  deleteFailed: 'Dokument raderades ej! Försök igen',
  deleted: 'Dokumentet har raderats',
  uploaded: 'Filerna är uppladdade',
  uploadAborted: 'Avbruten av filinläsning',
  uploadFailed: 'Fel med inläsning av filerna',
  created: 'Dokumentet har skapats',
  notFound: 'Dokumentet hittades inte',
  templateNotFound: 'Mallen hittades inte',
  agreementNotFound: 'Avtalet hittades inte',
  pickAgreementAndTemplate: 'Välj avtal och mall',
  noEmail: 'Kunden saknar giltig e-postadress',
  sameStatus: 'Dokumentet har redan den statusen',
} as const;

export const createDocumentInputSchema = z.object({
  requestId: requestIdSchema,
  agreementNumber: dbId(DOCUMENT_TEXTS.pickAgreementAndTemplate),
  templateId: dbId(DOCUMENT_TEXTS.pickAgreementAndTemplate),
});

export const documentNumberSchema = dbId('Ogiltigt dokumentnummer');

const optionalDay = trimmedText(10, 'Ange datum som ÅÅÅÅ-MM-DD').refine(
  (value) => value === '' || isRealDay(value),
  'Ange datum som ÅÅÅÅ-MM-DD',
);

/** Fields of a main-agreement file (section 5: a title and an uploaded file are required). */
export const mainAgreementFileFieldsSchema = z.object({
  title: requiredText(200, { required: 'Titel måste fyllas i', tooLong: 'Titeln får vara högst 200 tecken' }),
  mainCentral: trimmedText(100),
  startsAt: optionalDay,
  endsAt: optionalDay,
  public: z.boolean(),
  active: z.boolean(),
});

export type MainAgreementFileFields = z.infer<typeof mainAgreementFileFieldsSchema>;

/** Replaces every {{field}} of a template's text with the value, or '' for an unknown field. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
}
