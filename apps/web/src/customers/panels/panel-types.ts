/** The side panels of the customer view this app has, by the panel type in the URL (`?panel=<type>`). */
export const PANEL_TITLES = {
  'customer-details': 'Ändra kunduppgifter',
  'security-class': 'Säkerhetsklassning',
  'temporary-address': 'Tillfällig utdelningsadress',
  'add-address': 'Lägg till adress',
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
  'change-password': 'Byt lösenord',
  'customer-sync': 'Synka kund',
  'send-email': 'Skicka e-post',
} as const;

export type PanelType = keyof typeof PANEL_TITLES;

export function isPanelType(value: string | null): value is PanelType {
  return value !== null && Object.hasOwn(PANEL_TITLES, value);
}
