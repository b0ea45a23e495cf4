/**
 * 'Download my data' (ADR 0052): POST /api/account/export answers a ZIP that opens with a ZIP library, holds
 * every file of the README and each parses (CSV with papaparse, JSON.parse); another member who lent to,
 * borrowed from and chatted with ours appears by name only (their e-mail, phone and address are searched for
 * in every entry); books.csv has Goodreads's header; the 4th export in a rolling day is 429, signed out 401.
 * Sessions keep the User-Agent of sign-in and their last use.
 */
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversationPhotos, rentalPhotos, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { borrowWithDemoCard, neighbourhood } from '../../testing/transactions';
import { GOODREADS_COLUMNS } from './export-files';
import { unzip } from '../../testing/zip';
import { exportZip } from './export-test-helpers';

let t: TestApp;
let asha: TestUser;
let ravi: TestUser;
let entries: Map<string, Buffer>;

const RAVI = {
  name: 'Ravi Kulkarni',
  email: 'ravi.private@example.org',
  phone: '9123456780',
  flatWing: 'Q-707',
  buildingName: 'Hidden Orchard Residency',
  detailedAddress: 'Behind the old stepwell, Aundh',
};
const AVATAR = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 avatar-bytes');
const PICKUP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 pickup-bytes');
const CHAT_PHOTO = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 chat-photo-bytes');

beforeAll(async () => {
  t = await createTestApp();
  const hood = await neighbourhood(t);
  asha = await hood.member({ name: 'Asha Menon', phone: '9000011111' });
  ravi = await hood.member(RAVI);
  // Asha borrows Ravi's book, Ravi borrows Asha's: a rental on each side
  const raviBook = await hood.book(ravi, { title: 'Wings of Fire', author: 'A. P. J. Abdul Kalam' });
  const ashaBook = await hood.book(asha, {
    title: 'Malgudi Days',
    author: 'R. K. Narayan',
    isbn: '0143039652',
  });
  const borrowed = await borrowWithDemoCard(t, asha, raviBook.id);
  expect(borrowed.status).toBe(200);
  expect((await borrowWithDemoCard(t, ravi, ashaBook.id)).status).toBe(200);
  // hub chat and a conversation between them, both ways
  const hubChat = `/api/societies/${hood.hub.id}/messages`;
  expect((await t.request(asha).post(hubChat, { content: 'Anyone has Godaan?' })).status).toBe(201);
  expect((await t.request(ravi).post(hubChat, { content: `Call me on ${RAVI.phone}` })).status).toBe(201);
  const asked = await t.request(ravi).post(`/api/books/${ashaBook.id}/inquiry`);
  const conversation = `/api/conversations/${asked.body.id}/messages`;
  expect((await t.request(ravi).post(conversation, { content: `Mail ${RAVI.email}` })).status).toBe(201);
  expect((await t.request(asha).post(conversation, { content: 'Pick it up at six' })).status).toBe(201);
  expect((await t.request(asha).put(`/api/blocks/${ravi.user.id}`)).status).toBe(200);
  // Asha's uploaded photos: her avatar and a pickup photo she took
  await t.app.deps.files.put('avatars/export0test0avatar.webp', AVATAR, 'image/webp');
  await t.db
    .update(users)
    .set({ profilePicture: '/files/avatars/export0test0avatar.webp' })
    .where(eq(users.id, asha.user.id));
  await t.app.deps.files.put('rentals/export0test0pickup.webp', PICKUP, 'image/webp');
  await t.db.insert(rentalPhotos).values({
    rentalId: borrowed.body.id as number,
    stage: 'pickup',
    uploaderId: asha.user.id,
    storageKey: 'rentals/export0test0pickup.webp',
  });
  // a photo Asha sent in the conversation, and one Ravi sent (not hers: left out)
  const sent = await t.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, asked.body.id));
  for (const [who, key, data] of [
    [asha, 'conversations/export0test0mine.webp', CHAT_PHOTO],
    [ravi, 'conversations/export0test0his.webp', AVATAR],
  ] as const) {
    await t.app.deps.files.put(key, data, 'image/webp');
    const message = sent.find((m) => m.senderId === who.user.id)!;
    await t.db.insert(conversationPhotos).values({ messageId: message.id, storageKey: key });
  }
  const res = await exportZip(t, asha);
  expect(res.statusCode).toBe(200);
  entries = await unzip(res.rawPayload);
});
afterAll(() => t.close());

const csv = (name: string) => {
  const parsed = Papa.parse<Record<string, string>>(entries.get(name)!.toString('utf8'), { header: true });
  expect(parsed.errors, name).toEqual([]);
  return parsed;
};

describe('POST /api/account/export', () => {
  it('answers a ZIP attachment with every file the README names, each parsing', async () => {
    const names = [...entries.keys()];
    const readme = entries.get('README.txt')!.toString('utf8');
    for (const name of names.filter((n) => n !== 'README.txt' && !n.startsWith('photos/')))
      expect(readme).toContain(name);
    expect(readme).toContain('आपका डेटा');
    expect(readme.startsWith('Hubshelf: your data (Asha Menon)')).toBe(true);
    for (const name of ['profile.json', 'messages.json', 'preferences.json'])
      expect(() => JSON.parse(entries.get(name)!.toString('utf8')) as unknown).not.toThrow();
    const csvs = [
      'books',
      'rentals',
      'purchases',
      'payments',
      'brocks-ledger',
      'reviews',
      'wishlist',
      'alerts',
      'notifications',
      'sessions',
      'blocks',
      'reports',
      'money-ledger',
      'deposit-claims',
    ].map((n) => `${n}.csv`);
    for (const name of csvs) expect(csv(name).meta.fields!.length).toBeGreaterThan(0);
    const rentalPhoto = names.filter((n) => /^photos\/rentals\/\d+-pickup-\d+\.webp$/.test(n));
    expect(rentalPhoto).toHaveLength(1);
    const expected = [...csvs, 'README.txt', 'profile.json', 'messages.json', 'preferences.json'];
    const chatPhoto = names.filter((n) => /^photos\/conversations\/\d+-\d+\.webp$/.test(n));
    expect(chatPhoto).toHaveLength(1);
    expect(entries.get(chatPhoto[0]!)).toEqual(CHAT_PHOTO);
    expect(names.sort()).toEqual([...expected, 'photos/avatar.webp', ...rentalPhoto, ...chatPhoto].sort());
  });

  it("holds the member's own data: profile, both sides of rentals, their messages, ledger, photos", () => {
    const profile = JSON.parse(entries.get('profile.json')!.toString('utf8')) as Record<string, unknown>;
    expect(profile).toMatchObject({ name: 'Asha Menon', email: asha.user.email, phone: '9000011111' });
    expect(profile).not.toHaveProperty('passwordHash');
    const rentals = csv('rentals.csv').data;
    expect(rentals.map((r) => [r.Role, r.Book, r['Other member']]).sort()).toEqual([
      ['borrower', 'Wings of Fire', RAVI.name],
      ['owner', 'Malgudi Days', RAVI.name],
    ]);
    const messages = JSON.parse(entries.get('messages.json')!.toString('utf8'));
    expect(messages.hubChat.map((m: { text: string }) => m.text)).toEqual(['Anyone has Godaan?']);
    expect(messages.conversations).toEqual([
      expect.objectContaining({ with: RAVI.name, text: 'Pick it up at six' }),
    ]);
    expect(csv('brocks-ledger.csv').data.length).toBeGreaterThan(0);
    expect(csv('blocks.csv').data).toEqual([expect.objectContaining({ 'Blocked member': RAVI.name })]);
    expect(entries.get('photos/avatar.webp')).toEqual(AVATAR);
    expect([...entries.entries()].find(([n]) => n.includes('pickup'))?.[1]).toEqual(PICKUP);
  });

  it("holds none of another member's e-mail, phone or address, in any entry", () => {
    for (const [name, data] of entries) {
      const text = data.toString('utf8');
      for (const secret of [RAVI.email, RAVI.phone, RAVI.flatWing, RAVI.buildingName, RAVI.detailedAddress])
        expect(text, `${name} holds ${secret}`).not.toContain(secret);
    }
  });

  it('writes books.csv with Goodreads\'s header, ISBNs as ="…", every row owned and read', () => {
    const text = entries.get('books.csv')!.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(GOODREADS_COLUMNS.join(','));
    expect(text.split('\r\n')[0]).toContain(
      'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating',
    );
    const [book] = csv('books.csv').data;
    expect(book).toMatchObject({
      Title: 'Malgudi Days',
      Author: 'R. K. Narayan',
      'Author l-f': 'Narayan, R. K.',
      ISBN: '="0143039652"',
      ISBN13: '="9780143039655"',
      'Exclusive Shelf': 'read',
      'Owned Copies': '1',
    });
  });

  it('lists sessions with device and last use, never the session id or its hash', async () => {
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, asha.user.id));
    const text = entries.get('sessions.csv')!.toString('utf8');
    expect(text).not.toContain(row!.id);
    expect(csv('sessions.csv').data[0]).toMatchObject({ 'Last used': expect.stringMatching(/^\d{4}-/) });
  });

  it('refuses a signed-out caller with 401 and the 4th export in a rolling day with 429', async () => {
    expect((await exportZip(t, null)).statusCode).toBe(401);
    expect((await exportZip(t, asha)).statusCode).toBe(200);
    expect((await exportZip(t, asha)).statusCode).toBe(200);
    const fourth = await exportZip(t, asha, { 'accept-language': 'hi' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('आप अपना डेटा दिन में 3 बार डाउनलोड कर सकते हैं। कृपया कल फिर कोशिश करें।');
    expect((await exportZip(t, asha)).json().message).toBe(
      'You can download your data 3 times a day. Please try again tomorrow.',
    );
    // another member's limit is their own; a day after the first, one more is allowed
    expect((await exportZip(t, ravi)).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000);
    for (let i = 0; i < 3; i++) expect((await exportZip(t, asha)).statusCode).toBe(200);
    expect((await exportZip(t, asha)).statusCode).toBe(429);
  });
});

describe('sessions keep the device and the last use', () => {
  it('stores the User-Agent at sign-in and moves last_used_at at most once an hour', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Firefox/133.0' },
      payload: { email: ravi.user.email, password: 'hubshelf123' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const device = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.userId, ravi.user.id))).find(
        (s) => s.userAgent !== null,
      )!;
    const signedIn = await device();
    expect(signedIn.userAgent).toBe('Mozilla/5.0 (Linux; Android 14) Firefox/133.0');
    expect(signedIn.lastUsedAt).toEqual(t.clock.now());
    t.clock.advance(30 * 60 * 1000);
    await t.request(cookie).get('/api/blocks');
    expect((await device()).lastUsedAt).toEqual(signedIn.lastUsedAt);
    t.clock.advance(31 * 60 * 1000);
    await t.request(cookie).get('/api/blocks');
    expect((await device()).lastUsedAt).toEqual(t.clock.now());
  });
});
