import { isoDay } from '@sappis/shared';
import { htmlText } from '../html/sanitize.ts';
import { writePdf } from '../pdf/write-pdf.ts';

/** An e-mail as an A4 PDF (the shared writer): its subject, when it was sent, and its text one paragraph per block. */
export function emailPdf(email: { subject: string; sentAt: Date; html: string }): Promise<Buffer> {
  return writePdf(
    [
      { text: email.subject, bold: true, size: 16 },
      { text: `Skickat ${isoDay(email.sentAt)}`, size: 9, color: '#555555' },
      ...htmlText(email.html).map((text, index) => ({
        text,
        size: 11,
        wrap: true,
        gapBefore: index === 0 ? 10 : 6,
      })),
    ],
    { title: email.subject },
  );
}

/** A file name from the e-mail's title: characters file systems refuse become '-'. */
export function emailFileName(title: string, sentAt: Date): string {
  const name =
    title
      .replace(/[\\/:*?"<>|]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim() || 'e-post';
  return `${name} ${isoDay(sentAt)}.pdf`;
}
