import { describe, expect, it } from 'vitest';
import { loadSettings } from './settings.ts';

describe('loadSettings', () => {
  it('has the documented defaults', () => {
    expect(loadSettings({})).toEqual({
      port: 3000,
      host: undefined,
      databaseUrl: undefined,
      ephemeralDatabase: false,
      logLevel: 'info',
      session: { idleMinutes: 30, absoluteHours: 12 },
      shutdownTimeoutMs: 10_000,
      eventRetentionHours: 24,
      caseLockLeaseSeconds: 300,
      productName: 'Sappa',
    });
  });

  it('reads the environment and treats empty values as unset', () => {
    const settings = loadSettings({
      PORT: '8080',
      DATABASE_URL: '',
      LOG_LEVEL: 'debug',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
    });
    expect(settings).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      logLevel: 'debug',
      session: { idleMinutes: 15, absoluteHours: 8 },
    });
  });

  it('refuses invalid values, naming them', () => {
    expect(() => loadSettings({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadSettings({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadSettings({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadSettings({ EVENT_RETENTION_HOURS: '-1' })).toThrow(/EVENT_RETENTION_HOURS/);
    // Shorter than three heartbeats: a held lock would lapse between two beats of an open page.
    expect(() => loadSettings({ CASE_LOCK_LEASE_SECONDS: '179' })).toThrow(/CASE_LOCK_LEASE_SECONDS/);
    expect(loadSettings({ CASE_LOCK_LEASE_SECONDS: '180' }).caseLockLeaseSeconds).toBe(180);
    expect(() => loadSettings({ PRODUCT_NAME: 'Sappa IT' })).toThrow(/PRODUCT_NAME/);
    expect(loadSettings({ PRODUCT_NAME: 'Telia' }).productName).toBe('Telia');
  });
});
