const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * 'Skriv ut': the browser's print dialog for server-sanitized HTML alone, from a hidden frame removed afterwards.
 */
export function printHtml(title: string, safeHtml: string): void {
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeText(title)}</title></head><body>${safeHtml}</body></html>`;
  frame.onload = () => {
    frame.contentWindow?.addEventListener('afterprint', () => frame.remove());
    frame.contentWindow?.print();
  };
  document.body.append(frame);
}
