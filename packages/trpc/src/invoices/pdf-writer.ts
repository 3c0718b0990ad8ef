/**
 * A tiny dependency-free PDF writer: A4 pages of text lines in Helvetica (WinAnsi, so Swedish letters work).
 * Enough for an invoice; no images, no wrapping (callers cut their lines).
 */
export interface PdfLine {
  text: string;
  /** Points from the left edge; default 50. */
  x?: number;
  size?: number;
  bold?: boolean;
  /** Extra space before this line, in points. */
  gapBefore?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 60;

/** A PDF string literal in WinAnsi (Latin-1) bytes; other characters become '?'. */
function pdfString(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (match) => `\\${match}`).replace(/[\r\n]/g, ' ')})`;
}

/** Lines split into pages by height; a line with `x` and no gap shares the previous line's baseline. */
function paginate(lines: readonly PdfLine[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN_TOP;
  for (const [index, line] of lines.entries()) {
    const size = line.size ?? 10;
    const sameRow = index > 0 && line.x !== undefined && line.x > 50 && line.gapBefore === undefined;
    if (!sameRow) y -= size * 1.4 + (line.gapBefore ?? 0);
    if (y < MARGIN_BOTTOM) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN_TOP - size * 1.4;
    }
    const font = line.bold ? 'F2' : 'F1';
    pages
      .at(-1)
      ?.push(`BT /${font} ${size} Tf ${line.x ?? 50} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`);
  }
  return pages.map((page) => page.join('\n'));
}

/** The PDF file's bytes. */
export function writePdf(lines: readonly PdfLine[], title: string): Buffer {
  const contents = paginate(lines);
  const objects: string[] = [];
  const pageIds = contents.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  contents.forEach((content, index) => {
    const pageId = pageIds[index] as number;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    const bytes = Buffer.byteLength(content, 'latin1');
    objects[pageId + 1] = `<< /Length ${bytes} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title ${pdfString(title)} /Producer (Sappis) >>`;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
