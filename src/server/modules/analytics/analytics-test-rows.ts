/**
 * A completed 7-day rental row for the analytics tests (analytics.api.test.ts, rollup.api.test.ts):
 * ₹70 fee, ₹3.50 platform fee, ₹100 deposit, in paise, less `discountPaise` of Brocks.
 */
export function completedRental(
  ids: { bookId: number; borrowerId: number; lenderId: number },
  createdAt: Date,
  discountPaise = 0,
) {
  return {
    ...ids,
    status: 'completed' as const,
    startDate: createdAt,
    endDate: new Date(createdAt.getTime() + 7 * 86_400_000),
    durationDays: 7,
    dailyFeePaise: 1000,
    rentalFeePaise: 7000,
    platformFeePaise: 350,
    securityDepositPaise: 10000,
    brocksDiscountPaise: discountPaise,
    totalPaise: 7000 + 350 + 10000 - discountPaise,
    lenderAmountPaise: 7000,
    paymentMethod: 'card' as const,
    createdAt,
  };
}
