import { describe, expect, it } from 'vitest';
import { emailNotQueuedReason, emailStatusAfter } from './email-delivery.ts';

describe('emailNotQueuedReason', () => {
  it('says in Swedish that no e-mail server is configured, and passes any other answer on', () => {
    expect(emailNotQueuedReason('NOT_CONFIGURED')).toBe('Inte skickat: ingen e-postserver är konfigurerad');
    expect(emailNotQueuedReason('REJECTED')).toBe('REJECTED');
  });
});

describe('emailStatusAfter', () => {
  const at = new Date('2026-12-06T10:01:00Z');

  it('reports a delivered e-mail as SENT, one with a try left as still queued, one with none as FAILED', () => {
    expect(emailStatusAfter({ delivery: 'SENT', nextAttemptAt: null })).toBe('SENT');
    expect(emailStatusAfter({ delivery: 'FAILED', nextAttemptAt: at })).toBe('PENDING');
    expect(emailStatusAfter({ delivery: 'FAILED', nextAttemptAt: null })).toBe('FAILED');
  });
});
