// A fake OpenAI chat-completions endpoint for the end-to-end server (ADR 0031): every bookshelf photo
// "shows" the same three demo books, so the Bulk Book Upload suite needs no AI key and no internet.
// Listens on E2E_PORT + 1000; the server gets OPENAI_BASE_URL pointing here (playwright.config.ts).
import { createServer } from 'node:http';

export const FAKE_VISION_BOOKS = [
  { title: 'Foundation', author: 'Isaac Asimov', genre: 'Science Fiction', description: 'An empire falls.' },
  { title: 'The Namesake', author: 'Jhumpa Lahiri', genre: 'Fiction', description: '' },
  { title: 'The Lowland', author: 'Jhumpa Lahiri', genre: 'Fiction', description: '' },
];

export function startFakeVision(port) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const content = JSON.stringify({ books: FAKE_VISION_BOOKS });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'gpt-4o-mini',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  server.listen(port, '127.0.0.1');
  return server;
}
