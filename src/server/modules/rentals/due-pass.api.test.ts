// The daily pass in its own database, so other tests' rentals do not fall due during it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, rentalNotices } from '../../db/schema';
import { deliverNotices } from '../../testing/deliveries';
import { DAY, HOUR, lifecycleSuite, t, w } from './lifecycle-test-helpers';
import { runDuePass } from './notices';

lifecycleSuite();

const mailsTo = async (email: string) => {
  await deliverNotices(t);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
};

describe('the daily due pass', () => {
  it('notifies each due-soon and overdue rental once per day, even when two passes run at once', async () => {
    const dueSoon = await w.rent({ duration: 3, title: 'Due Soon Book', pickedUp: true });
    t.clock.advance(2 * DAY);
    const overdue = await w.rent({ duration: 3, title: 'Overdue Book', pickedUp: true });
    t.clock.advance(3 * DAY - HOUR);
    const later = await w.rent({ duration: 14, title: 'Later Book', pickedUp: true });
    // now: the first ('Due Soon Book') is 1 day 23 h past due, the second is due in 1 h, the third in 14 days
    const deps = t.app.deps;

    const [a, b] = await Promise.all([runDuePass(deps), runDuePass(deps)]);
    expect(a.sent + b.sent).toBe(2);
    const sentFor = async (rentalId: number) =>
      (await t.db.select().from(rentalNotices).where(eq(rentalNotices.rentalId, rentalId))).map(
        (n) => n.kind,
      );
    expect(await sentFor(dueSoon.rental.id)).toEqual(['overdue']);
    expect(await sentFor(overdue.rental.id)).toEqual(['due_soon']);
    expect(await sentFor(later.rental.id)).toEqual([]);
    const overdueNotices = await w.notices(w.borrower, 'overdue');
    expect(overdueNotices).toHaveLength(1);
    expect(overdueNotices[0]).toMatchObject({ title: 'Book Overdue', data: { rentalId: dueSoon.rental.id } });
    expect(overdueNotices[0].message).toContain('2 days overdue');
    const dueNotices = await w.notices(w.borrower, 'due_soon');
    expect(dueNotices).toHaveLength(1);
    expect(dueNotices[0].message).toContain('Due today');
    const dueMails = (await mailsTo(w.borrower.user.email))
      .map((m) => m.subject)
      .filter((s) => !s.startsWith('You picked up'));
    expect(dueMails.sort()).toEqual(['"Due Soon Book" is overdue', '"Overdue Book" is due soon']);

    expect((await runDuePass(deps)).sent).toBe(0);
    t.clock.advance(DAY);
    const next = await runDuePass(deps);
    expect(next.sent).toBe(2);
    expect(await w.notices(w.borrower, 'overdue')).toHaveLength(3);
  });

  it('leaves out a rental whose book was never picked up: its clock starts at pickup', async () => {
    const { rental } = await w.rent({ duration: 3, title: 'Never Collected' });
    t.clock.advance(4 * DAY);
    await runDuePass(t.app.deps);
    expect(await w.notices(w.borrower, 'overdue')).toEqual([]);
    expect(await t.db.select().from(rentalNotices).where(eq(rentalNotices.rentalId, rental.id))).toEqual([]);
  });

  it('leaves out returned rentals', async () => {
    const { rental } = await w.rent({ duration: 3, pickedUp: true });
    t.clock.advance(4 * DAY);
    await t.request(w.borrower).post(`/api/rentals/${rental.id}/request-return`, {});
    await runDuePass(t.app.deps);
    expect(await t.db.select().from(rentalNotices).where(eq(rentalNotices.rentalId, rental.id))).toEqual([]);
  });
});
