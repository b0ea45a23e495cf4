/**
 * Asking to delete an account and cancelling it (ADR 0052): the blockers with their message and link, the
 * password or fresh Google sign-in, the 7-day schedule and its mail, and cancelling by the mailed link, by
 * the profile and by signing in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositClaims, rentalExtensionRequests, rentals, users } from '../../db/schema';
import { DEMO_PASSWORD, insertUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/harness';
import { paidOrder } from '../../testing/transactions';
import {
  askDeletion,
  cancelTokenMailedTo,
  DAY_MS,
  DELETION,
  deletionsOf,
  deletionWorld,
  mailsTo,
} from './deletion-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSED = 'Your account cannot be deleted yet. Settle these first:';

describe('blockers', () => {
  it('lists nothing, and says whether there is a password, for a member with nothing open', async () => {
    const who = await t.signIn();
    const res = await t.request(who).get(DELETION);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ scheduledFor: null, hasPassword: true, blockers: [] });
  });

  it('refuses while a rental is open, on either side, naming the book and the other member', async () => {
    const w = await deletionWorld(t);
    await w.rent('Wings of Fire');
    const asBorrower = await askDeletion(t, w.borrower);
    expect(asBorrower.status).toBe(409);
    expect(asBorrower.body).toEqual({
      message: REFUSED,
      blockers: [
        {
          kind: 'rental_borrower',
          message: 'Return "Wings of Fire" to Ravi Kulkarni first',
          href: '/my-books?tab=borrowed',
        },
      ],
    });
    const asOwner = await askDeletion(t, w.owner);
    expect(asOwner.status).toBe(409);
    expect(asOwner.body.blockers).toEqual([
      {
        kind: 'rental_owner',
        message: 'Finish lending "Wings of Fire" to Asha Menon first',
        href: '/my-books?tab=lent',
      },
    ]);
    const status = await t.request(w.owner).get(DELETION);
    expect(status.body.blockers).toEqual(asOwner.body.blockers);
    expect(await deletionsOf(t, w.owner.user.id)).toEqual([]);
  });

  it('refuses while a deposit claim is unsettled, with the claim as the link', async () => {
    const w = await deletionWorld(t);
    const { rental } = await w.rent('Godan');
    await t.db
      .update(rentals)
      .set({ status: 'completed', returnedAt: t.clock.now() })
      .where(eq(rentals.id, rental.id));
    const [claim] = await t.db
      .insert(depositClaims)
      .values({
        rentalId: rental.id,
        amountPaise: 100,
        remainingPaise: 500,
        reason: 'The cover is torn.',
        respondBy: new Date(t.clock.now().getTime() + 3 * DAY_MS),
      })
      .returning();
    for (const who of [w.borrower, w.owner]) {
      const res = await askDeletion(t, who);
      expect(res.status).toBe(409);
      expect(res.body.blockers).toEqual([
        {
          kind: 'claim',
          message: 'Settle the deposit claim on "Godan" first',
          href: `/deposit-claims/${claim.id}`,
        },
      ]);
    }
  });

  it('refuses while an extension is pending', async () => {
    const w = await deletionWorld(t);
    const { rental } = await w.rent('Malgudi Days');
    await t.db.insert(rentalExtensionRequests).values({
      rentalId: rental.id,
      extensionDays: 2,
      dailyFeePaise: 1000,
      totalExtensionFeePaise: 2000,
      platformCommissionPaise: 0,
      totalPaise: 2000,
      proposedEndDate: new Date(t.clock.now().getTime() + 9 * DAY_MS),
    });
    const res = await askDeletion(t, w.borrower);
    expect(res.status).toBe(409);
    expect(res.body.blockers.map((b: { kind: string }) => b.kind)).toEqual(['rental_borrower', 'extension']);
    expect(res.body.blockers[1]).toEqual({
      kind: 'extension',
      message: 'Finish the extension request for "Malgudi Days" first',
      href: '/my-books?tab=borrowed',
    });
  });

  it('refuses while a payment is not settled (captured, not yet used or refunded)', async () => {
    const who = await t.signIn();
    await paidOrder(t, who, 5000, 'late_fee');
    const res = await askDeletion(t, who);
    expect(res.status).toBe(409);
    expect(res.body.blockers).toEqual([
      {
        kind: 'payment',
        message: 'Wait until your payment of ₹50.00 is settled',
        href: '/my-books?tab=borrowed',
      },
    ]);
  });

  it("words the blockers in the caller's language", async () => {
    const w = await deletionWorld(t);
    await w.rent('Wings of Fire');
    const res = await t.request(w.borrower).get(DELETION, { headers: { 'accept-language': 'hi' } });
    expect(res.body.blockers[0].message).toBe('पहले "Wings of Fire" Ravi Kulkarni को लौटाएँ');
  });
});

describe('confirming', () => {
  it('answers 403 for a wrong or missing password, and schedules nothing', async () => {
    const who = await t.signIn();
    for (const password of ['not-my-password', null]) {
      const res = await askDeletion(t, who, password);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('That password is not right.');
    }
    expect(await deletionsOf(t, who.user.id)).toEqual([]);
  });

  it('limits the attempts per member: 429 after AUTH_RATE_LIMIT (10) in a minute', async () => {
    const who = await t.signIn();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await askDeletion(t, who, 'guess-' + i)).status);
    expect(answers).toEqual([...Array<number>(10).fill(403), 429]);
    const res = await askDeletion(t, who);
    expect(res.body.message).toBe(
      'Too many attempts to confirm deleting your account. Please wait a minute and try again.',
    );
  });

  it('lets a Google-only account confirm within 10 minutes of signing in, not after', async () => {
    const fresh = await t.signIn({ googleId: 'g-fresh' });
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, fresh.user.id));
    const stale = await t.signIn({ googleId: 'g-stale' });
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, stale.user.id));
    expect((await t.request(fresh).get(DELETION)).body.hasPassword).toBe(false);
    const ok = await askDeletion(t, fresh, null);
    expect(ok.status).toBe(200);
    t.clock.advance(11 * 60_000);
    const refused = await askDeletion(t, stale, null);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'To delete your account, sign in with Google again, then try within 10 minutes.',
    );
  });
});

describe('scheduling', () => {
  it('schedules the erasure 7 days on and mails the date with a cancel link, once', async () => {
    const who = await t.signIn({ name: 'Meera Iyer', email: 'meera.iyer@example.com' });
    const res = await askDeletion(t, who);
    expect(res.status).toBe(200);
    const at = new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString();
    expect(res.body).toEqual({ scheduledFor: at, hasPassword: true, blockers: [] });
    const again = await askDeletion(t, who);
    expect(again.body).toEqual(res.body);
    const mails = await mailsTo(t, who.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Hubshelf account will be deleted on 28 Nov 2026');
    expect(mails[0].text).toContain('http://localhost:5000/account/deletion/cancel?token=');
    const [row] = await deletionsOf(t, who.user.id);
    expect(row.cancelTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.cancelTokenHash).not.toBe(await cancelTokenMailedTo(t, who.user.email));
    expect((await t.request(who).get(DELETION)).body.scheduledFor).toBe(at);
  });

  it("mails in the member's language", async () => {
    const who = await t.signIn({ preferredLanguage: 'hi' });
    expect((await askDeletion(t, who)).status).toBe(200);
    const [mail] = await mailsTo(t, who.user.email);
    expect(mail.subject).toMatch(/^आपका Hubshelf खाता .+ को हटा दिया जाएगा$/);
    expect(mail.text).toContain('/account/deletion/cancel?token=');
  });
});

describe('cancelling', () => {
  it('cancels by the mailed link, signed out; the link then answers 400', async () => {
    const who = await t.signIn();
    await askDeletion(t, who);
    const token = await cancelTokenMailedTo(t, who.user.email);
    const res = await t.request().post(`${DELETION}/cancel`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your account will not be deleted.' });
    expect((await t.request(who).get(DELETION)).body.scheduledFor).toBeNull();
    expect((await deletionsOf(t, who.user.id))[0].cancelledBy).toBe('link');
    const used = await t.request().post(`${DELETION}/cancel`, { token });
    expect(used.status).toBe(400);
    expect(used.body.message).toBe('This link is not valid. Please use the link from the latest e-mail.');
    const malformed = await t.request().post(`${DELETION}/cancel`, { token: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(used.body.message);
  });

  it('cancels from the profile (DELETE)', async () => {
    const who = await t.signIn();
    await askDeletion(t, who);
    const res = await t.request(who).delete(DELETION);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account will not be deleted.');
    expect((await deletionsOf(t, who.user.id))[0].cancelledBy).toBe('profile');
    const nothing = await t.request(who).delete(DELETION);
    expect(nothing.body.message).toBe('Your account is not scheduled for deletion.');
    // and a new request schedules again
    expect((await askDeletion(t, who)).status).toBe(200);
    expect(await deletionsOf(t, who.user.id)).toHaveLength(2);
  });

  it('cancels when the member signs in', async () => {
    const member = await insertUser(t.db, { email: 'back.again@example.com' });
    const who = await t.sessionFor(member);
    await askDeletion(t, who);
    const login = await t
      .request()
      .post('/api/auth/login', { email: 'back.again@example.com', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect((await t.request(who).get(DELETION)).body.scheduledFor).toBeNull();
    expect((await deletionsOf(t, member.id))[0].cancelledBy).toBe('sign_in');
  });
});
