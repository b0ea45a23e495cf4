// A fake OpenAI chat-completions endpoint for the end-to-end server (ADR 0031): every bookshelf photo
// "shows" the same three demo books, so the Bulk Book Upload suite needs no AI key and no internet.
// Listens on E2E_PORT + 1000; the server gets OPENAI_BASE_URL pointing here (playwright.config.ts).
//
// One exception, for the offline shelf reader (ADR 0049): a photo exactly NO_AI_PHOTO_WIDTH (777) px wide
// is refused with 429 `insufficient_quota`, as a real provider out of quota would, so the server falls
// back to reading the spines itself. The width is read with sharp's metadata from the JPEG data URL in
// the request body (`messages[].content[].image_url.url`); the server scales photos down to a long side
// of 2048 px but never enlarges them, so a 777 px wide photo arrives 777 px wide.
import { createServer } from 'node:http';
import sharp from 'sharp';

export const FAKE_VISION_BOOKS = [
  { title: 'Foundation', author: 'Isaac Asimov', genre: 'Science Fiction', description: 'An empire falls.' },
  { title: 'The Namesake', author: 'Jhumpa Lahiri', genre: 'Fiction', description: '' },
  { title: 'The Lowland', author: 'Jhumpa Lahiri', genre: 'Fiction', description: '' },
];

/** Width in px of a photo the fake refuses with 429 (quota exhausted). */
export const NO_AI_PHOTO_WIDTH = 777;

/** The width in px of the first `data:` image in a chat-completions request body, or null. */
async function photoWidth(body) {
  try {
    const { messages } = JSON.parse(body);
    for (const message of messages ?? [])
      for (const part of Array.isArray(message.content) ? message.content : []) {
        const url = part?.image_url?.url;
        if (typeof url === 'string' && url.startsWith('data:')) {
          const base64 = url.slice(url.indexOf(',') + 1);
          return (await sharp(Buffer.from(base64, 'base64')).metadata()).width ?? null;
        }
      }
  } catch {
    // not JSON or not an image: answered as any other photo
  }
  return null;
}

const QUOTA_REFUSAL = {
  error: {
    message: 'You exceeded your current quota',
    type: 'insufficient_quota',
    code: 'insufficient_quota',
  },
};

export function startFakeVision(port) {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      if ((await photoWidth(Buffer.concat(chunks).toString('utf8'))) === NO_AI_PHOTO_WIDTH) {
        res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify(QUOTA_REFUSAL));
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
