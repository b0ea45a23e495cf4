/**
 * Demo moderation data (ADR 0050): an open report for the demo administrator (Arjun reports a message of
 * Ravi's in the Lakeview Residency chat as spam, with its evidence copied as the report use case does) and a
 * blocked pair (Kabir blocked Priya, shown in Kabir's Profile → Blocked members). Skips what is missing.
 */
import { and, desc, eq } from 'drizzle-orm';
import { hubMessages, memberBlocks } from '../db/schema';
import { createReport } from '../modules/reports';
import type { SeedContext } from './index';

/** Seeds the demo report and block. Run after the demo chat. */
export async function seedSafety(ctx: SeedContext): Promise<void> {
  const { db, clock } = ctx;
  const byEmail = (email: string) => ctx.users.members.find((m) => m.email === email);
  const arjun = byEmail('arjun@hubshelf.local');
  const ravi = byEmail('ravi@hubshelf.local');
  const lakeview = ctx.hubs.approved.find((h) => h.name === 'Lakeview Residency');
  if (arjun && ravi && lakeview) {
    const [message] = await db
      .select({ id: hubMessages.id })
      .from(hubMessages)
      .where(and(eq(hubMessages.hubId, lakeview.id), eq(hubMessages.senderId, ravi.id)))
      .orderBy(desc(hubMessages.id))
      .limit(1);
    if (message)
      await createReport(
        db,
        arjun.id,
        {
          targetKind: 'hub_message',
          targetId: message.id,
          category: 'spam_scam',
          note: 'Posts links to other sites in our hub chat.',
        },
        clock.now(),
      );
  }
  const kabir = byEmail('kabir@hubshelf.local');
  const priya = byEmail('priya@hubshelf.local');
  if (kabir && priya)
    await db
      .insert(memberBlocks)
      .values({ blockerId: kabir.id, blockedId: priya.id, createdAt: clock.now() });
}
