/**
 * Reading a notification's `data` JSON (spec 002 §3 "Data by type"): the ids and payment fields the
 * rental actions need. Missing, malformed or mistyped fields read as undefined.
 */
export interface RentalNotificationData {
  rentalId?: number;
  requestId?: number;
  bookTitle?: string;
  /** extension_approved: the provider payment id once paid, else null */
  paymentId?: string | null;
  /** extension_approved: what the borrower pays, rupees */
  totalAmount?: number;
}

export function rentalNotificationData(data: string | null): RentalNotificationData {
  if (!data) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { rentalId, requestId, bookTitle, paymentId, totalAmount } = parsed as Record<string, unknown>;
  return {
    rentalId: typeof rentalId === 'number' ? rentalId : undefined,
    requestId: typeof requestId === 'number' ? requestId : undefined,
    bookTitle: typeof bookTitle === 'string' ? bookTitle : undefined,
    paymentId: typeof paymentId === 'string' && paymentId ? paymentId : null,
    totalAmount: typeof totalAmount === 'number' ? totalAmount : undefined,
  };
}
