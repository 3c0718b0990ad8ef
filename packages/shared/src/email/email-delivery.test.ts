import { describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_MAX_ATTEMPTS, emailNotQueuedReason, nextEmailAttemptAt } from './email-delivery.ts';

describe('nextEmailAttemptAt', () => {
  const failedAt = new Date('2026-11-28T10:00:00Z');
  const minutesLater = (attempts: number) => {
    const next = nextEmailAttemptAt(attempts, failedAt);
    return next === null ? null : (next.getTime() - failedAt.getTime()) / 60_000;
  };

  it('waits a minute after the first failure and twice as long after each further one', () => {
    expect([1, 2, 3, 4, 5].map(minutesLater)).toEqual([1, 2, 4, 8, 16]);
  });

  it('gives up once every attempt is used', () => {
    expect(minutesLater(EMAIL_DELIVERY_MAX_ATTEMPTS)).toBeNull();
    expect(minutesLater(EMAIL_DELIVERY_MAX_ATTEMPTS + 1)).toBeNull();
  });
});

describe('emailNotQueuedReason', () => {
  it('says in Swedish that no e-mail server is configured, and passes any other answer on', () => {
    expect(emailNotQueuedReason('NOT_CONFIGURED')).toBe('Inte skickat: ingen e-postserver är konfigurerad');
    expect(emailNotQueuedReason('REJECTED')).toBe('REJECTED');
  });
});
