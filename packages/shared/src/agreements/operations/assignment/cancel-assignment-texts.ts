/** The texts of cancelling a pending assignment. */
export const CANCEL_ASSIGNMENT_TEXTS = {
  action: 'Ångra överlåtelsen',
  confirm: (agreement: number, name: string) =>
    `Ångra överlåtelsen av avtal ${agreement} till ${name}? Mottagarens tjänster tas bort och överlåtarens tjänster fortsätter som före överlåtelsen.`,
  confirmButton: 'Ja, ångra överlåtelsen',
  keep: 'Nej, behåll den',
  cancelled: (agreement: number, name: string) => `Överlåtelsen av avtal ${agreement} till ${name} är ångrad`,
  noneToCancel: 'Avtalet har ingen överlåtelse som väntar',
  handedOver: (date: string) => `Avtalet överläts ${date} och överlåtelsen kan inte längre ångras`,
} as const;
