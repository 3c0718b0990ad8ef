import { useCallback, useState } from 'react';

/**
 * The request id of a form's current submission, for the mutations that create or send: every send of the same
 * submission (a double click, a retry after an error) carries the same id, so the server acts once and answers
 * the repeats with the first answer. `renew()` once the submission succeeded or its form closed: the next
 * submission gets a new id.
 */
export function useRequestId(): { requestId: string; renew: () => void } {
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setRequestId(crypto.randomUUID()), []);
  return { requestId, renew };
}
