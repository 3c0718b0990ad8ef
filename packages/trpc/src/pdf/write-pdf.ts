import PDFDocument from 'pdfkit';

/** A line of a text document: A4 pages of Helvetica text; callers cut their lines unless they ask for wrapping. */
export interface PdfLine {
  text: string;
  /** Points from the left edge; default 50. */
  x?: number;
  size?: number;
  bold?: boolean;
  /** Extra space before this line, in points. */
  gapBefore?: number;
  /** A paragraph: wrapped at the right margin (continuing on a new page when full), the next line below it. */
  wrap?: boolean;
  /** Text colour (CSS hex); default black. */
  color?: string;
}

const LEFT = 50;
const MARGIN = 60;
const BLACK = '#000000';

export interface PdfOptions {
  title: string;
  /** Uncompressed content streams (tests read the text). */
  compress?: boolean;
}

/**
 * The PDF file's bytes, written with pdfkit. A line with `x` past the left margin and no gap shares the previous
 * line's baseline (a table row); a page that is full continues on a new one.
 */
export function writePdf(lines: readonly PdfLine[], options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: options.title, Producer: 'Sappis' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let rowY = doc.y;
  /** Where the line after a wrapped paragraph starts (the paragraph's own height decides it). */
  let belowParagraph: number | null = null;
  let color = BLACK;
  for (const [index, line] of lines.entries()) {
    const size = line.size ?? 10;
    const sameRow =
      index > 0 &&
      belowParagraph === null &&
      line.x !== undefined &&
      line.x > LEFT &&
      line.gapBefore === undefined;
    if (!sameRow) {
      rowY = (index === 0 ? doc.y : (belowParagraph ?? rowY + size * 1.4)) + (line.gapBefore ?? 0);
      if (rowY > doc.page.height - MARGIN - size) {
        doc.addPage();
        rowY = MARGIN;
      }
    }
    if ((line.color ?? BLACK) !== color) {
      color = line.color ?? BLACK;
      doc.fillColor(color);
    }
    const x = line.x ?? LEFT;
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    if (line.wrap) {
      doc.text(line.text, x, rowY, { width: doc.page.width - x - MARGIN });
      belowParagraph = doc.y;
    } else {
      doc.text(line.text, x, rowY, { lineBreak: false });
      belowParagraph = null;
    }
  }
  doc.end();
  return done;
}
