/** One outbox SMS as it goes out. */
export interface OutgoingSms {
  /** Unique per outbox row, the same on every attempt: the gateway's idempotency key. */
  key: string;
  /** International form, +46701234567. */
  to: string;
  text: string;
}

/** Hands an SMS to the gateway; rejects with the gateway's reason when it refuses or does not answer. */
export interface SmsTransport {
  send(sms: OutgoingSms): Promise<void>;
}

/** Settings SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN and SMS_SENDER (apps/api settings.ts). */
export interface SmsGatewaySettings {
  /** Where each SMS is POSTed as JSON, e.g. https://sms.example.se/v1/messages */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  /** What the customer's phone shows as sender: up to 11 letters and digits, or a phone number. */
  sender: string;
}

/** Waits at most this long for the gateway's answer to one SMS. */
const SMS_GATEWAY_TIMEOUT_MS = 15_000;
/** At most this much of a refusing gateway's body is kept as the reason. */
const REASON_MAX_LENGTH = 500;

/**
 * A refusal as README 'Customer SMS' documents it, `HTTP <status>: <reason>`: the reason is the gateway's own
 * words (its JSON `error` or `message`, else its body), or the status's text when the body is empty.
 */
async function refusalOf(response: Response): Promise<string> {
  const body = (await response.text().catch(() => '')).trim();
  let reason = body || response.statusText;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const said = typeof parsed.error === 'string' ? parsed.error : parsed.message;
    if (typeof said === 'string') reason = said;
  } catch {
    // Not JSON: the body as it is.
  }
  return (reason ? `HTTP ${response.status}: ${reason}` : `HTTP ${response.status}`).slice(
    0,
    REASON_MAX_LENGTH,
  );
}

/**
 * The HTTP SMS gateway: POSTs `{ id, from, to, text }` as JSON with the header `Idempotency-Key: <id>` (the same
 * on every attempt, so a gateway that deduplicates on it sends a retried SMS once). Any 2xx is accepted; any other
 * answer, no answer within the timeout (the request is aborted) or no connection rejects with the reason.
 */
export function createHttpSmsGateway(
  settings: SmsGatewaySettings,
  timeoutMs = SMS_GATEWAY_TIMEOUT_MS,
): SmsTransport {
  return {
    async send(sms) {
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': sms.key,
            ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
          },
          body: JSON.stringify({ id: sms.key, from: settings.sender, to: sms.to, text: sms.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          throw new Error(`Inget svar från SMS-tjänsten inom ${timeoutMs / 1000} s`);
        }
        const cause = (error as { cause?: unknown }).cause;
        throw new Error(
          cause instanceof Error ? `Ingen kontakt med SMS-tjänsten: ${cause.message}` : String(error),
        );
      }
      if (!response.ok) throw new Error(await refusalOf(response));
      // The body is not needed; reading it lets the connection be reused.
      await response.body?.cancel();
    },
  };
}
