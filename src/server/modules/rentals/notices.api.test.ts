import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { deliverNotices } from '../../testing/deliveries';
import { HOUR, lifecycleSuite, t, w } from './lifecycle-test-helpers';

lifecycleSuite();

const mailsTo = async (email: string) => {
  await deliverNotices(t);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
};

describe('POST /api/rentals/:id/send-reminder', () => {
  it('notifies and mails the borrower, at most once per rental per 24 hours', async () => {
    const { rental } = await w.rent({ title: 'Godan' });
    const url = `/api/rentals/${rental.id}/send-reminder`;
    const res = await t.request(w.owner).post(url, { notes: '  Need it by Friday ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Reminder sent' });
    const [notice] = await w.notices(w.borrower, 'reminder');
    expect(notice).toMatchObject({
      title: 'Return Reminder',
      data: { rentalId: rental.id, bookTitle: 'Godan', notes: 'Need it by Friday' },
    });
    expect(notice.message).toContain('Ravi Kulkarni');
    expect(notice.message).toContain('Due in 7 days');
    const mails = await mailsTo(w.borrower.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reminder: please return "Godan"');

    const tooSoon = await t.request(w.owner).post(url);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe(
      'A reminder was already sent for this rental in the last 24 hours. Please try again later.',
    );
    t.clock.advance(23 * HOUR);
    expect((await t.request(w.owner).post(url)).status).toBe(429);
    t.clock.advance(HOUR);
    expect((await t.request(w.owner).post(url)).status).toBe(200);
    expect(await w.notices(w.borrower, 'reminder')).toHaveLength(2);
    expect(await mailsTo(w.borrower.user.email)).toHaveLength(2);
  });

  it('is refused once the borrower asked to return the book', async () => {
    const { rental } = await w.rent();
    await t.request(w.borrower).post(`/api/rentals/${rental.id}/request-return`, {});
    const res = await t.request(w.owner).post(`/api/rentals/${rental.id}/send-reminder`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Reminders can only be sent for a book that has not been returned yet');
  });
});
