/**
 * Server configuration from the environment, parsed with zod; fails fast with a readable message.
 * Every setting has an embedded-mode default (ARCHITECTURE §1). `SESSION_SECRET` is generated once
 * and kept in `DATA_DIR/session-secret` when absent; so are the Web Push (VAPID) keys, in
 * `DATA_DIR/vapid-keys.json` (docs/decisions/0040-push-icons-offline-actions.md).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { vapidSettings, type VapidSettings } from './vapid';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number from 0 to 65535' })
    .int('PORT must be a whole number from 0 to 65535')
    .min(0, 'PORT must be a number from 0 to 65535')
    .max(65535, 'PORT must be a number from 0 to 65535')
    .default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.string().url('DATABASE_URL must be a postgres:// URL').optional()),
  PUBLIC_URL: optionalString.pipe(
    z.string().url('PUBLIC_URL must be a full URL like https://hubshelf.example').optional(),
  ),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.string().url('SMTP_URL must be a URL like smtp://user:pass@host:587').optional(),
  ),
  MAIL_FROM: z.string().default('Hubshelf <no-reply@hubshelf.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SEED_DEMO: bool,
  // Vision providers for the bookshelf photo (ADR 0031): each is tried only when its key is set.
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.string().url('OPENAI_BASE_URL must be a URL').optional()),
  OPENAI_VISION_MODEL: z.string().default('gpt-4o-mini'),
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: optionalString.pipe(z.string().url('GEMINI_BASE_URL must be a URL').optional()),
  GEMINI_VISION_MODEL: z.string().default('gemini-2.5-flash'),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalString.pipe(z.string().url('ANTHROPIC_BASE_URL must be a URL').optional()),
  ANTHROPIC_VISION_MODEL: z.string().default('claude-sonnet-4-5'),
  VISION_TIMEOUT_MS: z.coerce
    .number({ error: 'VISION_TIMEOUT_MS must be a number of milliseconds' })
    .int('VISION_TIMEOUT_MS must be a whole number of milliseconds')
    .positive('VISION_TIMEOUT_MS must be a positive number of milliseconds')
    .default(30_000),
  SHELF_READERS: z.coerce.number().int().min(1).max(8).default(1),
  TRUST_PROXY: bool,
  REDIS_URL: optionalString.pipe(
    z.string().url('REDIS_URL must be a URL like redis://127.0.0.1:6379').optional(),
  ),
  AUTH_RATE_LIMIT: optionalString.pipe(
    z.coerce
      .number<string>({ error: 'AUTH_RATE_LIMIT must be a number of attempts per minute' })
      .int('AUTH_RATE_LIMIT must be a whole number of attempts per minute')
      .min(1, 'AUTH_RATE_LIMIT must be at least 1')
      .optional(),
  ),
  JOB_PERIOD_MS: optionalString.pipe(
    z.coerce
      .number<string>({ error: 'JOB_PERIOD_MS must be a number of milliseconds' })
      .int('JOB_PERIOD_MS must be a whole number of milliseconds')
      .min(100, 'JOB_PERIOD_MS must be at least 100')
      .optional(),
  ),
  NOTICE_DELIVERY_MS: optionalString.pipe(
    z.coerce
      .number<string>({ error: 'NOTICE_DELIVERY_MS must be a number of milliseconds' })
      .int('NOTICE_DELIVERY_MS must be a whole number of milliseconds')
      .min(100, 'NOTICE_DELIVERY_MS must be at least 100')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_BOOKS_URL: z.string().url().default('https://www.googleapis.com/books/v1'),
  OPEN_LIBRARY_URL: z.string().url().default('https://openlibrary.org'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(
    z.string().url('S3_ENDPOINT must be a URL like http://127.0.0.1:9000').optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool,
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  RAZORPAY_API_URL: z
    .string()
    .url('RAZORPAY_API_URL must be a URL like https://api.razorpay.com')
    .default('https://api.razorpay.com'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Origin used in mailed links and OAuth redirects, e.g. `http://localhost:5000` (no trailing slash). */
  publicUrl: string;
  sessionSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  google?: { clientId: string; clientSecret: string };
  /** Lower-cased addresses that are administrators whatever their `isAdmin` flag. */
  adminEmails: string[];
  seedDemo: boolean;
  redisUrl?: string;
  /** Sign-in, sign-up and reset-request attempts allowed per client per minute (spec 000 §7 Auth). */
  authRateLimit: number;
  /** Trust X-Forwarded-* headers (set when a reverse proxy or load balancer sits in front). */
  trustProxy: boolean;
  logLevel: string;
  /** Replaces every scheduled job's own period, in ms (fault tests; ADR 0037). Unset in production. */
  jobPeriodMs?: number;
  /**
   * Period of the notice-deliveries job alone, in ms (default 15 000, ADR 0039). The end-to-end server sets
   * 1 000 so a test waiting for a mail does not wait out the production period (ADR 0008). Unset in production.
   */
  noticeDeliveryMs?: number;
  catalogue: { googleBooksUrl: string; openLibraryUrl: string };
  /** Vision providers for bookshelf photos, in the order tried (ADR 0031); keys are never logged. */
  vision: {
    openai?: VisionProviderConfig;
    gemini?: VisionProviderConfig;
    anthropic?: VisionProviderConfig;
    /** ms each provider may take before the next is tried */
    timeoutMs: number;
    /** shelf photos the offline reader reads at once on this instance (SHELF_READERS, ADR 0049) */
    readers: number;
  };
  /**
   * Payment provider: `demo` (default; simulated orders and payments) or `razorpay` when RAZORPAY_KEY_ID and
   * RAZORPAY_KEY_SECRET are set. `webhookSecret` verifies `X-Razorpay-Signature`; without it webhooks are refused.
   */
  /**
   * S3-compatible file storage when S3_BUCKET is set (ADR 0020); otherwise files go to DATA_DIR/files.
   * Keys come from S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY or the usual AWS environment.
   */
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
  /**
   * Web Push keys (VAPID, base64url) and the contact the push services see: from VAPID_PUBLIC_KEY and
   * VAPID_PRIVATE_KEY, else generated once into `DATA_DIR/vapid-keys.json`; the subject is PUBLIC_URL when
   * it is https, else `mailto:` the MAIL_FROM address (push services accept only these two).
   */
  vapid: VapidSettings;
  payments:
    | { provider: 'demo' }
    | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret?: string; apiUrl: string };
}

/** One vision provider: its key, optional base URL (tests point it at a local fake) and model. */
export interface VisionProviderConfig {
  apiKey: string;
  baseUrl?: string;
  model: string;
}

/** Thrown when the environment is invalid; `message` lists every problem, one per line. */
export class ConfigError extends Error {}

/**
 * Reads `env` (default `process.env`) into a `Config`. Throws `ConfigError` naming each bad variable.
 * Creates `DATA_DIR` when it does not exist (embedded mode keeps the database and secret there).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    adminEmails: e.ADMIN_EMAILS,
    seedDemo: e.SEED_DEMO ?? true,
    redisUrl: e.REDIS_URL,
    authRateLimit: e.AUTH_RATE_LIMIT ?? 10,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    jobPeriodMs: e.JOB_PERIOD_MS,
    noticeDeliveryMs: e.NOTICE_DELIVERY_MS,
    catalogue: {
      googleBooksUrl: e.GOOGLE_BOOKS_URL.replace(/\/+$/, ''),
      openLibraryUrl: e.OPEN_LIBRARY_URL.replace(/\/+$/, ''),
    },
    vision: {
      openai: e.OPENAI_API_KEY
        ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_VISION_MODEL }
        : undefined,
      gemini: e.GEMINI_API_KEY
        ? { apiKey: e.GEMINI_API_KEY, baseUrl: e.GEMINI_BASE_URL, model: e.GEMINI_VISION_MODEL }
        : undefined,
      anthropic: e.ANTHROPIC_API_KEY
        ? { apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL, model: e.ANTHROPIC_VISION_MODEL }
        : undefined,
      timeoutMs: e.VISION_TIMEOUT_MS,
      readers: e.SHELF_READERS,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    vapid: vapidSettings(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, dataDir, publicUrl, e.MAIL_FROM),
    payments:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            provider: 'razorpay',
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
          }
        : { provider: 'demo' },
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
