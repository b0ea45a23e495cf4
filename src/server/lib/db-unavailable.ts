/**
 * Recognising "the database is unreachable" (ADR 0037): while PostgreSQL restarts or fails over, a
 * request answers 503 with DATABASE_UNAVAILABLE_MESSAGE instead of 500, so a client (or a load balancer)
 * retries in a moment.
 */
import { t } from '../i18n/t';

/** The 503 message while the database is unreachable (issue rules, word for word). */
export const DATABASE_UNAVAILABLE_MESSAGE = t('common:unavailable');

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of a server that is going away or not yet there: class 08 (connection exception), 57P01-57P03
 * (admin/crash shutdown, cannot connect now) and 53300 (too many connections).
 */
function unavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** node-postgres messages of a pool that could not hand out a connection or lost it mid-query. */
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/**
 * True when `error` (or an error in its `cause` chain: Drizzle wraps the driver's error) says the
 * database cannot be reached right now, rather than that the query itself was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || unavailableSqlState(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((re) => re.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
