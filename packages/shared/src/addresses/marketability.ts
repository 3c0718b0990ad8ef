/** Marketability (document 3 section 8): the failure text of the address lookup. */
export const MARKETABILITY_TEXTS = {
  failure:
    'Det gick inte att hämta information om adressen från Marketability. Kontakta IT om problemet kvarstår.',
  purchasable: 'Adressen är köpbar.',
  notPurchasable: 'Adressen är inte köpbar.',
  noAddressId: 'Avtalet saknar adress-ID.',
} as const;
