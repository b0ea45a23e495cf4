/**
 * Security headers (@fastify/helmet with a CSP that allows only this origin) and an Origin check:
 * a state-changing request (not GET/HEAD/OPTIONS) whose Origin header names another site is refused
 * with 403 (ARCHITECTURE §3). Requests without an Origin (curl, server-to-server webhooks) pass.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localizedError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
