import { TERMINATION_DATES } from './termination-dates.ts';

/** The Swedish texts of the terminate panel (document 2 sections 2, 5 and 8). */
export const TERMINATION_TEXTS = {
  tabs: { terminate: 'Avsluta', regret: 'Ångra', deceased: 'Avsluta (avliden)' },
  steps: ['Välj tjänster', 'Slutdatum', 'Uppgifter'],
  selectedCount: (selected: number, total: number) => `${selected} av ${total} är valda`,
  companyNotice: 'Företagskund: uppsägningstiden är 3 månader.',
  regretBanner:
    'Helt avslut av TV eller bredband kräver en ångeravgift på 350 kr, och en fraktsedel för retur kostar 150 kr.',
  noDate: 'Saknar uppsägningsdatum',
  sharedDate: 'Gemensamt slutdatum',
  endDate: 'Slutdatum',
  reason: 'Orsak',
  description: 'Beskrivning',
  regretFee: 'Ångeravgift',
  deceasedReason: 'Kund har avlidit',
  submit: 'Avsluta',
  regretSubmit: 'Ångra',
  noServices: 'Det finns inga tjänster att avsluta på avtalet.',
  rowsRequired: 'Välj minst en tjänst',
  unknownRow: 'Tjänsten finns inte bland avtalets tjänster',
  noTerminationDate: (name: string) => `${name} saknar uppsägningsdatum och kan inte väljas`,
  endsAlready: (date: string) => `Avslutas ${date}`,
  startsOn: (date: string) => `från ${date}`,
  neverStarts: 'startar inte, tas bort',
  alreadyEnding: (name: string, date: string) =>
    `${name} avslutas redan ${date}. Välj ett tidigare slutdatum för att flytta det.`,
  dateNotOffered: (name: string) => `Välj ett av de erbjudna slutdatumen för ${name}`,
  notReversible: (name: string) =>
    `${name} kan inte ångras: den ska ha köpts och startat inom de senaste ${TERMINATION_DATES.regretDays} dagarna`,
  reasonRequired: 'Välj en orsak',
  reasonNotAllowed: 'Orsaken kan inte anges för den här uppsägningen',
  descriptionRequired: 'Ange en beskrivning',
  agreementEnded: 'Avtalet är avslutat',
  regretFeeMissing: 'Ångeravgiften saknas i produktkatalogen',
  success: 'Uppsägning genomfördes.',
  failure: (message: string) => `Uppsägningen kunde inte genomföras: ${message}`,
} as const;
