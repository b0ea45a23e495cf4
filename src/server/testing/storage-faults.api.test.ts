/**
 * The upload disk full or read-only (ADR 0055), on the real disk store with the fault injected under it
 * (`integrations/storage/testing/faulty-disk.ts`):
 * - a profile picture, a rental's condition photo and a conversation's photo message answer 507
 *   `{ message: 'Hubshelf cannot store files right now. Please try again later.' }` (in Hindi for a Hindi
 *   member), add no row and leave no file, not even a partial one;
 * - meanwhile Browse, sign-in and reading a stored file still answer 200, and uploads work again once the
 *   disk has room;
 * - an unreachable S3 service answers the same 507 (not the database outage's 503);
 * - the API document lists 507 for those three uploads only.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversationPhotos, rentalPhotos, users } from '../db/schema';
import { diskStore } from '../integrations/storage/disk';
import { startFakeS3 } from '../integrations/storage/testing/fake-s3';
import { faultyDisk, filesUnder } from '../integrations/storage/testing/faulty-disk';
import { DEMO_PASSWORD } from '../seed/factories';
import { createTestApp, type TestApp, type TestUser } from './harness';
import { postMultipart } from './multipart';
import { borrowWithDemoCard, neighbourhood } from './transactions';

const STORAGE_UNAVAILABLE = 'Hubshelf cannot store files right now. Please try again later.';

const disk = faultyDisk();
let root: string;
let t: TestApp;
let hood: Awaited<ReturnType<typeof neighbourhood>>;
let owner: TestUser;
let borrower: TestUser;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hubshelf-storage-faults-'));
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { files: diskStore(root, disk.io) });
  hood = await neighbourhood(t);
  owner = await hood.member({ name: 'Ravi Kulkarni', phone: '9820011002' });
  borrower = await hood.member({ name: 'Asha Menon', phone: '9820011003' });
});
afterEach(() => disk.heal());
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const photo = async (field: string) => ({
  field,
  filename: 'book.jpg',
  type: 'image/jpeg',
  data: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#785a28' } })
    .jpeg()
    .toBuffer(),
});

const uploadAvatar = async (who: TestUser) =>
  postMultipart(t, who, '/api/user/profile-picture', await photo('profilePicture'));

/** Browse, sign-in and the session answer 200 while the disk refuses writes. */
async function expectTheRestWorks(who: TestUser) {
  expect((await t.request(who).get('/api/books/browse')).status).toBe(200);
  const login = await t.request().post('/api/auth/login', { email: who.user.email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  expect((await t.request(who).get('/api/auth/me')).status).toBe(200);
}

describe('uploads while the disk is full or read-only', () => {
  it('a profile picture answers 507, keeps the old picture and its file, and works again later', async () => {
    const member = await t.signIn();
    const first = await uploadAvatar(member);
    expect(first.status).toBe(200);
    const stored = await filesUnder(root);

    disk.fail('ENOSPC');
    expect(await uploadAvatar(member)).toEqual({ status: 507, body: { message: STORAGE_UNAVAILABLE } });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row.profilePicture).toBe(first.body.profilePicture);
    expect(await filesUnder(root)).toEqual(stored);
    const served = await t.app.inject({ method: 'GET', url: first.body.profilePicture });
    expect(served.statusCode).toBe(200);
    await expectTheRestWorks(member);

    disk.heal();
    const again = await uploadAvatar(member);
    expect(again.status).toBe(200);
    expect(again.body.profilePicture).not.toBe(first.body.profilePicture);
  });

  it('answers a Hindi member in Hindi', async () => {
    const member = await t.signIn({ preferredLanguage: 'hi' });
    disk.fail('EROFS');
    expect(await uploadAvatar(member)).toEqual({
      status: 507,
      body: { message: 'Hubshelf अभी फ़ाइलें सहेज नहीं पा रहा है। कृपया कुछ देर बाद फिर कोशिश करें।' },
    });
  });

  it('a condition photo answers 507 and adds no photo row and no file', async () => {
    const book = await hood.book(owner, { title: 'The Guide' });
    const borrowed = await borrowWithDemoCard(t, borrower, book.id, 7);
    expect(borrowed.status).toBe(200);
    const rental = borrowed.body as { id: number };
    const before = await filesUnder(root);
    disk.fail('EROFS');
    const res = await postMultipart(t, borrower, `/api/rentals/${rental.id}/photos`, await photo('photo'), {
      stage: 'pickup',
    });
    expect(res).toEqual({ status: 507, body: { message: STORAGE_UNAVAILABLE } });
    const rows = await t.db.select().from(rentalPhotos).where(eq(rentalPhotos.rentalId, rental.id));
    expect(rows).toEqual([]);
    expect(await filesUnder(root)).toEqual(before);
    await expectTheRestWorks(borrower);
  });

  it('a photo message whose second photo fails answers 507, sends nothing and removes the first file', async () => {
    const book = await hood.book(owner, { title: 'Swami and Friends' });
    const asked = await t.request(borrower).post(`/api/books/${book.id}/inquiry`);
    expect([200, 201]).toContain(asked.status);
    const conversationId = asked.body.id as number;
    const messages = () =>
      t.db
        .select({ n: count() })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .then(([r]) => Number(r.n));
    const messagesBefore = await messages();
    const [photosBefore] = await t.db.select({ n: count() }).from(conversationPhotos);
    const before = await filesUnder(root);

    disk.fail('ENOSPC', 1);
    const res = await postMultipart(
      t,
      borrower,
      `/api/conversations/${conversationId}/photo-messages`,
      [await photo('photo'), await photo('photo')],
      { content: 'The torn page', clientMessageId: randomUUID() },
    );
    expect(res).toEqual({ status: 507, body: { message: STORAGE_UNAVAILABLE } });
    expect(await messages()).toBe(messagesBefore);
    expect(await t.db.select({ n: count() }).from(conversationPhotos)).toEqual([photosBefore]);
    expect(await filesUnder(root)).toEqual(before);
    await expectTheRestWorks(borrower);
  });
});

describe('uploads while the S3 service cannot be reached', () => {
  it('answer 507, not the database outage 503, and store nothing', async () => {
    const gone = await startFakeS3('hubshelf-gone', 'test-key');
    await gone.close();
    const onS3 = await createTestApp({
      S3_BUCKET: gone.bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: gone.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const member = await onS3.signIn();
      const res = await postMultipart(
        onS3,
        member,
        '/api/user/profile-picture',
        await photo('profilePicture'),
      );
      expect(res).toEqual({ status: 507, body: { message: STORAGE_UNAVAILABLE } });
      const [row] = await onS3.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row.profilePicture).toBeNull();
      expect((await onS3.request(member).get('/api/books/browse')).status).toBe(200);
    } finally {
      await onS3.close();
    }
  });
});

describe('the API document', () => {
  it('lists 507 for the three uploads and not for other routes', async () => {
    const doc = (await t.request().get('/api/openapi.json')).body;
    const uploads = [
      doc.paths['/api/user/profile-picture'].post,
      doc.paths['/api/rentals/{id}/photos'].post,
      doc.paths['/api/conversations/{id}/photo-messages'].post,
    ];
    for (const op of uploads) expect(op.responses['507'].content['application/json']).toBeDefined();
    expect(doc.paths['/api/books/browse'].get.responses['507']).toBeUndefined();
    expect(doc.paths['/api/auth/login'].post.responses['507']).toBeUndefined();
  });
});
