import { describe, expect, it } from 'vitest';
import { writePdf } from './pdf-writer.ts';

describe('writePdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = writePdf(
      [{ text: 'Faktura 123 (kopia) – Åsa Öberg', bold: true, size: 16 }, { text: 'Rad 1' }],
      'Faktura',
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Faktura 123 \\(kopia\\) ? \xc5sa \xd6berg) Tj');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('breaks long documents into pages', () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({ text: `Rad ${index}` }));
    const text = writePdf(lines, 'Lång').toString('latin1');
    expect(/\/Count (\d+)/.exec(text)?.[1]).toBe('3');
  });
});
