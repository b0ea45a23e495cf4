/**
 * Builds the Fastify app from plugins and feature modules. `main.ts` and the tests both call `buildApp`
 * with their own dependencies (database, clock, mailer), so tests run the real stack via `app.inject()`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { OFFERED_LANGUAGES, type Language } from '@/domain/languages';
import type { Config } from './config';
import type { DatabaseHandle, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './integrations/mail/mailer';
import { createMailer } from './integrations/mail/mailer';
import { createFileStore, type FileStore } from './integrations/storage';
import { checkoutCspSources } from './integrations/payments';
import { adminGuardPlugin } from './plugins/admin-guard';
import { errorsPlugin } from './plugins/errors';
import { filesPlugin } from './plugins/files';
import { healthPlugin } from './plugins/health';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticClientPlugin } from './plugins/static-client';
import { modules } from './modules';

/** Everything a route or service needs from outside; decorated on the app as `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  /** Uploaded files (avatars): disk or S3 (ADR 0020). */
  files: FileStore;
  /** Extra CSP sources, e.g. the payment provider's checkout script when it is configured. */
  extraScriptSrc?: string[];
  extraConnectSrc?: string[];
  extraFrameSrc?: string[];
  /** The languages callers may get answers in (ADR 0042); OFFERED_LANGUAGES unless a test injects more. */
  offeredLanguages: readonly Language[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Defaults to the outbox/SMTP mailer built from config. */
  mailer?: Mailer;
  /** Defaults to the store built from config (disk under DATA_DIR, or S3). */
  files?: FileStore;
  /** Serve dist/client (true in main, false in API tests). */
  serveClient?: boolean;
  logger?: boolean;
  /** Defaults to OFFERED_LANGUAGES (ADR 0042); tests inject ['en', 'hi']. */
  offeredLanguages?: readonly Language[];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
              '*.password',
              '*.passwordHash',
              '*.token',
            ],
          },
    trustProxy: options.config.trustProxy,
    // 1 MB for JSON; the shelf photo route alone admits more (ADR 0031)
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { config, database, clock } = options;
  const mailer =
    options.mailer ??
    createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      dataDir: config.dataDir,
    });
  const files = options.files ?? createFileStore(config);
  app.decorate('deps', {
    config,
    db: database.db,
    database,
    clock,
    mailer,
    files,
    offeredLanguages: options.offeredLanguages ?? OFFERED_LANGUAGES,
    ...checkoutCspSources(config),
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(sessionPlugin);
  await app.register(adminGuardPlugin);
  await app.register(rateLimitPlugin);
  await app.register(healthPlugin);
  await app.register(filesPlugin);
  await app.register(openApiPlugin);
  for (const mod of modules) await app.register(mod);
  if (options.serveClient) await app.register(staticClientPlugin);
  return app;
}
