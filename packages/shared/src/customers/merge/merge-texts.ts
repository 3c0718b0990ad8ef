/** The texts of merging customers (document 3 sections 5 and 9). */
export const MERGE_TEXTS = {
  title: 'Slå ihop kunder',
  differentPersonalNumbers: 'Båda personerna behöver ha samma personnummer',
  sameCustomer: 'Välj en annan kund än den som är öppen',
  alreadyMerged: 'Kunden är redan sammanslagen med en annan kund',
  customerNotFound: 'Kunden finns inte',
  searchTooShort: 'Skriv minst 3 tecken',
  noHits: 'Sökningen gav inget resultat...',
  confirm: (from: string, to: string) => `Vill du slå ihop ${from} med ${to}?`,
  success: 'Kunderna har slagits ihop.',
  /** Said wherever a merged-away customer is asked for: its record is empty, everything is on the survivor. */
  mergedInto: (survivor: number) => `Kunden har slagits ihop med kund ${survivor}.`,
} as const;
