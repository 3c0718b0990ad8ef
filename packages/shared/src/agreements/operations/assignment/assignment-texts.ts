/** The texts of an assignment of an agreement (Överlåtelse av avtal, document 3 panel 3). */
export const ASSIGNMENT_TEXTS = {
  title: 'Överlåtelse av avtal',
  searchLabel: 'Kundnummer eller personnummer',
  search: 'Sök',
  noResult: 'Sökningen gav inget resultat...',
  createNew: 'Skapa ny kund',
  backToSearch: 'Tillbaka till sökningen',
  submit: 'Överlåt avtal',
  emailAssigner: 'Skicka bekräftelse till överlåtaren',
  emailAssignee: 'Skicka bekräftelse till mottagaren',
  receiverRequired: 'Välj en mottagande kund',
  sameCustomer: 'Mottagaren måste vara en annan kund än överlåtaren',
  endDateRequired: 'Välj ett slutdatum',
  endDateNotOffered: 'Slutdatumet måste vara ett av de erbjudna månadssluten',
  agreementEnded: 'Avtalet är avslutat och kan inte överlåtas',
  handOverPending: (name: string, date: string) =>
    `Avtalet är redan överlåtet till ${name} från ${date} och kan inte överlåtas igen förrän dess`,
  assigned: (agreement: number, receiver: string) => `Avtal: ${agreement} har överlåtits till ${receiver}`,
  assignerEnd: (date: string) => `Slutdatumen för överlåtaren är ${date}`,
  assigneeStart: (date: string) => `Startdatumet för mottagaren är ${date}`,
  /** The preview, before anything is submitted: what will happen, in the future tense. */
  willAssign: (agreement: number, receiver: string, startDate: string) =>
    `Avtal ${agreement} överlåts till ${receiver} från ${startDate}.`,
  assignerKeeps: (endDate: string) =>
    `Överlåtaren har kvar avtalet och betalar för det till och med ${endDate}.`,
  /** The agreement's line in each side's customer view until the hand-over. */
  handingOverTo: (name: string, customerNumber: number, startDate: string) =>
    `Överlåts till ${name} (${customerNumber}) från ${startDate}`,
  comingFrom: (name: string, customerNumber: number, startDate: string) =>
    `Överlåts från ${name} (${customerNumber}) från ${startDate}`,
  confirmationSent: (name: string, email: string) => `En bekräftelse har skickats till ${name} (${email})`,
  assignerNotSent: 'Det gick INTE att skicka bekräftelse till överlåtaren.',
  assigneeNotSent: 'Det gick INTE att skicka bekräftelse till mottagaren.',
  failure: (message: string) => `Något gick fel: ${message}`,
} as const;
