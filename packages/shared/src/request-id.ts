import { z } from 'zod';

export const REQUEST_ID_INVALID_MESSAGE = 'Ogiltigt begärande-id';

/**
 * The id a form generates once per submit (a UUID) and sends again on a retry or a double click: every
 * mutation that creates or sends requires it, and the server acts once per id, answering a repeat with the
 * first answer.
 */
export const requestIdSchema = z.uuid(REQUEST_ID_INVALID_MESSAGE);
