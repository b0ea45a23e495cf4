import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'hubshelf-config-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  /** The error loadConfig throws for `env`, or a test failure when it does not throw. */
  const errorFor = (env: Record<string, string>): ConfigError => {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return err as ConfigError;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  };

  it('runs with no settings at all on embedded-mode defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 5000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:5000',
      smtpUrl: undefined,
      mailFrom: 'Hubshelf <no-reply@hubshelf.local>',
      google: undefined,
      adminEmails: [],
      seedDemo: true,
      redisUrl: undefined,
      authRateLimit: 10,
      logLevel: 'info',
    });
    expect(existsSync(dataDir)).toBe(true);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('generates the Web Push (VAPID) keys once into DATA_DIR; the subject is mailto: without an https PUBLIC_URL', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.vapid.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(readFileSync(join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.vapid.publicKey,
      privateKey: first.vapid.privateKey,
    });
    expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(first.vapid);
    expect(first.vapid.subject).toBe('mailto:no-reply@hubshelf.local');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://books.example.org' }).vapid.subject).toBe(
      'https://books.example.org',
    );
  });

  it('takes the VAPID keys from the environment, both or neither', () => {
    const keys = { VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' };
    expect(loadConfig({ DATA_DIR: dataDir, ...keys }).vapid).toMatchObject({
      publicKey: 'pub',
      privateKey: 'priv',
    });
    expect(existsSync(join(dataDir, 'vapid-keys.json'))).toBe(false);
    expect(errorFor({ VAPID_PUBLIC_KEY: 'pub' }).message).toContain(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      PUBLIC_URL: 'https://books.example.org/',
      ADMIN_EMAILS: ' Boss@Example.com , , second@example.com',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '25',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'shh',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://books.example.org');
    expect(config.adminEmails).toEqual(['boss@example.com', 'second@example.com']);
    expect(config.seedDemo).toBe(false);
    expect(config.authRateLimit).toBe(25);
    expect(config.google).toEqual({ clientId: 'id.apps.googleusercontent.com', clientSecret: 'shh' });
  });

  it('defaults PUBLIC_URL to localhost on the chosen port', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '5100' }).publicUrl).toBe('http://localhost:5100');
  });

  it.each([
    ['abc', 'PORT must be a number from 0 to 65535'],
    ['70000', 'PORT must be a number from 0 to 65535'],
    ['80.5', 'PORT must be a whole number from 0 to 65535'],
  ])('refuses PORT=%s with a readable message', (port, message) => {
    expect(errorFor({ PORT: port }).message).toBe(`Invalid configuration:\n  PORT: ${message}`);
  });

  it('lists every bad setting, one per line', () => {
    const err = errorFor({ PORT: 'abc', PUBLIC_URL: 'not a url', AUTH_RATE_LIMIT: '0' });
    expect(err.message.split('\n')).toEqual([
      'Invalid configuration:',
      '  PORT: PORT must be a number from 0 to 65535',
      '  PUBLIC_URL: PUBLIC_URL must be a full URL like https://hubshelf.example',
      '  AUTH_RATE_LIMIT: AUTH_RATE_LIMIT must be at least 1',
    ]);
  });

  it('refuses a Google client id without its secret, and a secret without its id', () => {
    const message =
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together';
    expect(errorFor({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }).message).toBe(message);
    expect(errorFor({ GOOGLE_CLIENT_SECRET: 'shh' }).message).toBe(message);
  });

  it('refuses a short SESSION_SECRET and a REDIS_URL that is not a URL', () => {
    expect(errorFor({ SESSION_SECRET: 'short' }).message).toContain(
      'SESSION_SECRET must be at least 32 characters',
    );
    expect(errorFor({ REDIS_URL: 'localhost' }).message).toContain(
      'REDIS_URL must be a URL like redis://127.0.0.1:6379',
    );
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: ' ',
      AUTH_RATE_LIMIT: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.authRateLimit).toBe(10);
    expect(config.google).toBeUndefined();
  });
});
