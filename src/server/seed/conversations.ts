/**
 * Demo conversations and hand-over times (ADR 0050), through the real use cases: Meera keeps weekly
 * hand-over windows; Priya asks her about a book in Prestige Shantiniketan, Meera answers, Priya borrows it
 * (the inquiry continues as the loan's conversation, with its 'paid' event) and picks a slot in one of
 * Meera's windows, so the time is agreed and shows on both rental cards. Every demo conversation is read.
 */
import { slotsFor } from '@/domain/handover-times';
import { conversations } from '../db/schema';
import { askOwner, markConversationRead, storeMessage } from '../modules/conversations';
import { proposeHandoverTime, saveHandoverWindows } from '../modules/rentals';
import { demoLoan, demoMember, loanSettings } from './demo-loans';
import { pickBook } from './transactions';
import type { SeedContext } from './index';

const HOUR_MS = 60 * 60_000;
/** 'read up to the newest message' (the read marker is capped at the newest id) */
const LAST_MESSAGE = 2_147_483_647;

/** Meera's windows: Wednesday 18:30–20:30, Saturday 10:00–12:30, Sunday 16:00–18:00 (Asia/Kolkata). */
const MEERA_WINDOWS = [
  { weekday: 3, fromMinute: 18 * 60 + 30, toMinute: 20 * 60 + 30 },
  { weekday: 6, fromMinute: 10 * 60, toMinute: 12 * 60 + 30 },
  { weekday: 0, fromMinute: 16 * 60, toMinute: 18 * 60 },
];

export async function seedConversations(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const meera = demoMember(ctx, 'meera@hubshelf.local');
  const priya = demoMember(ctx, 'priya@hubshelf.local');
  await saveHandoverWindows(db, meera.id, MEERA_WINDOWS);

  const book = await pickBook(db, meera.id, priya.id, false, true);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const { conversation } = await askOwner(db, priya.id, book.id, at(5));
  const say = (userId: number, content: string, hoursAgo: number) =>
    storeMessage(db, userId, conversation.id, { content }, at(hoursAgo), 'en');
  await say(priya.id, 'Hi Meera, is this the paperback? Any notes in the margins?', 5);
  await say(meera.id, 'Paperback, and the pages are clean. Happy to lend it!', 4);
  await say(priya.id, 'Lovely, borrowing it now.', 2);

  const settings = await loanSettings(db);
  const loan = await demoLoan(db, settings, { borrower: priya, lenderId: meera.id, duration: 14, at: at(1) });
  if (loan.book.id !== book.id) throw new Error('The demo loan did not take the book Priya asked about');
  const slot = slotsFor(MEERA_WINDOWS, new Date(now.getTime() + 3 * HOUR_MS))[0];
  if (slot) await proposeHandoverTime({ db, clock: { now: () => at(0.5) } }, priya.id, loan.rental.id, slot);
  // the demo's history is old news: every member has read every conversation the demo loans made
  for (const c of await db.select().from(conversations))
    for (const userId of [c.memberId, c.ownerId])
      await markConversationRead(db, userId, c.id, LAST_MESSAGE, now);
}
