/**
 * A borrow retried after a lost answer (docs/decisions/0037-several-instances-and-faults.md "Nothing
 * answered as done is lost"): a client whose `POST /api/rentals/borrow` got no answer (the instance died,
 * the connection dropped) sends the same request again, to another instance behind the load balancer. When
 * the first one committed, its payment order is consumed; the retry gets that same rental back instead of
 * 409 'This payment has already been used', and nothing is charged or booked a second time.
 *
 * A retry is recognised only when it is the same request: the same caller, book and duration, and the
 * provider order and payment id that the rental consumed. Any other use of a consumed payment (another
 * book, another order, another member) is refused by checkout as before. Brocks borrows carry no payment id
 * and so have no replay: their retry finds the book taken (409).
 */
import { and, eq } from 'drizzle-orm';
import { isProviderMethod } from '@/contract/payments';
import type { BorrowInput } from '@/contract/rentals';
import type { Db } from '../../../db/client';
import { paymentOrders, payments, rentals } from '../../../db/schema';

/**
 * The id of the rental that `input` (from `callerId`) already made, or undefined when it is not a replay
 * of a committed borrow. Reads only; one round trip.
 */
export async function replayedBorrow(
  db: Db,
  callerId: number,
  input: BorrowInput,
): Promise<number | undefined> {
  if (!isProviderMethod(input.paymentMethod) || !input.orderId || !input.paymentId) return undefined;
  const [row] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .innerJoin(paymentOrders, eq(paymentOrders.id, rentals.paymentOrderId))
    .innerJoin(payments, eq(payments.id, rentals.paymentId))
    .where(
      and(
        eq(paymentOrders.providerOrderId, input.orderId),
        eq(paymentOrders.status, 'consumed'),
        eq(payments.providerPaymentId, input.paymentId),
        eq(rentals.borrowerId, callerId),
        eq(rentals.bookId, input.bookId),
        eq(rentals.durationDays, input.duration),
      ),
    )
    .limit(1);
  return row?.id;
}
