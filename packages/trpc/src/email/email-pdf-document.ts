import PDFDocument from 'pdfkit';
import { htmlText } from '../html/sanitize.ts';

/** An e-mail as an A4 PDF made with pdfkit: its subject, when it was sent, and its text one paragraph per block. */
export function emailPdf(email: { subject: string; sentAt: Date; html: string }): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: email.subject, Producer: 'Sappis' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font('Helvetica-Bold').fontSize(16).text(email.subject);
  document
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(`Skickat ${email.sentAt.toISOString().slice(0, 10)}`);
  document.moveDown().fillColor('#000000').fontSize(11);
  for (const line of htmlText(email.html)) document.text(line, { paragraphGap: 6 });
  document.end();
  return done;
}

/** A file name from the e-mail's title: characters file systems refuse become '-'. */
export function emailFileName(title: string, sentAt: Date): string {
  const name =
    title
      .replace(/[\\/:*?"<>|]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim() || 'e-post';
  return `${name} ${sentAt.toISOString().slice(0, 10)}.pdf`;
}
