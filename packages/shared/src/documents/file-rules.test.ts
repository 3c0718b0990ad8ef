import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTypeOf, matchesType, safeFileName } from './file-rules.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

describe('documentTypeOf', () => {
  it('knows the six types of document 3 by extension, in any case', () => {
    expect(documentTypeOf('avtal.pdf')).toBe('PDF');
    expect(documentTypeOf('SAMTAL.WAV')).toBe('WAV');
    expect(documentTypeOf('bild.Png')).toBe('PNG');
    expect(documentTypeOf('foto.jpeg')).toBe('JPEG');
    expect(documentTypeOf('foto.jpg')).toBe('JPG');
    expect(documentTypeOf('mall.docm')).toBe('DOCM');
  });

  it('refuses every other extension and names without one', () => {
    for (const name of ['virus.exe', 'sida.html', 'bild.svg', 'text.txt', 'pdf', 'avtal.pdf.exe', '']) {
      expect(documentTypeOf(name)).toBeNull();
    }
  });

  it('never accepts a name whose extension is not one of the six', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-z]{1,5}$/), (base, extension) => {
        const type = documentTypeOf(`${base}.${extension}`);
        expect(type === null || ['pdf', 'wav', 'png', 'jpeg', 'jpg', 'docm'].includes(extension)).toBe(true);
      }),
    );
  });
});

describe('matchesType', () => {
  it('accepts the signatures of each type', () => {
    expect(matchesType('PDF', ascii('%PDF-1.7\n'))).toBe(true);
    expect(matchesType('WAV', ascii('RIFF\0\0\0\0WAVEfmt '))).toBe(true);
    expect(matchesType('PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(matchesType('JPG', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(matchesType('DOCM', bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
  });

  it('refuses a renamed file', () => {
    expect(matchesType('PDF', ascii('MZ\x90\0'))).toBe(false);
    expect(matchesType('PNG', ascii('<svg onload=alert(1)>'))).toBe(false);
    expect(matchesType('WAV', ascii('RIFF\0\0\0\0AVI '))).toBe(false);
    expect(matchesType('PDF', bytes())).toBe(false);
  });
});

describe('safeFileName', () => {
  it('keeps the base name without path, quotes or control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\tmp\\"avtal".pdf')).toBe('avtal.pdf');
    expect(safeFileName('a\r\nb.pdf')).toBe('ab.pdf');
    expect(safeFileName('   ')).toBe('fil');
  });

  it('keeps å, ä, ö as typed, composing a decomposed name (as macOS sends it) to the same one', () => {
    const name = 'Avtalsbekräftelse Åsa Öström.pdf';
    expect(safeFileName(name)).toBe(name);
    expect(safeFileName(name.normalize('NFD'))).toBe(name);
  });
});
