/**
 * E2E set-up through the real API, for tests whose subject is what happens after a listing or a borrow:
 * a member lists a book, or borrows one for a week paying with the demo card (spec 000 §7, §8).
 */
import { expect, type APIResponse, type Page } from '@playwright/test';

/** A valid ISBN-13 any test book may share. */
export const TEST_ISBN = '9780140449136';

/** `page`'s member lists `title` at `dailyFee` rupees a day (default ₹10), not for sale; answers its id. */
export async function listBookByApi(page: Page, title: string, dailyFee = 10): Promise<number> {
  const created = await page.request.post('/api/books', {
    data: {
      title,
      author: 'R. K. Narayan',
      isbn: TEST_ISBN,
      genre: 'Fiction',
      condition: 'Good',
      dailyFee,
      sellingPrice: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * `page`'s member borrows `bookId` for a week with the demo card: create-order, demo pay, borrow. Answers
 * the refusing response when create-order refuses (a book held for another member), else the borrow's.
 */
export async function tryBorrowByApi(page: Page, bookId: number): Promise<APIResponse> {
  const order = await page.request.post('/api/payments/create-order', {
    data: { purpose: 'rental', bookId, duration: 7, appliedBrocks: null },
  });
  if (order.status() !== 200) return order;
  const { orderId } = (await order.json()) as { orderId: string };
  const paid = await page.request.post('/api/payments/demo/pay', { data: { orderId, method: 'card' } });
  expect(paid.status()).toBe(200);
  const { paymentId } = (await paid.json()) as { paymentId: string };
  return page.request.post('/api/rentals/borrow', {
    data: { bookId, duration: 7, paymentMethod: 'card', appliedBrocks: null, orderId, paymentId },
  });
}

/** As `tryBorrowByApi`, expecting success; answers the rental as the borrow call returns it. */
export async function borrowByApi<T = { id: number }>(page: Page, bookId: number): Promise<T> {
  const res = await tryBorrowByApi(page, bookId);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The owner confirms the pickup of `rentalId` with the code the borrower's page shows (ADR 0032). */
export async function pickUpByApi(owner: Page, borrower: Page, rentalId: number): Promise<void> {
  const shown = await borrower.request.get(`/api/rentals/${rentalId}/pickup-code`);
  expect(shown.status(), await shown.text()).toBe(200);
  const { code } = (await shown.json()) as { code: string };
  const picked = await owner.request.post(`/api/rentals/${rentalId}/confirm-pickup`, { data: { code } });
  expect(picked.status(), await picked.text()).toBe(200);
}
