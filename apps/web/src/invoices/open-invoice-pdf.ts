export const INVOICE_PDF_FAILED = 'Kunde inte hämta faktura, försök igen senare';

/** Opens a base64 PDF in a new tab (a blob URL, revoked a minute later). */
export function openPdf(contentBase64: string): void {
  const bytes = Uint8Array.from(atob(contentBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
