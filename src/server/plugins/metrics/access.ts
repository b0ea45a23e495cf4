/**
 * Who may read `GET /metrics` (ADR 0053): a caller on loopback (a scraper or sidecar on the same machine),
 * or anyone sending `Authorization: Bearer <METRICS_TOKEN>` when that token is set. Behind a reverse proxy
 * set TRUST_PROXY, so `request.ip` is the client's address rather than the proxy's loopback one.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** True for 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** True when `header` is exactly `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header) return false;
  const sent = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Whether `request` may read the metrics, given the configured token (undefined: loopback only). */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token && bearerMatches(request.headers.authorization, token)) return true;
  return isLoopback(request.ip);
}
