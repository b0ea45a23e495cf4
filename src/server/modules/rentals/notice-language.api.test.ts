/**
 * Notices in the member's language (ADR 0042): the in-app title and message are written in the
 * recipient's `preferredLanguage` when the notification is made, and the mail (subject, greeting,
 * button, footer, `<html lang>`) in it when it is sent; a member without a choice reads the spec's English.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { deliverNotices } from '../../testing/deliveries';
import { lifecycleSuite, t, w } from './lifecycle-test-helpers';
import { accountMessage } from '../notices';

lifecycleSuite();

const mailsTo = async (email: string) => {
  await deliverNotices(t);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
};
const chooseHindi = (userId: number) =>
  t.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, userId));

describe('a reminder to a member who reads Hindi', () => {
  it('is written, mailed and titled in Hindi, with Hindi month names', async () => {
    await chooseHindi(w.borrower.user.id);
    const { rental } = await w.rent({ title: 'Godan' });
    const res = await t
      .request(w.owner)
      .post(`/api/rentals/${rental.id}/send-reminder`, { notes: 'शुक्रवार तक' });
    expect(res.status).toBe(200);
    const [notice] = await w.notices(w.borrower, 'reminder');
    expect(notice.title).toBe('लौटाने की याद');
    expect(notice.message).toMatch(
      /^Ravi Kulkarni याद दिला रहे हैं कि "Godan" लौटानी है: 7 दिन में लौटानी है – \d+ \S+ \d{4}। संदेश: शुक्रवार तक$/,
    );
    expect(notice.message).not.toMatch(/Due in|Nov|Dec/);

    const [mail] = await mailsTo(w.borrower.user.email);
    expect(mail.subject).toBe('याद दिलाना: कृपया "Godan" लौटा दें');
    expect(mail.html).toMatch(/<html[^>]*lang="hi"/);
    expect(mail.html).toContain('नमस्ते ');
    expect(mail.html).toContain('मेरी किताबें खोलें');
    expect(mail.html).toContain('किराये से जुड़े ईमेल बंद करें');
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('leaves the owner, who chose nothing, in the spec English for the notice about the same rental', async () => {
    await chooseHindi(w.borrower.user.id);
    const { rental } = await w.rent({ title: 'Godan' });
    await t.request(w.borrower).post(`/api/rentals/${rental.id}/request-return`, {});
    const [notice] = await w.notices(w.owner, 'return_request');
    expect(notice).toMatchObject({
      title: 'Return Requested',
      message: `${w.borrower.user.name} wants to return "Godan". Please confirm once you have the book back.`,
    });
    const mails = await mailsTo(w.owner.user.email);
    expect(mails.map((m) => m.subject)).toContain('"Godan" is on its way back');
    expect(mails.find((m) => m.subject === '"Godan" is on its way back')!.html).toMatch(
      /<html[^>]*lang="en"/,
    );
  });
});

describe('account mails', () => {
  it('are in Hindi for a member who reads Hindi and in English otherwise', async () => {
    const member = { name: 'Asha', email: 'asha@example.com' };
    const hi = await accountMessage('http://x', { ...member, preferredLanguage: 'hi' }, 'password_changed');
    expect(hi.subject).toBe('आपका पासवर्ड बदल दिया गया');
    expect(hi.text).toContain('आपके Hubshelf खाते का पासवर्ड अभी-अभी बदला गया है।');
    const en = await accountMessage('http://x', member, 'password_changed');
    expect(en.subject).toBe('Your password was changed');
    expect(en.text).toContain('Hello Asha,');
  });
});

describe('a success answer to a caller who reads Hindi', () => {
  const hindi = { headers: { 'accept-language': 'hi' } };

  it('comes from the rentals catalogue in the request’s language (pickup, reminder, cancel)', async () => {
    const { rental } = await w.rent({ title: 'Godan' });
    const code = await t.request(w.borrower).get(`/api/rentals/${rental.id}/pickup-code`);
    const pickup = await t
      .request(w.owner)
      .post(`/api/rentals/${rental.id}/confirm-pickup`, { code: code.body.code }, hindi);
    expect(pickup.body.message).toBe('पिकअप पक्का हो गया');
    const reminder = await t.request(w.owner).post(`/api/rentals/${rental.id}/send-reminder`, {}, hindi);
    expect(reminder.body.message).toBe('याद दिला दिया');

    const other = await w.rent({ title: 'Gaban' });
    const cancelled = await t.request(w.borrower).post(`/api/rentals/${other.rental.id}/cancel`, {}, hindi);
    expect(cancelled.body.message).toBe('किराया रद्द हो गया');
  });
});
