/** The API refuses (413) a batched HTTP request of more procedure calls than this. */
export const MAX_CALLS_PER_BATCH = 20;
