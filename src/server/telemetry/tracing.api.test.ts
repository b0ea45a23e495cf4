/**
 * Traces (ADR 0053): without OTEL_EXPORTER_OTLP_ENDPOINT no OpenTelemetry module is loaded; with it set to a
 * local OTLP/HTTP receiver, one request to a Fastify app yields a server span, posted to `/v1/traces`,
 * named after the route pattern. Each case runs tracing-probe.ts in a child process, as main.ts would.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const PROBE = 'src/server/testing/tracing-probe.ts';

async function probe(env: Record<string, string>): Promise<{ traced: boolean; loaded: string[] }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', PROBE], {
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', ...env },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

interface OtlpSpan {
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** Every span in an OTLP/JSON `ExportTraceServiceRequest` body. */
function spansOf(body: string): OtlpSpan[] {
  const parsed = JSON.parse(body) as {
    resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
  };
  return parsed.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
}

describe('traces', () => {
  let receiver: Server;
  let endpoint: string;
  const posts: { path: string; body: string }[] = [];
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        posts.push({ path: req.url ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

  it('loads no OpenTelemetry module when OTEL_EXPORTER_OTLP_ENDPOINT is unset', async () => {
    const result = await probe({});
    expect(result).toEqual({ traced: false, loaded: [] });
    expect(posts).toEqual([]);
  });

  it('posts the span of a request to the OTLP endpoint when it is set', async () => {
    const result = await probe({
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'hubshelf-probe',
    });
    expect(result.traced).toBe(true);
    expect(result.loaded.length).toBeGreaterThan(0);
    const traces = posts.filter((p) => p.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const spans = traces.flatMap((p) => spansOf(p.body));
    const names = JSON.stringify(spans.map((s) => s.name));
    // the HTTP server span (kind SERVER = 2), and Fastify's spans labelled with the route pattern
    expect(
      spans.some((s) => s.kind === 2),
      names,
    ).toBe(true);
    const routed = spans.filter((s) =>
      s.attributes.some((a) => a.key === 'http.route' && a.value.stringValue === '/probe/:id'),
    );
    expect(routed.length, names).toBeGreaterThan(0);
    expect(traces[0].body).toContain('hubshelf-probe');
  });
});
