import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zonedParts } from '@/domain/handover-times';
import { handoverTimes } from '../../../db/schema';
import { type TestApp } from '../../../testing/harness';
import { runHandoverReminderPass } from '..';
import { DAY, HOUR, lifecycleSuite, t, w } from '../lifecycle-test-helpers';

lifecycleSuite();

type Who = Parameters<TestApp['request']>[0];
const WINDOWS = '/api/profile/handover-windows';
const view = (who: Who, id: number) => t.request(who).get(`/api/rentals/${id}/handover-time`);
const propose = (who: Who, id: number, startsAt: Date | string) =>
  t.request(who).post(`/api/rentals/${id}/handover-time`, {
    startsAt: typeof startsAt === 'string' ? startsAt : startsAt.toISOString(),
  });
const accept = (who: Who, id: number) => t.request(who).post(`/api/rentals/${id}/handover-time/accept`);
const HI = { headers: { 'accept-language': 'hi' } };

/** Windows on six days, all day long: every future half hour of those days is a slot. */
const allDay = [0, 1, 2, 3, 4, 5].map((weekday) => ({ weekday, fromMinute: 0, toMinute: 1440 }));

/** A time `hours` from now, on the hour, that falls at 03:00–04:00 in Kolkata (outside a 10:00–11:00 window). */
function earlyMorning(daysAhead: number): Date {
  const at = new Date(t.clock.now().getTime() + daysAhead * DAY);
  const p = zonedParts(at, 'Asia/Kolkata');
  return new Date(Date.UTC(p.year, p.month - 1, p.day, 3, 0) - 5.5 * HOUR);
}

describe('hand-over windows', () => {
  it('start empty, are replaced as a whole and come back sorted', async () => {
    const empty = await t.request(w.owner).get(WINDOWS);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ windows: [], timeZone: 'Asia/Kolkata' });
    const first = await t.request(w.owner).put(WINDOWS, {
      windows: [
        { weekday: 3, fromMinute: 18 * 60, toMinute: 20 * 60 },
        { weekday: 1, fromMinute: 600, toMinute: 660 },
        { weekday: 1, fromMinute: 660, toMinute: 720 },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.windows).toEqual([
      { weekday: 1, fromMinute: 600, toMinute: 660 },
      { weekday: 1, fromMinute: 660, toMinute: 720 },
      { weekday: 3, fromMinute: 1080, toMinute: 1200 },
    ]);
    const second = await t
      .request(w.owner)
      .put(WINDOWS, { windows: [{ weekday: 0, fromMinute: 0, toMinute: 1440 }] });
    expect(second.body.windows).toHaveLength(1);
    expect((await t.request(w.owner).get(WINDOWS)).body.windows).toHaveLength(1);
    expect((await t.request(w.borrower).get(WINDOWS)).body.windows).toEqual([]);
    expect((await t.request().get(WINDOWS)).status).toBe(401);
    expect((await t.request().put(WINDOWS, { windows: [] })).status).toBe(401);
  });

  it('refuse more than 6, overlapping, reversed and out-of-range windows, in English and Hindi', async () => {
    const put = (windows: object[], opts = {}) => t.request(w.owner).put(WINDOWS, { windows }, opts);
    const seven = Array.from({ length: 7 }, (_, i) => ({ weekday: i, fromMinute: 60, toMinute: 120 }));
    const cases: [object[], string][] = [
      [seven, 'You can keep at most 6 hand-over windows'],
      [
        [
          { weekday: 2, fromMinute: 600, toMinute: 720 },
          { weekday: 2, fromMinute: 700, toMinute: 800 },
        ],
        'Two windows on the same day overlap',
      ],
      [[{ weekday: 2, fromMinute: 720, toMinute: 600 }], 'The window must end after it starts'],
      [[{ weekday: 7, fromMinute: 600, toMinute: 720 }], 'Choose a day of the week'],
      [[{ weekday: 1, fromMinute: 600, toMinute: 1500 }], 'Enter a time between 00:00 and 24:00'],
    ];
    for (const [windows, message] of cases) {
      const res = await put(windows);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const hindi = await put(seven, HI);
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toBe('आप अधिकतम 6 हैंड-ओवर समय-खिड़कियाँ रख सकते हैं');
    expect((await t.request(w.owner).get(WINDOWS)).body.windows).toEqual([]);
  });
});

describe('hand-over time', () => {
  it("offers the borrower the owner's slots; a picked slot is agreed at once and both see it", async () => {
    await t.request(w.owner).put(WINDOWS, { windows: allDay });
    const { rental } = await w.rent({ title: 'Swami and Friends' });
    const seen = await view(w.borrower, rental.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ role: 'borrower', canArrange: true, agreed: null, proposal: null });
    const slots = seen.body.slots as string[];
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(new Date(s).getTime()).toBeGreaterThanOrEqual(t.clock.now().getTime());
    expect((await view(w.owner, rental.id)).body).toMatchObject({ role: 'owner', slots: [] });

    const picked = await propose(w.borrower, rental.id, slots[2]);
    expect(picked.status).toBe(200);
    expect(picked.body.message).toBe('Hand-over time agreed');
    expect(picked.body.handoverTime.agreed.startsAt).toBe(slots[2]);
    for (const who of [w.borrower, w.owner]) {
      const res = await view(who, rental.id);
      expect(res.body.agreed).toMatchObject({ startsAt: slots[2] });
      expect(res.body.proposal).toBeNull();
    }
    const [notice] = await w.notices(w.owner, 'handover_agreed');
    expect(notice.title).toBe('Hand-over Time Agreed');
    expect(notice.message).toContain('You and Asha Menon will hand over "Swami and Friends"');
    expect(notice.data).toMatchObject({ rentalId: rental.id, startsAt: slots[2] });
    expect(await w.notices(w.borrower, 'handover_agreed')).toEqual([]);
  });

  it('lets either party propose another time, the other accept it, and keeps one current row', async () => {
    await t.request(w.owner).put(WINDOWS, { windows: [{ weekday: 0, fromMinute: 600, toMinute: 660 }] });
    const { rental } = await w.rent({ title: 'The Guide' });
    const early = earlyMorning(2);
    const byBorrower = await propose(w.borrower, rental.id, early);
    expect(byBorrower.status).toBe(200);
    expect(byBorrower.body.message).toBe('Time proposed');
    expect(byBorrower.body.handoverTime.proposal).toEqual({
      startsAt: early.toISOString(),
      proposedBy: 'borrower',
      byMe: true,
    });
    const [proposed] = await w.notices(w.owner, 'handover_proposed');
    expect(proposed.message).toContain('Asha Menon proposed to hand over "The Guide"');

    const own = await accept(w.borrower, rental.id);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('The other party needs to accept the time you proposed');

    const later = earlyMorning(3);
    const byOwner = await propose(w.owner, rental.id, later);
    expect(byOwner.body.handoverTime.proposal).toMatchObject({ proposedBy: 'owner', byMe: true });
    expect((await view(w.borrower, rental.id)).body.proposal).toMatchObject({
      startsAt: later.toISOString(),
      proposedBy: 'owner',
      byMe: false,
    });
    const accepted = await accept(w.borrower, rental.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Hand-over time agreed');
    expect(accepted.body.handoverTime.agreed.startsAt).toBe(later.toISOString());
    expect((await w.notices(w.owner, 'handover_agreed'))[0].message).toContain('Asha Menon');
    const again = await accept(w.owner, rental.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is no proposed time to accept');

    const rows = await t.db.select().from(handoverTimes).where(eq(handoverTimes.rentalId, rental.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['agreed', 'replaced']);
  });

  it('refuses strangers, the signed out, past times and rentals already picked up', async () => {
    const { rental } = await w.rent();
    for (const who of [w.stranger]) {
      expect((await view(who, rental.id)).status).toBe(403);
      expect((await propose(who, rental.id, earlyMorning(2))).status).toBe(403);
      expect((await accept(who, rental.id)).status).toBe(403);
    }
    expect((await view(null, rental.id)).status).toBe(401);
    expect((await propose(null, rental.id, earlyMorning(2))).status).toBe(401);
    expect((await view(w.borrower, 999_999)).status).toBe(404);

    const past = await propose(w.borrower, rental.id, new Date(t.clock.now().getTime() - HOUR));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('That time has already passed. Please choose a later time.');
    const bad = await propose(w.borrower, rental.id, 'tomorrow');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose a date and time');

    const picked = await w.rent({ title: 'Malgudi Days', pickedUp: true });
    const late = await propose(w.owner, picked.rental.id, earlyMorning(2));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'A hand-over time can be set only for a paid rental that has not been picked up yet',
    );
    expect((await view(w.borrower, picked.rental.id)).body).toMatchObject({ canArrange: false, slots: [] });
  });

  it('reminds both parties once, 1 hour before the agreed time', async () => {
    const { rental } = await w.rent({ title: 'Train to Pakistan' });
    const at = earlyMorning(2);
    await propose(w.owner, rental.id, at);
    expect((await accept(w.borrower, rental.id)).status).toBe(200);
    const deps = { db: t.db, clock: t.clock };

    expect((await runHandoverReminderPass(deps)).reminded).toBe(0);
    t.clock.advance(at.getTime() - t.clock.now().getTime() - 30 * 60_000);
    expect((await runHandoverReminderPass(deps)).reminded).toBe(1);
    expect((await runHandoverReminderPass(deps)).reminded).toBe(0);
    const toBorrower = await w.notices(w.borrower, 'handover_reminder');
    const toOwner = await w.notices(w.owner, 'handover_reminder');
    expect(toBorrower).toHaveLength(1);
    expect(toOwner).toHaveLength(1);
    expect(toBorrower[0].title).toBe('Hand-over in 1 Hour');
    expect(toBorrower[0].message).toContain('You meet Ravi Kulkarni to hand over "Train to Pakistan"');
    expect(toOwner[0].message).toContain('You meet Asha Menon');
  });
});
