import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTO_CANCEL_AFTER_MS,
  cancelRefund,
  cancelRefusal,
  dueDateAfterPickup,
  isHandoverCode,
  OWNER_CANCEL_AFTER_MS,
} from './handover';

const start = new Date('2026-11-21T10:00:00.000Z');
const ms = fc.integer({ min: -30 * 86_400_000, max: 60 * 86_400_000 });
const paise = fc.integer({ min: 0, max: 10_000_000 });

describe('dueDateAfterPickup', () => {
  it('moves the due date by exactly the pickup delay and never earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 * 86_400_000 }), ms, (lengthMs, pickupOffset) => {
        const end = new Date(start.getTime() + lengthMs);
        const pickedUp = new Date(start.getTime() + pickupOffset);
        const due = dueDateAfterPickup(start, end, pickedUp);
        expect(due.getTime()).toBeGreaterThanOrEqual(end.getTime());
        expect(due.getTime() - end.getTime()).toBe(Math.max(0, pickupOffset));
      }),
    );
  });

  it('keeps the due date for a pickup at the start and adds 3 days for a pickup 3 days late', () => {
    const end = new Date('2026-11-28T10:00:00.000Z');
    expect(dueDateAfterPickup(start, end, start)).toEqual(end);
    expect(dueDateAfterPickup(start, end, new Date('2026-11-24T10:00:00.000Z'))).toEqual(
      new Date('2026-12-01T10:00:00.000Z'),
    );
  });
});

describe('cancelRefusal', () => {
  const rental = { status: 'active', pickedUpAt: null, startDate: start };
  const after = (t: number) => new Date(start.getTime() + t);

  it('lets the borrower cancel at once, the owner after 48 hours, the pass after 7 days', () => {
    expect(cancelRefusal('borrower', rental, start)).toBeNull();
    expect(cancelRefusal('owner', rental, after(OWNER_CANCEL_AFTER_MS - 1))).toBe('owner_too_soon');
    expect(cancelRefusal('owner', rental, after(OWNER_CANCEL_AFTER_MS))).toBeNull();
    expect(cancelRefusal('system', rental, after(AUTO_CANCEL_AFTER_MS - 1))).toBe('system_too_soon');
    expect(cancelRefusal('system', rental, after(AUTO_CANCEL_AFTER_MS))).toBeNull();
  });

  it('refuses everyone once the book is picked up or the rental is not active', () => {
    for (const party of ['borrower', 'owner', 'system'] as const) {
      expect(cancelRefusal(party, { ...rental, pickedUpAt: start }, after(30 * 86_400_000))).toBe(
        'picked_up',
      );
      expect(cancelRefusal(party, { ...rental, status: 'completed' }, after(30 * 86_400_000))).toBe(
        'not_active',
      );
    }
  });
});

describe('cancelRefund', () => {
  it('gives back everything the borrow allocated: deposit + fees refund = the allocations', () => {
    fc.assert(
      fc.property(paise, paise, paise, paise, (deposit, platform, lender, provider) => {
        const r = cancelRefund({
          depositHeldPaise: deposit,
          platformFeePaise: platform,
          lenderEarningPaise: lender,
          providerPaidPaise: provider,
        });
        expect(r.depositPaise + r.feesRefundPaise).toBe(deposit + platform + lender);
        expect(r.feesRefundPaise).toBe(r.platformFeePaise + r.lenderEarningPaise);
        expect(r.providerRefundPaise).toBe(provider);
      }),
    );
  });

  it('refuses negative or fractional amounts', () => {
    const ok = { depositHeldPaise: 1, platformFeePaise: 1, lenderEarningPaise: 1, providerPaidPaise: 1 };
    expect(() => cancelRefund({ ...ok, depositHeldPaise: -1 })).toThrow(RangeError);
    expect(() => cancelRefund({ ...ok, platformFeePaise: 0.5 })).toThrow(RangeError);
  });
});

describe('isHandoverCode', () => {
  it('accepts exactly six digits', () => {
    expect(isHandoverCode('012345')).toBe(true);
    expect(isHandoverCode('12345')).toBe(false);
    expect(isHandoverCode('1234567')).toBe(false);
    expect(isHandoverCode('12a456')).toBe(false);
  });
});
