/** The side panels of the customer view this app has, by the panel type in the URL (`?panel=<type>`). */
export const PANEL_TITLES = {
  'customer-details': 'Ändra kunduppgifter',
  'security-class': 'Säkerhetsklassning',
  'temporary-address': 'Tillfällig utdelningsadress',
  'add-address': 'Lägg till adress',
  'make-purchasable': 'Gör adress köpbar',
  memos: 'Aktuell information',
  invoices: 'Ekonomi',
  'service-details': 'Tjänstedetaljer',
  'edit-channels': 'Ändra kanaler',
  'channel-view': 'Kanaler',
  'hardware-details': 'Hårdvara',
  'discount-details': 'Rabatt',
  'play-details': 'Play',
  'legacy-memo': 'Memo',
  'campaign-memo': 'Kampanjmemo',
  'credit-check': 'Anmärkningskontroll',
  compensate: 'Kompensera kund',
  'edit-row-dates': 'Ändra datum',
  'payment-method-change': 'Byte av betalsätt',
  terminate: 'Avsluta avtal',
  pause: 'Pausa tjänster',
  continue: 'Fortsätt tjänster',
  deferment: 'Anstånd',
  'reverse-invoice': 'Vänd faktura',
  'return-case': 'Returärende',
  'object-log': 'Logginformation',
  emails: 'E-post och SMS',
  'phone-records': 'Samtalsspecifikation',
  'extra-billing-rows': 'Tilläggsrader',
  payouts: 'Utbetalningar och kredit',
  parcels: 'Försändelser',
  'tv-diagnostics': 'TV-diagnostik',
  'connection-status': 'Inkopplingsstatus',
  'manage-hardware': 'Hantera utrustning',
  // Create customer, manual activation and assignment (document 3 panels 3 and 18).
  'manual-activation': 'Manuell aktivering',
  assignment: 'Överlåtelse av avtal',
  move: 'Flytta avtal',
  'transfer-service': 'Byt avtal',
  'merge-customers': 'Slå ihop kunder',
  'commerce-order': 'Beställning via Commerce',
  'verify-address': 'Verifiera adress',
  marketability: 'Marknadsbarhet',
  'partner-network': 'Partnernät',
  'add-agreement': 'Lägg till avtal på adress',
  documents: 'Dokument',
  'create-document': 'Skapa ny fil',
  'upload-documents': 'Ladda upp filer',
  'change-password': 'Byt lösenord',
  'customer-sync': 'Synka kund',
  'send-email': 'Skicka e-post',
  'main-agreement': 'Huvudavtal',
  history: 'Historik',
} as const;

export type PanelType = keyof typeof PANEL_TITLES;

export function isPanelType(value: string | null): value is PanelType {
  return value !== null && Object.hasOwn(PANEL_TITLES, value);
}

/**
 * The panels that only show the customer: every user of the customer view opens them. The others act on the customer
 * and are offered only to those who may act (CUSTOMER_ACTION_GROUPS; the server refuses the others' writes).
 */
const READING_PANELS: ReadonlySet<PanelType> = new Set<PanelType>([
  'memos',
  'invoices',
  'service-details',
  'channel-view',
  'hardware-details',
  'discount-details',
  'play-details',
  'legacy-memo',
  'campaign-memo',
  'object-log',
  'emails',
  'phone-records',
  'extra-billing-rows',
  'payouts',
  'parcels',
  'tv-diagnostics',
  'connection-status',
  'marketability',
  'partner-network',
  'documents',
  'main-agreement',
  'history',
]);

/** Whether a user of the customer view is offered the panel: all of them if it only reads, else those who may act. */
export function isPanelOffered(type: PanelType, canAct: boolean): boolean {
  return canAct || READING_PANELS.has(type);
}
