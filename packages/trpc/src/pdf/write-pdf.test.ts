import { describe, expect, it } from 'vitest';
import { pdfText } from './testing/pdf-text.ts';
import { writePdf } from './write-pdf.ts';

describe('writePdf', () => {
  it('writes a valid PDF with the lines, Swedish letters included', async () => {
    const pdf = await writePdf(
      [{ text: 'Faktura 123 (kopia) – Åsa Öberg', bold: true, size: 16 }, { text: 'Rad 1' }],
      { title: 'Faktura', compress: false },
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.3')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdfText(pdf)).toEqual(['Faktura 123 (kopia) – Åsa Öberg', 'Rad 1']);
    expect(pdfText(await writePdf([{ text: 'Rad 1' }], { title: 'Komprimerad' }))).toEqual(['Rad 1']);
  });

  it('breaks long documents into pages', async () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({ text: `Rad ${index}` }));
    const text = (await writePdf(lines, { title: 'Lång', compress: false })).toString('latin1');
    expect(/\/Count (\d+)/.exec(text)?.[1]).toBe('3');
  });
});
