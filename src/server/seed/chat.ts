/**
 * Demo chat (spec 001 §2.16; ADR docs/decisions/0019-hub-chat.md): a short conversation in two demo hubs,
 * spread over the last hour, with read markers so each member has read all but the latest others' messages.
 */
import type { Db } from '../db/client';
import { hubChatReads, hubMessages, type HubRow, type UserRow } from '../db/schema';
import type { SeedContext } from './index';

interface DemoLine {
  from: string;
  text: string;
}

const CONVERSATIONS: { hub: string; lines: DemoLine[]; readUpTo: number }[] = [
  {
    hub: 'Lakeview Residency',
    readUpTo: 4,
    lines: [
      {
        from: 'asha@hubshelf.local',
        text: 'Hi everyone! I just listed The Palace of Illusions. Happy to lend it this week.',
      },
      {
        from: 'ravi@hubshelf.local',
        text: "Oh, I've wanted to read that. Can I pick it up on Saturday morning?",
      },
      { from: 'asha@hubshelf.local', text: 'Sure, Saturday 10 am at the B-wing lobby works for me.' },
      { from: 'arjun@hubshelf.local', text: 'Anyone has Malgudi Days? My son needs it for school.' },
      {
        from: 'ravi@hubshelf.local',
        text: 'I have a copy, will add it tonight. Reviews here: https://openlibrary.org/works/OL1168083W',
      },
      { from: 'arjun@hubshelf.local', text: 'Thank you Ravi!' },
    ],
  },
  {
    hub: 'Prestige Shantiniketan',
    readUpTo: 2,
    lines: [
      { from: 'meera@hubshelf.local', text: 'Book club this Sunday? We could swap our finished books.' },
      { from: 'priya@hubshelf.local', text: "Count me in. I'll bring Sapiens and two kids' books." },
      { from: 'meera@hubshelf.local', text: 'Lovely, see you at the clubhouse at 5.' },
    ],
  },
];

/** Seeds the demo conversations (skips a hub or member that is not in the demo data). */
export async function seedChat(ctx: SeedContext): Promise<void> {
  const { db, clock } = ctx;
  const members = [ctx.users.admin, ...ctx.users.members];
  const start = clock.now().getTime() - 60 * 60_000;
  for (const conversation of CONVERSATIONS) {
    const hub = ctx.hubs.approved.find((h) => h.name === conversation.hub);
    if (!hub) continue;
    const ids = await insertLines(db, hub, members, conversation.lines, start);
    const readId = ids[conversation.readUpTo - 1];
    if (readId === undefined) continue;
    const senders = new Set(conversation.lines.map((l) => l.from));
    for (const email of senders) {
      const user = members.find((m) => m.email === email);
      if (user)
        await db.insert(hubChatReads).values({ userId: user.id, hubId: hub.id, lastReadMessageId: readId });
    }
  }
}

async function insertLines(db: Db, hub: HubRow, members: UserRow[], lines: DemoLine[], start: number) {
  const ids: number[] = [];
  for (const [i, line] of lines.entries()) {
    const sender = members.find((m) => m.email === line.from);
    const [row] = await db
      .insert(hubMessages)
      .values({
        hubId: hub.id,
        senderId: sender?.id ?? null,
        content: line.text,
        createdAt: new Date(start + i * 7 * 60_000),
      })
      .returning({ id: hubMessages.id });
    ids.push(row!.id);
  }
  return ids;
}
