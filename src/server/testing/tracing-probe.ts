/**
 * A child process for the tracing test (src/server/telemetry/tracing.api.test.ts): records every module
 * the ES loader resolves, starts tracing as main.ts does (from this process's environment), then imports
 * Fastify, answers one request on a route `/probe/:id`, flushes the spans and prints one JSON line:
 * `{ traced, loaded }`, `loaded` being the @opentelemetry (and @fastify/otel) modules the process loaded,
 * through `import` or `require`.
 */
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { startTracing } from '../telemetry/tracing';

const HOOK = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(result.url);
  return result;
}`;

const resolved: string[] = [];
const { port1, port2 } = new MessageChannel();
port1.on('message', (url: string) => resolved.push(url));
port1.unref();
register(`data:text/javascript,${encodeURIComponent(HOOK)}`, {
  parentURL: import.meta.url,
  data: { port: port2 },
  transferList: [port2],
});

const TELEMETRY = /[/\\](@opentelemetry|@fastify[/\\]otel)[/\\]/;

async function probe(): Promise<void> {
  const stop = await startTracing();
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/probe/:id', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  await (await fetch(`${address}/probe/42`)).text();
  await app.close();
  await stop?.();
  await new Promise((r) => setTimeout(r, 50)); // let the loader hook's last messages arrive
  const required = Object.keys(createRequire(import.meta.url).cache);
  const loaded = [...resolved, ...required].filter((m) => TELEMETRY.test(m));
  process.stdout.write(`${JSON.stringify({ traced: Boolean(stop), loaded })}\n`);
}

void probe();
