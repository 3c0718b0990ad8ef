import { describe, expect, it } from 'vitest';
import { REQUEST_ID_INVALID_MESSAGE, requestIdSchema } from './request-id.ts';

describe('requestIdSchema', () => {
  it('takes a UUID as crypto.randomUUID makes it', () => {
    const id = crypto.randomUUID();
    expect(requestIdSchema.parse(id)).toBe(id);
  });

  it('refuses anything else with the Swedish message', () => {
    for (const value of ['', 'not-a-uuid', '123', `${crypto.randomUUID()}x`, undefined, 42]) {
      const result = requestIdSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REQUEST_ID_INVALID_MESSAGE);
    }
  });
});
