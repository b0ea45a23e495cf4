/**
 * Private conversations (ADR 0050, issue 30): who may ask and who may read or send, a second ask continuing
 * the first, idempotent sends, the rate limit, the contact guard once, paging, unread and read markers,
 * hidden messages, and the notice to a member who is not on the page (one mail per hour).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_SEND_LIMIT } from '@/domain/conversations';
import {
  conversationMessages,
  memberBlocks,
  memberRestrictions,
  notificationDeliveries,
  notifications,
} from '../../db/schema';
import { t as english } from '../../i18n/t';
import type { TestUser } from '../../testing/harness';
import { conversationWorld, type ConversationWorld } from './conversations-test-helpers';
import { CONVERSATION_PRESENCE_MS } from './index';

let w: ConversationWorld;
let inquiry: number;
beforeAll(async () => {
  w = await conversationWorld();
  inquiry = (await w.ask(w.asker)).id;
});
afterAll(() => w.t.close());

const WARNING = 'Deposits and refunds are protected only when you pay through Hubshelf.';
const url = (id = inquiry) => `/api/conversations/${id}`;

describe('asking the owner', () => {
  it('opens an inquiry (201) and a second ask continues it (200, same conversation)', async () => {
    const first = await w.t.request(w.third).post(`/api/books/${w.book.id}/inquiry`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'inquiry', role: 'member', book: { title: 'The Guide' } });
    expect(first.body.other).toMatchObject({ id: w.owner.user.id, name: 'Ravi Kulkarni' });
    const again = await w.t.request(w.third).post(`/api/books/${w.book.id}/inquiry`);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it("refuses the owner (403), a member outside the book's hubs (404) and signed out (401)", async () => {
    const own = await w.t.request(w.owner).post(`/api/books/${w.book.id}/inquiry`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You can't ask about your own book.");
    expect((await w.t.request(w.outsider).post(`/api/books/${w.book.id}/inquiry`)).status).toBe(404);
    expect((await w.t.request().post(`/api/books/${w.book.id}/inquiry`)).status).toBe(401);
  });

  it('refuses across a block either way, and a suspended member', async () => {
    const blocked = await w.hood.member({ name: 'Bina Blocked' });
    await w.t.db.insert(memberBlocks).values({ blockerId: w.owner.user.id, blockedId: blocked.user.id });
    const res = await w.t.request(blocked).post(`/api/books/${w.book.id}/inquiry`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can't message this member.");
    const suspended = await w.hood.member({ name: 'Sunil Suspended' });
    const until = new Date(w.t.clock.now().getTime() + 5 * 86_400_000);
    await w.t.db.insert(memberRestrictions).values({ userId: suspended.user.id, suspendedUntil: until });
    const refused = await w.t.request(suspended).post(`/api/books/${w.book.id}/inquiry`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('suspended');
  });
});

describe('only the two members', () => {
  it('answers 404 to a third member and an administrator, 401 signed out, for every call', async () => {
    for (const who of [w.third, w.admin, null] as (TestUser | null)[]) {
      const r = w.t.request(who);
      const answers = [
        await r.get(url()),
        await r.get(`${url()}/messages`),
        await r.post(`${url()}/messages`, { content: 'let me in' }),
        await r.post(`${url()}/read`, { lastMessageId: 1 }),
      ];
      expect(answers.map((a) => a.status)).toEqual(Array(4).fill(who ? 404 : 401));
    }
    expect((await w.t.request(w.owner).get(url())).body.role).toBe('owner');
  });
});

describe('sending', () => {
  it('answers the stored message again for the same client key, storing one', async () => {
    const key = randomUUID();
    const first = await w.send(w.asker, inquiry, 'Is it the hardback?', key);
    const again = await w.send(w.asker, inquiry, 'Is it the hardback?', key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.message.id).toBe(first.body.message.id);
    const stored = await w.t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.clientMessageId, key));
    expect(stored).toHaveLength(1);
  });

  it("warns once about contact details in an inquiry, in the sender's language", async () => {
    const c = (await w.ask(w.third)).id;
    const plain = await w.send(w.third, c, 'Hello, is it available?');
    expect(plain.body.contactWarning).toBeNull();
    const phone = await w.send(w.third, c, 'Call me on +91 98765 43210');
    expect(phone.body.contactWarning).toBe(WARNING);
    const again = await w.send(w.third, c, 'or mail tara@example.com');
    expect(again.body.contactWarning).toBeNull();
    const owner = await w.t
      .request(w.owner)
      .post(
        `${url(c)}/messages`,
        { content: 'मेरा UPI ravi@okicici' },
        { headers: { 'accept-language': 'hi' } },
      );
    expect(owner.body.contactWarning).toBe(english('conversations:contactWarning', {}, 'hi'));
  });

  it('refuses a suspended member and an inquiry across a block (403), storing nothing', async () => {
    const kiran = await w.hood.member({ name: 'Kiran Later' });
    const c = (await w.ask(kiran)).id;
    await w.t.db.insert(memberBlocks).values({ blockerId: kiran.user.id, blockedId: w.owner.user.id });
    const blocked = await w.send(w.owner, c, 'Hello?');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe("You can't message this member.");
    const lata = await w.hood.member({ name: 'Lata Later' });
    const d = (await w.ask(lata)).id;
    await w.t.db.insert(memberRestrictions).values({ userId: lata.user.id, banned: true });
    expect((await w.send(lata, d, 'Hello?')).status).toBe(403);
    const stored = await w.t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.content, 'Hello?'));
    expect(stored).toHaveLength(0);
  });

  it('refuses more than 20 messages a minute per member (429), over all conversations', async () => {
    const fast = await w.hood.member({ name: 'Farah Fast' });
    const c = (await w.ask(fast)).id;
    for (let i = 0; i < CONVERSATION_SEND_LIMIT; i++)
      expect((await w.send(fast, c, `m${i}`)).status).toBe(201);
    const over = await w.send(fast, c, 'one more');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(english('conversations:tooFast'));
    w.t.clock.advance(61_000);
    expect((await w.send(fast, c, 'later')).status).toBe(201);
  });
});

describe('history, unread and hidden messages', () => {
  it('pages oldest first with X-Has-More, and after an id', async () => {
    const c = (await w.ask(await w.hood.member({ name: 'Pia Pages' }))).id;
    for (const text of ['one', 'two', 'three', 'four', 'five']) await w.send(w.owner, c, text);
    const last = await w.t.request(w.owner).get(`${url(c)}/messages?limit=2`);
    expect(last.body.map((m: any) => m.content)).toEqual(['four', 'five']);
    expect(last.headers['x-has-more']).toBe('true');
    const before = await w.t.request(w.owner).get(`${url(c)}/messages?limit=10&before=${last.body[0].id}`);
    expect(before.body.map((m: any) => m.content)).toEqual(['one', 'two', 'three']);
    expect(before.headers['x-has-more']).toBeUndefined();
    const after = await w.t.request(w.owner).get(`${url(c)}/messages?after=${before.body[2].id}`);
    expect(after.body.map((m: any) => m.content)).toEqual(['four', 'five']);
  });

  it('counts unread from the other side and clears it with the read marker', async () => {
    const c = (await w.ask(w.asker)).id;
    const sent = await w.send(w.owner, c, 'Yes, hardback.');
    const unread = async () => (await w.t.request(w.asker).get('/api/conversations/unread')).body.unread;
    expect(await unread()).toBeGreaterThan(0);
    const list = await w.t.request(w.asker).get('/api/conversations');
    const row = list.body.find((s: any) => s.id === c);
    expect(row).toMatchObject({ lastMessage: 'Yes, hardback.', other: { name: 'Ravi Kulkarni' } });
    const read = await w.t.request(w.asker).post(`${url(c)}/read`, { lastMessageId: sent.body.message.id });
    expect(read.status).toBe(200);
    expect(await unread()).toBe(0);
  });

  it('shows a hidden message as hidden with no content, to both members', async () => {
    const sent = await w.send(w.asker, inquiry, 'something rude');
    const id = sent.body.message.id as number;
    await w.t.db
      .update(conversationMessages)
      .set({ hiddenAt: w.t.clock.now() })
      .where(eq(conversationMessages.id, id));
    for (const who of [w.asker, w.owner]) {
      const page = await w.t.request(who).get(`${url()}/messages?after=${id - 1}`);
      expect(page.body.find((m: any) => m.id === id)).toMatchObject({ hidden: true, content: '' });
    }
    const list = await w.t.request(w.owner).get('/api/conversations');
    expect(list.body.find((s: any) => s.id === inquiry).lastMessage).toBe('This message was removed');
  });
});

describe('notices to a member who is not on the page', () => {
  const noticesOf = (userId: number) =>
    w.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'conversation_message')));

  it('sends a notice, at most one mail per conversation per hour, and none while on the page', async () => {
    const nina = await w.hood.member({ name: 'Nina Notice' });
    const c = (await w.ask(nina)).id;
    w.t.clock.advance(CONVERSATION_PRESENCE_MS + 1_000);
    const before = (await noticesOf(nina.user.id)).length;
    await w.send(w.owner, c, 'First answer');
    await w.send(w.owner, c, 'Second answer');
    const notices = (await noticesOf(nina.user.id)).slice(before);
    expect(notices).toHaveLength(2);
    expect(notices[0]!.title).toBe('New message from Ravi Kulkarni');
    const mails = await w.t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.channel, 'mail'));
    const mine = notices.map((n) => mails.find((m) => m.notificationId === n.id)!.status);
    expect(mine).toEqual(['pending', 'skipped']);
    // on the page: the read marker moved just now
    const last = await w.send(w.owner, c, 'Third');
    await w.t.request(nina).post(`${url(c)}/read`, { lastMessageId: last.body.message.id });
    await w.send(w.owner, c, 'Fourth, seen live');
    expect((await noticesOf(nina.user.id)).length - before).toBe(3);
  });
});
