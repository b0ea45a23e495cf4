/**
 * Loan conversations, photos and live delivery (ADR 0050, issue 30): a borrow after an inquiry continues the
 * same conversation with a 'paid' event worded in each reader's language; a block leaves the loan
 * conversation open; photo messages are re-encoded and served to the two members only (and an administrator
 * handling a report); a new message reaches both members' open streams.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBlocks, reports } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { eventReader } from '../../testing/sse';
import { borrowWithDemoCard } from '../../testing/transactions';
import { conversationWorld, type ConversationWorld } from './conversations-test-helpers';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld();
});
afterAll(() => w.t.close());

/** Posts a photo message with `photos` (and optional `content`) as `who`. */
async function sendPhotos(who: TestUser | null, conversationId: number, photos: Buffer[], content = '') {
  const boundary = `----hubshelf${randomUUID()}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const file = (data: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="page.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    ]);
  const payload = Buffer.concat([
    field('content', content),
    field('clientMessageId', randomUUID()),
    ...photos.map(file),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/photo-messages`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(who ? { cookie: who.cookie } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

const jpeg = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' } })
    .toBuffer();

describe('a borrow after an inquiry', () => {
  it("continues the same conversation as the loan's, with a 'paid' event in each reader's language", async () => {
    const hindiOwner = await w.hood.member({ name: 'Meera Hindi', preferredLanguage: 'hi' });
    const book = await w.hood.book(hindiOwner, { title: 'Godan' });
    const inquiry = await w.ask(w.asker, book.id);
    await w.send(w.asker, inquiry.id, 'Is it the hardback?');
    const borrowed = await borrowWithDemoCard(w.t, w.asker, book.id);
    expect(borrowed.status).toBe(200);
    const details = await w.t.request(w.asker).get(`/api/conversations/${inquiry.id}`);
    expect(details.body).toMatchObject({ kind: 'loan', rentalId: borrowed.body.id });
    const mine = await w.t.request(w.asker).get(`/api/conversations/${inquiry.id}/messages`);
    const theirs = await w.t.request(hindiOwner).get(`/api/conversations/${inquiry.id}/messages`);
    expect(mine.body.map((m: any) => m.messageType)).toEqual(['text', 'event']);
    const paid = mine.body[1];
    expect(paid).toMatchObject({ event: 'paid', senderId: null });
    expect(paid.content).toMatch(/^Paid and borrowed for 7 days\. Due back on \d+ \w+ 2026\.$/);
    expect(theirs.body[1].content).toContain('7 दिनों के लिए उधार लिया');
    // a block after the borrow leaves the loan conversation open
    await w.t.db.insert(memberBlocks).values({ blockerId: hindiOwner.user.id, blockedId: w.asker.user.id });
    expect((await w.send(w.asker, inquiry.id, 'When can I pick it up?')).status).toBe(201);
    // an ask about the book now is refused across the block
    expect((await w.t.request(w.asker).post(`/api/books/${book.id}/inquiry`)).status).toBe(403);
  });

  it('opens a loan conversation with its events for a borrow without an inquiry', async () => {
    const book = await w.hood.book(w.owner, { title: 'Malgudi Days' });
    const borrowed = await borrowWithDemoCard(w.t, w.third, book.id);
    expect(borrowed.status).toBe(200);
    const list = await w.t.request(w.owner).get('/api/conversations');
    const loan = list.body.find((c: any) => c.book.id === book.id);
    expect(loan).toMatchObject({ kind: 'loan', other: { name: 'Tara Third' } });
    expect(loan.lastMessage).toContain('Paid and borrowed for 7 days');
    const cancelled = await w.t.request(w.third).post(`/api/rentals/${borrowed.body.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const page = await w.t.request(w.third).get(`/api/conversations/${loan.id}/messages`);
    expect(page.body.map((m: any) => m.event)).toEqual(['paid', 'cancelled']);
    expect(page.body[1].content).toBe('The rental was cancelled.');
  });
});

describe('photo messages', () => {
  it('are re-encoded as WebP without metadata and served to the two members only', async () => {
    const c = await w.ask(w.asker);
    const sent = await sendPhotos(w.asker, c.id, [await jpeg(), await jpeg()], 'The torn page');
    expect(sent.status).toBe(201);
    expect(sent.body.message.content).toBe('The torn page');
    expect(sent.body.message.photos).toHaveLength(2);
    const url = sent.body.message.photos[0] as string;
    for (const who of [w.asker, w.owner]) {
      const res = await w.t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1600, undefined]);
    }
    for (const who of [w.third, w.admin]) {
      expect((await w.t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } })).statusCode).toBe(
        404,
      );
    }
    expect((await w.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // an administrator handling a report on the message may look
    await w.t.db.insert(reports).values({
      reporterId: w.owner.user.id,
      targetKind: 'conversation_message',
      targetId: sent.body.message.id,
      targetUserId: w.asker.user.id,
      category: 'abusive',
      evidence: {},
    });
    expect(
      (await w.t.app.inject({ method: 'GET', url, headers: { cookie: w.admin.cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a non-photo, more than 3 photos, a stranger and signed out', async () => {
    const c = await w.ask(w.asker);
    expect((await sendPhotos(w.asker, c.id, [Buffer.from('not a photo at all')])).status).toBe(400);
    const four = await Promise.all([1, 2, 3, 4].map(() => jpeg()));
    expect((await sendPhotos(w.asker, c.id, four)).status).toBe(400);
    expect((await sendPhotos(w.third, c.id, [await jpeg()])).status).toBe(404);
    expect((await sendPhotos(null, c.id, [await jpeg()])).status).toBe(401);
  });
});

describe('live', () => {
  it('sends a new message to both members’ open streams as `event: conversation`', async () => {
    const base = await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const c = await w.ask(w.asker);
    const open = async (who: TestUser) => {
      const abort = new AbortController();
      const res = await fetch(`${base}/api/notifications/stream`, {
        headers: { cookie: who.cookie },
        signal: abort.signal,
      });
      const next = eventReader(res.body!);
      expect((await next()).event).toBe('notification');
      const conversation = async () => {
        for (;;) {
          const e = await next();
          if (e.event === 'conversation') return e;
        }
      };
      return { conversation, close: () => abort.abort() };
    };
    const mine = await open(w.asker);
    const theirs = await open(w.owner);
    const sent = await w.send(w.asker, c.id, 'Live hello');
    for (const stream of [mine, theirs]) {
      const e = await stream.conversation();
      expect(e.data).toMatchObject({ id: sent.body.message.id, conversationId: c.id, content: 'Live hello' });
      expect(e.id).toBe('');
      stream.close();
    }
  });
});
