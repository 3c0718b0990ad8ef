/** The lock banner texts of document 1 section 2.3; the server refuses changes with the first one. */
export function lockedByMessage(email: string): string {
  return `Ärendet är låst av: ${email}`;
}

export const OWN_LOCK_MESSAGE = 'Du har låst ärendet';

export const CASE_NOT_FOUND_MESSAGE = 'Ärendet finns inte';

/** The user message to the former holder when a queue manager takes over a lock. */
export function lockTakenOverMessage(caseNumber: number, email: string): string {
  return `Ditt lås på ärende ${caseNumber} har tagits över av ${email}`;
}
