export const INVOICE_PDF_FAILED = 'Kunde inte hämta faktura, försök igen senare';
