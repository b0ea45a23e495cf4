/**
 * Security headers (helmet, with a CSP that allows only this origin) and an Origin check:
 * a state-changing request (not GET/HEAD/OPTIONS) whose Origin header names another site is refused
 * with 403 (ARCHITECTURE §3). Requests without an Origin (curl, server-to-server webhooks) pass.
 *
 * helmet's middleware is built once, at start (@fastify/helmet built it again on every request, parsing
 * the CSP each time: about 4 % of a browse request's CPU in node; docs/decisions/0070-prepared-reads.md).
 */
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localizedError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the barcode decoder (zxing-wasm, served by the app) compile (ADR 0031)
        scriptSrc: ["'self'", ...(app.deps.extraScriptSrc ?? []), "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...(app.deps.extraConnectSrc ?? [])],
        frameSrc: ["'self'", ...(app.deps.extraFrameSrc ?? [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );

  const publicOrigin = new URL(app.deps.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw localizedError(403, 'common:originUnknown');
    }
    if (origin !== publicOrigin && originHost !== host) throw localizedError(403, 'common:crossSite');
  });
});
