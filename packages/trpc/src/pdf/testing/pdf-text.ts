import { inflateSync } from 'node:zlib';

/** WinAnsi bytes 0x80..0x9f that differ from Latin-1 (Node's TextDecoder may lack windows-1252 without full ICU). */
const WIN_ANSI_EXTRA = new Map<number, string>([
  [0x80, '€'],
  [0x85, '…'],
  [0x91, '‘'],
  [0x92, '’'],
  [0x93, '“'],
  [0x94, '”'],
  [0x96, '–'],
  [0x97, '—'],
]);

function winAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => WIN_ANSI_EXTRA.get(byte) ?? String.fromCharCode(byte)).join('');
}

/**
 * The text a PDF written by writePdf shows, one line per text operation: its content streams inflated when
 * compressed, the hex strings of each TJ array decoded (pdfkit writes WinAnsi bytes as hex).
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream is read by its dictionary's /Length: compressed bytes may end in '\r', which a search for the
  // 'endstream' keyword would take for the line end (one PDF in 256 then read as empty).
  for (const match of raw.matchAll(/\/Length (\d+)[^<>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const bytes = Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const parts = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)];
      lines.push(parts.map((part) => winAnsi(Buffer.from(part[1] ?? '', 'hex'))).join(''));
    }
  }
  return lines;
}
