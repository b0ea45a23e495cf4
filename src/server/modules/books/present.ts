/** Book rows in the wire format (spec 000 §3 "Book"): paise → rupees, dates → ISO strings. */
import type { Book, PublicBookSummary } from '@/contract/books';
import type { BookCondition, BookStatus } from '@/domain/books';
import { paiseToRupees } from '@/domain/money';
import type { BookSqlRow } from './sql';

/** Mean rating of `count` public reviews summing to `total`, to two decimals; null without reviews. */
export function averageRating(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 100) / 100 : null;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A member's view of a book row. */
export function toBook(r: BookSqlRow): Book {
  return {
    id: Number(r.id),
    title: r.title,
    author: r.author,
    isbn: r.isbn,
    genre: r.genre,
    description: r.description,
    imageUrl: r.image_url,
    coverImageUrl: r.cover_image_url,
    condition: r.condition as BookCondition,
    dailyFee: paiseToRupees(Number(r.daily_fee_paise)),
    sellingPrice: r.selling_price_paise === null ? null : paiseToRupees(Number(r.selling_price_paise)),
    isAvailable: r.is_available,
    reservedUntil: r.reserved_until === null ? null : iso(r.reserved_until),
    reservedForYou: r.reserved_for_you,
    status: r.status as BookStatus,
    ownerId: Number(r.owner_id),
    owner: { name: r.owner_name },
    societyId: r.hub_id === null ? null : Number(r.hub_id),
    hubType: (r.hub_type as Book['hubType']) ?? null,
    hubName: r.hub_name,
    averageRating: averageRating(Number(r.rating_total), Number(r.review_count)),
    reviewCount: Number(r.review_count),
    createdAt: iso(r.created_at),
  };
}

/** A signed-out visitor's view: the book without owner or hub name (spec 000 §2 "Public book page"). */
export function toPublicSummary(book: Book): PublicBookSummary {
  const { ownerId: _ownerId, owner: _owner, societyId: _societyId, hubName: _hubName, ...summary } = book;
  return summary;
}
