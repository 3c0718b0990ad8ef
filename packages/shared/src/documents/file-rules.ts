/**
 * What may be uploaded (issue 13 section 1, document 3 section 3): the document types PDF, WAV, PNG, JPEG, JPG
 * and DOCM, each known by its file-name extension and checked against the bytes it starts with, at most
 * `MAX_UPLOAD_BYTES` per file. The server enforces these while it streams an upload; the drop zone checks
 * the same rules before sending.
 */

export const DOCUMENT_TYPES = ['PDF', 'WAV', 'PNG', 'JPEG', 'JPG', 'DOCM'] as const;
export type DocumentFileType = (typeof DOCUMENT_TYPES)[number];

/** At most this many bytes per uploaded file (20 MB). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** At most this many files in one upload. */
export const MAX_UPLOAD_FILES = 10;

/** The content type each type is stored and served with. */
export const CONTENT_TYPES: Record<DocumentFileType, string> = {
  PDF: 'application/pdf',
  WAV: 'audio/wav',
  PNG: 'image/png',
  JPEG: 'image/jpeg',
  JPG: 'image/jpeg',
  DOCM: 'application/vnd.ms-word.document.macroEnabled.12',
};

/** Types a browser may show inline; everything else (DOCM, with macros) is only ever downloaded. */
export const INLINE_TYPES: ReadonlySet<DocumentFileType> = new Set(['PDF', 'WAV', 'PNG', 'JPEG', 'JPG']);

export const FILE_TEXTS = {
  refusedType: (fileName: string) =>
    `Filen ${fileName} har en filtyp som inte tas emot. Tillåtna filtyper: ${DOCUMENT_TYPES.join(', ')}.`,
  wrongContent: (fileName: string) => `Filen ${fileName} stämmer inte med sin filtyp.`,
  tooLarge: (fileName: string) =>
    `Filen ${fileName} är för stor. Största tillåtna storlek är ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  tooMany: `Högst ${MAX_UPLOAD_FILES} filer kan laddas upp på en gång.`,
  noFile: 'Välj minst en fil',
  emptyFile: (fileName: string) => `Filen ${fileName} är tom.`,
  notMultipart: 'Filerna måste skickas som multipart/form-data',
  notFound: 'Filen hittades inte',
} as const;

/** The document type of a file name by its extension (case-insensitive), or null for any other file. */
export function documentTypeOf(fileName: string): DocumentFileType | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  if (!match?.[1]) return null;
  const extension = match[1].toUpperCase();
  return (DOCUMENT_TYPES as readonly string[]).includes(extension) ? (extension as DocumentFileType) : null;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** How many leading bytes `matchesType` needs. */
export const SIGNATURE_BYTES = 12;

/**
 * True when the file's first bytes are those of its type: %PDF, RIFF....WAVE, the PNG signature, the JPEG
 * start-of-image marker, or a ZIP container (DOCM). A renamed executable is refused.
 */
export function matchesType(type: DocumentFileType, head: Uint8Array): boolean {
  switch (type) {
    case 'PDF':
      return startsWith(head, ascii('%PDF-'));
    case 'WAV':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WAVE'), 8);
    case 'PNG':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'JPEG':
    case 'JPG':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'DOCM':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
  }
}

/**
 * A file name safe for a Content-Disposition header and a listing: no path, no control characters; composed
 * (NFC), so an 'å' sent decomposed (as macOS names files) is the same name as one typed.
 */
export function safeFileName(fileName: string): string {
  const base = fileName.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned.slice(-200) || 'fil';
}
