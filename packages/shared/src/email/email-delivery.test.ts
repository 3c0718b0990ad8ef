import { describe, expect, it } from 'vitest';
import { emailNotQueuedReason } from './email-delivery.ts';

describe('emailNotQueuedReason', () => {
  it('says in Swedish that no e-mail server is configured, and passes any other answer on', () => {
    expect(emailNotQueuedReason('NOT_CONFIGURED')).toBe('Inte skickat: ingen e-postserver är konfigurerad');
    expect(emailNotQueuedReason('REJECTED')).toBe('REJECTED');
  });
});
