import { propertyRuns } from '@sappis/shared/testing/property-runs';
import fc from 'fast-check';
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

  it('reads back exactly the lines of any compressed document, whatever bytes its compressed stream ends in', async () => {
    const line = fc.stringMatching(/^[A-Za-z0-9åäöÅÄÖ–:,. -]{1,40}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 4 }), async (texts) => {
        const lines = texts.map((text) => text.trim() || 'Rad');
        const pdf = await writePdf(
          lines.map((text) => ({ text })),
          { title: 'Faktura' },
        );
        expect(pdfText(pdf)).toEqual(lines);
      }),
      { numRuns: propertyRuns(400, 4_000), seed: 33 },
    );
  });

  it('breaks long documents into pages', async () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({ text: `Rad ${index}` }));
    const text = (await writePdf(lines, { title: 'Lång', compress: false })).toString('latin1');
    expect(/\/Count (\d+)/.exec(text)?.[1]).toBe('3');
  });

  it('wraps a paragraph at the right margin, continues it on a new page and puts the next line below it', async () => {
    const words = Array.from({ length: 1500 }, (_, index) => `ord${index}`);
    const pdf = await writePdf(
      [
        { text: 'Rubrik', bold: true, size: 16 },
        { text: 'Grå rad', size: 9, color: '#555555' },
        { text: words.join(' '), size: 11, wrap: true },
        { text: 'Efter stycket', gapBefore: 6 },
      ],
      { title: 'Stycke', compress: false },
    );
    const lines = pdfText(pdf);
    expect(lines.slice(0, 2)).toEqual(['Rubrik', 'Grå rad']);
    expect(lines.at(-1)).toBe('Efter stycket');
    const paragraph = lines.slice(2, -1);
    expect(paragraph.length).toBeGreaterThan(50);
    expect(paragraph.join(' ').split(/\s+/).filter(Boolean)).toEqual(words);
    const text = pdf.toString('latin1');
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBeGreaterThan(1);
    expect(text).toMatch(/0\.333+ 0\.333+ 0\.333+ scn/);
  });
});
