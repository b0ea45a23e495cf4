/**
 * Blocks on the live chat stream (ADR 0050): a new hub message reaches a member who blocked its sender
 * collapsed (`blocked`, no content), never reaches a member its sender blocked, and reaches everyone else in
 * full; the Last-Event-ID replay follows the same rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { eventReader, type SseEvent } from '../../testing/sse';

let t: TestApp;
let base: string;
let hubId: number;
let asha: TestUser;
let ravi: TestUser;
let meera: TestUser;
const streams: AbortController[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hubId = (await insertHub(t.db, { name: 'Live Society' })).id;
  asha = await t.signIn({ name: 'Asha' });
  ravi = await t.signIn({ name: 'Ravi' });
  meera = await t.signIn({ name: 'Meera' });
  for (const who of [asha, ravi, meera]) await addMember(t.db, hubId, who.user.id);
  // Asha blocked Ravi
  expect((await t.request(asha).put(`/api/blocks/${ravi.user.id}`)).status).toBe(200);
});
afterAll(async () => {
  streams.forEach((s) => s.abort());
  await t.close();
});

/** Opens `who`'s stream; `chat()` resolves to the next chat event. */
async function openStream(who: TestUser, lastEventId?: string) {
  const abort = new AbortController();
  streams.push(abort);
  const headers: Record<string, string> = { cookie: who.cookie };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}/api/notifications/stream`, { headers, signal: abort.signal });
  expect(res.status).toBe(200);
  const next = eventReader(res.body!);
  const chat = async (timeoutMs = 5000): Promise<SseEvent> => {
    for (;;) {
      const e = await next(timeoutMs);
      if (e.event !== 'notification') return e;
    }
  };
  expect((await next()).event).toBe('notification');
  return { chat };
}

const post = (who: TestUser, content: string) =>
  t.request(who).post(`/api/societies/${hubId}/messages`, { content });

describe('live hub chat with a block', () => {
  it('collapses the blocked sender’s message for the blocker and shows it in full to others', async () => {
    const a = await openStream(asha);
    const m = await openStream(meera);
    const sent = await post(ravi, 'Live from Ravi');
    expect((await a.chat()).data).toEqual({ ...sent.body, content: '', blocked: true });
    expect((await m.chat()).data).toEqual(sent.body);
  });

  it('leaves the blocker’s message out of the blocked member’s stream', async () => {
    const r = await openStream(ravi);
    await post(asha, 'Live from Asha');
    const after = await post(meera, 'Live from Meera');
    // the next event Ravi gets is Meera's: Asha's never came
    expect((await r.chat()).data).toEqual(after.body);
  });

  it('replays after Last-Event-ID by the same rules', async () => {
    const mark = await post(meera, 'mark');
    const fromRavi = await post(ravi, 'Missed from Ravi');
    await post(asha, 'Missed from Asha');
    const last = await post(meera, 'Missed from Meera');
    const a = await openStream(asha, String(mark.body.id));
    expect((await a.chat()).data).toEqual({ ...fromRavi.body, content: '', blocked: true });
    const r = await openStream(ravi, String(mark.body.id));
    expect((await r.chat()).data).toEqual(fromRavi.body);
    expect((await r.chat()).data).toEqual(last.body);
  });
});
