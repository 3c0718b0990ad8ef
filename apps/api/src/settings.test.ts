import { DEFAULT_TOOL_LINKS } from '@sappis/shared';
import { describe, expect, it } from 'vitest';
import { loadSettings } from './settings.ts';

describe('loadSettings', () => {
  it('has the documented defaults', () => {
    expect(loadSettings({})).toEqual({
      port: 3000,
      host: undefined,
      databaseUrl: undefined,
      ephemeralDatabase: false,
      demoData: true,
      prepareDatabase: true,
      logLevel: 'info',
      pools: { prisma: 10, sql: 10 },
      session: { idleMinutes: 30, absoluteHours: 12 },
      drain: { delayMs: 2_000, timeoutMs: 10_000 },
      eventRetentionHours: 24,
      caseLockLeaseSeconds: 300,
      http: { publicOrigin: undefined, https: false, allowedOrigins: [], trustProxy: 0 },
      productName: 'Sappa',
      adapters: { latencyMs: 0, timeoutMs: undefined },
      files: { kind: 'postgres' },
      toolLinks: DEFAULT_TOOL_LINKS,
      telephony: { tokens: [], extensions: new Map(), rateLimitPerMinute: 600 },
      signIn: { password: true, company: undefined },
    });
  });

  it('offers the company sign-in with all of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_GROUP_MAP', () => {
    const oidc = {
      OIDC_ISSUER: 'https://login.sappa.se/realms/personal',
      OIDC_CLIENT_ID: 'sappis',
      OIDC_CLIENT_SECRET: 'hemligt',
      OIDC_GROUP_MAP: '{"sappis-agenter": "SAPPIS"}',
      PUBLIC_URL: 'https://sappis.sappa.se',
    };
    expect(loadSettings({ ...oidc, LOCAL_SIGN_IN: '0' }).signIn).toMatchObject({
      password: false,
      company: { redirectUrl: new URL('https://sappis.sappa.se/auth/oidc/callback'), groupsClaim: 'groups' },
    });
    expect(() => loadSettings({ LOCAL_SIGN_IN: '0' })).toThrow(/nobody could sign in/);
    expect(() => loadSettings({ ...oidc, OIDC_CLIENT_SECRET: '' })).toThrow(/go together/);
    expect(() => loadSettings({ ...oidc, OIDC_GROUP_MAP: '{"a": "ROOT"}' })).toThrow(/no Sappis group/);
    expect(() => loadSettings({ ...oidc, OIDC_ISSUER: 'http://login.sappa.se' })).toThrow(/https/);
    expect(() => loadSettings({ ...oidc, PUBLIC_URL: '' })).toThrow(/OIDC_REDIRECT_URL/);
  });

  it('reads the tools dropdown links as name=url pairs and refuses an address that is not http(s)', () => {
    expect(
      loadSettings({ TOOL_LINKS: 'Kreditupplysning=https://uc.example.se|Chattbot=https://bot.example.se' })
        .toolLinks,
    ).toEqual([
      { label: 'Kreditupplysning', href: 'https://uc.example.se' },
      { label: 'Chattbot', href: 'https://bot.example.se' },
    ]);
    expect(() => loadSettings({ TOOL_LINKS: 'X=javascript:alert(1)' })).toThrow('Invalid settings');
  });

  it('reads the e-mail server, its From and Reply-To, and refuses a server without a From', () => {
    expect(loadSettings({}).mail).toBeUndefined();
    expect(
      loadSettings({
        SMTP_URL: 'smtp://sappis:hemligt@smtp.example.se:587',
        MAIL_FROM: 'Sappa Kundservice <kundservice@sappa.se>',
        MAIL_REPLY_TO: 'svar@sappa.se',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtp://sappis:hemligt@smtp.example.se:587',
      from: 'Sappa Kundservice <kundservice@sappa.se>',
      replyTo: 'svar@sappa.se',
    });
    expect(() => loadSettings({ SMTP_URL: 'smtp://smtp.example.se' })).toThrow('MAIL_FROM is required');
    expect(() => loadSettings({ SMTP_URL: 'http://smtp.example.se', MAIL_FROM: 'a@b.se' })).toThrow(
      'Invalid settings',
    );
  });

  it('reads the SMS gateway, its token and sender, and refuses a gateway without a sender', () => {
    expect(loadSettings({}).adapters.smsGateway).toBeUndefined();
    expect(
      loadSettings({
        SMS_GATEWAY_URL: 'https://sms.example.se/v1/messages',
        SMS_GATEWAY_TOKEN: 'hemligt',
        SMS_SENDER: 'Sappa',
      }).adapters.smsGateway,
    ).toEqual({ url: 'https://sms.example.se/v1/messages', token: 'hemligt', sender: 'Sappa' });
    expect(
      loadSettings({ SMS_GATEWAY_URL: 'http://10.0.0.5/sms', SMS_SENDER: '+46701234567' }).adapters
        .smsGateway,
    ).toEqual({ url: 'http://10.0.0.5/sms', sender: '+46701234567' });
    expect(() => loadSettings({ SMS_GATEWAY_URL: 'https://sms.example.se' })).toThrow(
      'SMS_SENDER is required',
    );
    expect(() =>
      loadSettings({ SMS_GATEWAY_URL: 'https://sms.example.se', SMS_SENDER: 'Sappa Kundservice' }),
    ).toThrow('Invalid settings');
  });

  it('keeps files in PostgreSQL unless told S3, and then needs a bucket and both keys or none', () => {
    expect(
      loadSettings({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'sappis-files',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'eu-north-1',
        S3_ACCESS_KEY_ID: 'sappis',
        S3_SECRET_ACCESS_KEY: 'hemligt',
        S3_FORCE_PATH_STYLE: '1',
      }).files,
    ).toEqual({
      kind: 's3',
      bucket: 'sappis-files',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-north-1',
      accessKeyId: 'sappis',
      secretAccessKey: 'hemligt',
      forcePathStyle: true,
    });
    expect(loadSettings({ S3_BUCKET: 'sappis-files' }).files).toEqual({ kind: 'postgres' });
    expect(() => loadSettings({ FILE_STORAGE: 's3' })).toThrow('S3_BUCKET is required');
    expect(() => loadSettings({ FILE_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow('Invalid settings');
    expect(() =>
      loadSettings({ FILE_STORAGE: 's3', S3_BUCKET: 'sappis-files', S3_ACCESS_KEY_ID: 'sappis' }),
    ).toThrow('go together');
    expect(() => loadSettings({ FILE_STORAGE: 'disk' })).toThrow('Invalid settings');
  });

  it('reads the public address, more WebSocket origins and the proxies to trust', () => {
    expect(
      loadSettings({
        PUBLIC_URL: 'https://sappis.example.se/',
        ALLOWED_ORIGINS: 'http://localhost:5173, https://extern.example.se:8443/',
        TRUST_PROXY: '1',
      }).http,
    ).toEqual({
      publicOrigin: 'https://sappis.example.se',
      https: true,
      allowedOrigins: ['http://localhost:5173', 'https://extern.example.se:8443'],
      trustProxy: 1,
    });
    expect(loadSettings({ PUBLIC_URL: 'http://sappis.lan:3000' }).http.https).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).http.trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
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

  it('seeds demo data only on the embedded database unless SAPPIS_DEMO_DATA says otherwise', () => {
    const url = 'postgresql://app@db/sappis';
    expect(loadSettings({}).demoData).toBe(true);
    expect(loadSettings({ DATABASE_URL: url }).demoData).toBe(false);
    expect(loadSettings({ DATABASE_URL: url, SAPPIS_DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadSettings({ SAPPIS_DEMO_DATA: '0' }).demoData).toBe(false);
    expect(() => loadSettings({ SAPPIS_DEMO_DATA: 'yes' })).toThrow(/SAPPIS_DEMO_DATA/);
  });

  it('migrates and seeds at start unless a cluster replica is told its starter did (SAPPIS_PREPARE_DB=0)', () => {
    expect(loadSettings({}).prepareDatabase).toBe(true);
    expect(loadSettings({ SAPPIS_PREPARE_DB: '0' }).prepareDatabase).toBe(false);
    expect(() => loadSettings({ SAPPIS_PREPARE_DB: 'no' })).toThrow(/SAPPIS_PREPARE_DB/);
  });

  it('refuses invalid values, naming them', () => {
    expect(() => loadSettings({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadSettings({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadSettings({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadSettings({ EVENT_RETENTION_HOURS: '-1' })).toThrow(/EVENT_RETENTION_HOURS/);
    // Shorter than three heartbeats: a held lock would lapse between two beats of an open page.
    expect(() => loadSettings({ CASE_LOCK_LEASE_SECONDS: '179' })).toThrow(/CASE_LOCK_LEASE_SECONDS/);
    expect(loadSettings({ CASE_LOCK_LEASE_SECONDS: '180' }).caseLockLeaseSeconds).toBe(180);
    expect(() => loadSettings({ PUBLIC_URL: 'sappis.example.se' })).toThrow(/PUBLIC_URL/);
    expect(() => loadSettings({ PUBLIC_URL: 'ftp://sappis.example.se' })).toThrow(/PUBLIC_URL/);
    expect(() => loadSettings({ ALLOWED_ORIGINS: 'http://ok.example, evil' })).toThrow(/ALLOWED_ORIGINS/);
    // Trusting every hop would let any client pick its address (and escape the sign-in limit).
    expect(() => loadSettings({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadSettings({ PRODUCT_NAME: 'Sappa IT' })).toThrow(/PRODUCT_NAME/);
    expect(loadSettings({ PRODUCT_NAME: 'Telia' }).productName).toBe('Telia');
  });
});
