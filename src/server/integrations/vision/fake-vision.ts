/**
 * A local fake of the three vision providers for tests (ADR 0031), answering on one `node:http` port as
 * each does: OpenAI chat completions (`/openai/v1/chat/completions`), Gemini generateContent
 * (`/gemini/v1beta/models/{model}:generateContent`) and Anthropic messages (`/anthropic/v1/messages`).
 *
 *   const fake = await startFakeVision({ openai: { books } });
 *   createTestApp({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: fake.urls.openai, ... });
 *   fake.modes.openai = 'quota';   // 'ok' | 'quota' (429) | 'hang' (never answers) | 'junk' (not JSON)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShelfBook } from './types';

export type ProviderName = 'openai' | 'gemini' | 'anthropic';
export type FakeVisionMode = 'ok' | 'quota' | 'hang' | 'junk';

export interface FakeVision {
  /** base URLs to configure (OPENAI_BASE_URL, GEMINI_BASE_URL, ANTHROPIC_BASE_URL) */
  urls: Record<ProviderName, string>;
  modes: Record<ProviderName, FakeVisionMode>;
  /** the books each provider answers */
  books: Record<ProviderName, ShelfBook[]>;
  /** providers called, in order */
  calls: ProviderName[];
  close(): Promise<void>;
}

function which(url: string): ProviderName | null {
  if (url.startsWith('/openai/')) return 'openai';
  if (url.startsWith('/gemini/')) return 'gemini';
  if (url.startsWith('/anthropic/')) return 'anthropic';
  return null;
}

function okBody(name: ProviderName, text: string): object {
  if (name === 'openai')
    return {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
  if (name === 'gemini')
    return {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    };
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    usage: { input_tokens: 1, output_tokens: 1 },
  };
}

function quotaBody(name: ProviderName): object {
  if (name === 'openai')
    return {
      error: {
        message: 'You exceeded your current quota',
        type: 'insufficient_quota',
        code: 'insufficient_quota',
      },
    };
  if (name === 'gemini')
    return {
      error: {
        code: 429,
        message: 'Resource has been exhausted (e.g. check quota).',
        status: 'RESOURCE_EXHAUSTED',
      },
    };
  return { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limit exceeded' } };
}

export async function startFakeVision(
  books: Partial<Record<ProviderName, ShelfBook[]>> = {},
): Promise<FakeVision> {
  const state = {
    modes: { openai: 'ok', gemini: 'ok', anthropic: 'ok' } as Record<ProviderName, FakeVisionMode>,
    books: { openai: [], gemini: [], anthropic: [], ...books } as Record<ProviderName, ShelfBook[]>,
    calls: [] as ProviderName[],
  };
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const name = which(req.url ?? '');
      if (!name || req.method !== 'POST') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      state.calls.push(name);
      const mode = state.modes[name];
      if (mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (mode === 'quota') {
        res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify(quotaBody(name)));
        return;
      }
      const text =
        mode === 'junk' ? 'Sorry, I cannot help with that.' : JSON.stringify({ books: state.books[name] });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(okBody(name, text)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: { openai: `${base}/openai/v1`, gemini: `${base}/gemini`, anthropic: `${base}/anthropic` },
    ...state,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
