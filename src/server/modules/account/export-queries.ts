/**
 * The member's data for 'Download my data' (ADR 0052), one read per export file. Every statement selects by
 * the member's id only and names another member by display name (`users.name`) only: never their e-mail,
 * phone or address. Times are ISO 8601 UTC strings; money is rupees with two decimals (the paise column / 100).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A row of a table file: column header → cell. */
export type ExportRow = Record<string, string | number | boolean | null>;

/** Runs `query` and answers its rows (the same shape on PGlite and node-postgres). */
export async function exportRows(db: Db, query: SQL): Promise<ExportRow[]> {
  return (await exportTable(db, query)).rows;
}

/** Runs `query` and answers its rows and its column names in order (known even when there are no rows). */
export async function exportTable(db: Db, query: SQL): Promise<{ rows: ExportRow[]; columns: string[] }> {
  const result = (await db.execute(query)) as unknown as { rows: ExportRow[]; fields: { name: string }[] };
  return { rows: result.rows, columns: result.fields.map((f) => f.name) };
}

/** An ISO 8601 UTC text of a timestamptz column (`2026-11-21T10:00:00Z`), null stays null. */
export const ts = (column: string): SQL =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
/** Rupees with two decimals from a paise column (`12345` → `123.45`). */
const rupees = (column: string): SQL => sql.raw(`to_char(${column} / 100.0, 'FM999999990.00')`);

/** The member's own books, newest first, with the fields books.csv writes in Goodreads columns. */
export function booksQuery(userId: number): SQL {
  return sql`select b.id, b.title, b.author, b.isbn, b.isbn13, b.genre, b.condition::text as condition,
      ${rupees('b.daily_fee_paise')} as daily_fee, ${rupees('b.selling_price_paise')} as selling_price,
      b.status::text as status, to_char(b.created_at at time zone 'UTC', 'YYYY/MM/DD') as date_added,
      (select r.rating from reviews r where r.book_id = b.id and r.user_id = ${userId}) as my_rating
    from books b where b.owner_id = ${userId} order by b.id`;
}

/** Rentals as borrower and as owner, with a role column and the other side by name. */
export function rentalsQuery(userId: number): SQL {
  return sql`select r.id as "Rental id",
      case when r.borrower_id = ${userId} then 'borrower' else 'owner' end as "Role",
      bk.title as "Book", other.name as "Other member", r.status::text as "Status",
      ${ts('r.start_date')} as "Started", ${ts('r.end_date')} as "Due", r.duration_days as "Days",
      ${ts('r.picked_up_at')} as "Picked up", ${ts('r.returned_at')} as "Returned",
      ${ts('r.cancelled_at')} as "Cancelled", ${rupees('r.daily_fee_paise')} as "Daily fee (₹)",
      ${rupees('r.rental_fee_paise')} as "Rental fee (₹)", ${rupees('r.platform_fee_paise')} as "Platform fee (₹)",
      ${rupees('r.security_deposit_paise')} as "Deposit (₹)", r.brocks_used as "Brocks used",
      ${rupees('r.total_paise')} as "Total (₹)", ${rupees('r.lender_amount_paise')} as "Owner's share (₹)",
      ${rupees('r.late_fee_paise')} as "Late fee (₹)", r.payment_method::text as "Paid with",
      case when r.borrower_id = ${userId} then r.return_notes else r.return_confirm_notes end as "My notes"
    from rentals r join books bk on bk.id = r.book_id
      join users other on other.id = case when r.borrower_id = ${userId} then r.lender_id else r.borrower_id end
    where r.borrower_id = ${userId} or r.lender_id = ${userId} order by r.id`;
}

/** Deposit claims on the member's rentals, either side; 'My words' is the claim's reason or the reply. */
export function depositClaimsQuery(userId: number): SQL {
  return sql`select r.id as "Rental id", case when r.borrower_id = ${userId} then 'borrower' else 'owner' end as "Role",
      bk.title as "Book", ${rupees('c.amount_paise')} as "Claimed (₹)", ${rupees('c.decided_paise')} as "Decided (₹)",
      ${rupees('c.settled_paise')} as "Settled (₹)", c.status::text as "Status",
      case when r.borrower_id = ${userId} then c.borrower_reply else c.reason end as "My words",
      ${ts('c.created_at')} as "Claimed", ${ts('c.settled_at')} as "Settled"
    from deposit_claims c join rentals r on r.id = c.rental_id join books bk on bk.id = r.book_id
    where r.borrower_id = ${userId} or r.lender_id = ${userId} order by c.id`;
}

/** Purchases as buyer and as seller. */
export function purchasesQuery(userId: number): SQL {
  return sql`select p.id as "Purchase id", case when p.buyer_id = ${userId} then 'buyer' else 'seller' end as "Role",
      bk.title as "Book", other.name as "Other member", ${rupees('p.purchase_price_paise')} as "Price (₹)",
      ${rupees('p.platform_fee_paise')} as "Platform fee (₹)", ${rupees('p.total_paise')} as "Total (₹)",
      p.payment_method::text as "Paid with", p.brocks_paid as "Brocks paid", ${ts('p.created_at')} as "Date"
    from purchases p join books bk on bk.id = p.book_id
      join users other on other.id = case when p.buyer_id = ${userId} then p.seller_id else p.buyer_id end
    where p.buyer_id = ${userId} or p.seller_id = ${userId} order by p.id`;
}

/** The member's payment orders with their payment and refunds (provider ids kept: they are the receipts). */
export function paymentsQuery(userId: number): SQL {
  return sql`select o.id as "Order id", o.receipt as "Receipt", o.provider::text as "Provider",
      o.purpose::text as "Purpose", ${rupees('o.amount_paise')} as "Amount (₹)", o.status::text as "Order status",
      p.provider_payment_id as "Payment id", p.status::text as "Payment status", p.method as "Method",
      (select ${rupees('sum(f.amount_paise)')} from refunds f where f.payment_id = p.id) as "Refunded (₹)",
      ${ts('o.created_at')} as "Date"
    from payment_orders o left join payments p on p.order_id = o.id
    where o.user_id = ${userId} order by o.id`;
}

/** The member's Brocks ledger, oldest first, with the running balance. */
export function brocksLedgerQuery(userId: number): SQL {
  return sql`select l.id as "Entry id", ${ts('l.created_at')} as "Date", l.delta as "Brocks",
      sum(l.delta) over (order by l.id) as "Balance", l.reason as "Reason", l.description as "Description",
      l.reference as "Reference"
    from brocks_ledger l where l.user_id = ${userId} order by l.id`;
}

/** The member's money ledger (credits, earnings, refunds), oldest first. */
export function moneyLedgerQuery(userId: number): SQL {
  return sql`select m.id as "Entry id", ${ts('m.created_at')} as "Date", m.kind::text as "Kind",
      ${rupees('m.amount_paise')} as "Amount (₹)", m.reference as "Reference"
    from money_ledger m where m.user_id = ${userId} order by m.id`;
}

/** Reviews the member wrote. */
export function reviewsQuery(userId: number): SQL {
  return sql`select bk.title as "Book", bk.author as "Author", r.rating as "Rating", r.review_text as "Review",
      r.is_public as "Public", r.hidden_at is not null as "Hidden by moderators", r.helpful_votes as "Helpful votes",
      ${ts('r.created_at')} as "Written", ${ts('r.updated_at')} as "Updated"
    from reviews r join books bk on bk.id = r.book_id where r.user_id = ${userId} order by r.id`;
}

/** The member's wishlist. */
export function wishlistQuery(userId: number): SQL {
  return sql`select bk.title as "Book", bk.author as "Author", bk.isbn13 as "ISBN13", w.priority as "Priority",
      w.notes as "Notes", ${ts('w.added_at')} as "Added"
    from wishlist_items w join books bk on bk.id = w.book_id where w.user_id = ${userId} order by w.id`;
}

/** The member's availability alerts. */
export function alertsQuery(userId: number): SQL {
  return sql`select bk.title as "Book", bk.author as "Author", a.status::text as "Status", ${ts('a.created_at')} as "Created",
      ${ts('a.held_at')} as "Held", ${ts('a.hold_expires_at')} as "Hold expires", ${ts('a.closed_at')} as "Closed"
    from book_alerts a join books bk on bk.id = a.book_id where a.user_id = ${userId} order by a.id`;
}

/**
 * Notifications whose text quotes another member's own words (a chat message, a claim's reason, a declined
 * extension's reason, a reminder's note): the export keeps their title and leaves the quote out.
 */
export const QUOTING_NOTIFICATIONS = [
  'conversation_message',
  'deposit_claim',
  'extension_declined',
  'reminder',
];

/** The member's notifications (the message left empty for QUOTING_NOTIFICATIONS). */
export function notificationsQuery(userId: number): SQL {
  const quoting = sql.join(
    QUOTING_NOTIFICATIONS.map((type) => sql`${type}`),
    sql`, `,
  );
  return sql`select n.type as "Type", n.title as "Title",
      case when n.type in (${quoting}) then '' else n.message end as "Message", n.is_read as "Read",
      ${ts('n.created_at')} as "Date"
    from notifications n where n.user_id = ${userId} order by n.id`;
}

/** The member's sessions: device (User-Agent), created, last used, expires; never the id or its hash. */
export function sessionsQuery(userId: number): SQL {
  return sql`select coalesce(s.user_agent, '') as "Device", ${ts('s.created_at')} as "Signed in",
      ${ts('s.last_used_at')} as "Last used", ${ts('s.expires_at')} as "Expires"
    from sessions s where s.user_id = ${userId} order by s.created_at`;
}

/** Members the member blocked, by name. */
export function blocksQuery(userId: number): SQL {
  return sql`select u.name as "Blocked member", ${ts('mb.created_at')} as "Since"
    from member_blocks mb join users u on u.id = mb.blocked_id where mb.blocker_id = ${userId}
    order by mb.created_at`;
}

/** Reports the member made (without the evidence snapshot, which may quote others). */
export function reportsQuery(userId: number): SQL {
  return sql`select r.id as "Report id", r.target_kind as "About", u.name as "Member reported",
      r.category as "Category", r.note as "My note", r.status as "Status", r.decision as "Decision",
      ${ts('r.created_at')} as "Date", ${ts('r.decided_at')} as "Decided"
    from reports r left join users u on u.id = r.target_user_id where r.reporter_id = ${userId} order by r.id`;
}
