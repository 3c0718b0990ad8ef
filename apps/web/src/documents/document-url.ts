/** Where a document opens (a new window; the API streams it with its type and name). */
export const documentUrl = (documentNumber: number) => `/files/documents/${documentNumber}`;
