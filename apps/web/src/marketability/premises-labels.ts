/** The premises type of an access as agents read it. */
export const PREMISES_LABELS: Record<string, string> = {
  SDU: 'Villa (SDU)',
  MDU: 'Lägenhet (MDU)',
  MDU_COMMON: 'Gemensam yta (MDU_COMMON)',
  MDU_TECHNICAL: 'Teknisk yta (MDU_TECHNICAL)',
  COMMERCIAL: 'Kommersiell lokal',
};
