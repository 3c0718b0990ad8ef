/** A blob URL of a base64 PDF from the server; revoked a minute later. */
function pdfUrl(contentBase64: string): string {
  const bytes = Uint8Array.from(atob(contentBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return url;
}

/** Opens a base64 PDF in a new tab. */
export function openPdf(contentBase64: string): void {
  window.open(pdfUrl(contentBase64), '_blank', 'noopener');
}

/** Saves a base64 PDF as a download under its file name. */
export function downloadPdf(file: { fileName: string; contentBase64: string }): void {
  const link = document.createElement('a');
  link.href = pdfUrl(file.contentBase64);
  link.download = file.fileName;
  link.click();
}
